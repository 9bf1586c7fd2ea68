import { API_MESSAGES } from '@talent/contract/api-messages';
import { PROFILE_MESSAGES as M } from '@talent/contract/profile-messages';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildTestApp, createStaff, errorBody, expectError, register } from '../../test/test-app';

const t = buildTestApp();
let token: string;
let otherToken: string;
beforeAll(async () => {
  token = (await register(t.app)).tokens.accessToken;
  otherToken = (await register(t.app)).tokens.accessToken;
});

const call = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown, accessToken = token) =>
  t.app.inject({
    method,
    url: `/api/skills/${url}`,
    headers: bearer(accessToken),
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
const me = async (accessToken = token) =>
  (await t.app.inject({ url: '/api/profiles/me', headers: bearer(accessToken) })).json().data;

const KINDS = [
  [
    'instrument',
    'instruments',
    { instrument: 'Pian', level: 'AMATEUR', courses: '5 ani' },
    { instrument: 'Vioară', level: 'PERFORMANCE', courses: null },
  ],
  [
    'sport',
    'sports',
    { sport: 'Tenis', level: 'AMATEUR', courses: null },
    { sport: 'Înot', level: 'PERFORMANCE', courses: 'Club' },
  ],
  [
    'dance',
    'dances',
    { genre: 'Salsa', level: 'AMATEUR', courses: null },
    { genre: 'Tango', level: 'PERFORMANCE', courses: null },
  ],
  [
    'riding',
    'ridingSkills',
    { activity: 'Călărie', level: 'AMATEUR' },
    { activity: 'Dresaj', level: 'PERFORMANCE' },
  ],
  [
    'language',
    'languages',
    { language: 'Engleză', level: 'ADVANCED' },
    { language: 'Franceză', level: 'BEGINNER' },
  ],
  [
    'distinctive-mark',
    'distinctiveMarks',
    { type: 'TATTOO', location: 'Braț', description: 'Trandafir' },
    { type: 'BIRTHMARK', location: 'Gât', description: null },
  ],
] as const;

describe('skills CRUD', () => {
  it.each(KINDS)(
    '%s: create 201, embedded in the profile, replace 200, delete 204',
    async (kind, list, created, replaced) => {
      const response = await call('POST', kind, created);
      expect(response.statusCode, response.body).toBe(201);
      const item = response.json().data;
      expect(item).toEqual({ id: expect.any(String), ...created });
      expect((await me())[list]).toEqual([item]);

      const put = await call('PUT', `${kind}/${item.id}`, replaced);
      expect(put.statusCode, put.body).toBe(200);
      expect(put.json().data).toEqual({ id: item.id, ...replaced });
      expect((await me())[list]).toEqual([{ id: item.id, ...replaced }]);

      const deleted = await call('DELETE', `${kind}/${item.id}`);
      expect(deleted.statusCode).toBe(204);
      expect(deleted.body).toBe('');
      expect((await me())[list]).toEqual([]);
      expect((await call('DELETE', `${kind}/${item.id}`)).statusCode).toBe(404);
    },
  );

  it('keeps items in the order they were added, optional texts default to null', async () => {
    const first = (await call('POST', 'sport', { sport: 'Fotbal', level: 'AMATEUR' })).json().data;
    const second = (await call('POST', 'sport', { sport: 'Baschet', level: 'AMATEUR' })).json().data;
    expect(first.courses).toBeNull();
    expect((await me()).sports.map((s: { id: string }) => s.id)).toEqual([first.id, second.id]);
  });

  it('takes an explicit talentProfileId of the caller', async () => {
    const profileId = (await me()).id;
    const response = await call('POST', 'language', {
      language: 'Germană',
      level: 'NATIVE',
      talentProfileId: profileId,
    });
    expect(response.statusCode).toBe(201);
    expect((await me()).languages).toContainEqual(response.json().data);
  });
});

describe('skills validation (spec §5)', () => {
  it.each([
    ['instrument', { instrument: ' ', level: 'AMATEUR' }, 'instrument', M.instrumentRequired],
    ['instrument', { level: 'AMATEUR' }, 'instrument', M.instrumentRequired],
    ['sport', { sport: '', level: 'AMATEUR' }, 'sport', M.sportRequired],
    ['dance', { genre: '', level: 'AMATEUR' }, 'genre', M.danceGenreRequired],
    ['riding', { activity: '', level: 'AMATEUR' }, 'activity', M.ridingActivityRequired],
    ['language', { language: '', level: 'NATIVE' }, 'language', M.languageRequired],
    ['language', { language: 'Engleză', level: 'AMATEUR' }, 'level', M.levelRequired],
    ['sport', { sport: 'Tenis', level: 'EXPERT' }, 'level', M.levelRequired],
    ['distinctive-mark', { location: 'Braț' }, 'type', M.markTypeRequired],
    ['distinctive-mark', { type: 'PIERCING', location: 'Braț' }, 'type', M.markTypeRequired],
    ['distinctive-mark', { type: 'SCAR', location: '  ' }, 'location', M.markLocationRequired],
    ['distinctive-mark', { type: 'SCAR' }, 'location', M.markLocationRequired],
  ] as const)('%s %j → %s: %s', async (kind, payload, field, message) => {
    const response = await call('POST', kind, payload);
    expect(response.statusCode).toBe(400);
    expect(errorBody(response).fields?.[field]).toBe(message);
  });

  it('refuses unknown fields on create and on replace, and a bad replacement changes nothing', async () => {
    expect(
      (await call('POST', 'riding', { activity: 'Polo', level: 'AMATEUR', userId: 'x' })).statusCode,
    ).toBe(400);
    const item = (await call('POST', 'riding', { activity: 'Polo', level: 'AMATEUR' })).json().data;
    expect(
      (await call('PUT', `riding/${item.id}`, { activity: 'Polo', level: 'AMATEUR', talentProfileId: 'p' }))
        .statusCode,
    ).toBe(400);
    expect((await call('PUT', `riding/${item.id}`, { activity: '', level: 'AMATEUR' })).statusCode).toBe(400);
    expect((await me()).ridingSkills).toContainEqual(item);
  });

  it('the profile lists each kind under its own name, in the order the items were added', async () => {
    const accessToken = (await register(t.app)).tokens.accessToken;
    const added: Record<string, unknown[]> = {};
    for (const [kind, list, first, second] of KINDS) {
      added[list] = [];
      for (const payload of [first, second]) {
        const response = await call('POST', kind, payload, accessToken);
        expect(response.statusCode, response.body).toBe(201);
        added[list]!.push(response.json().data);
        // created_at has millisecond precision: keep the two apart.
        await new Promise((resolve) => setTimeout(resolve, 3));
      }
    }
    const profile = await me(accessToken);
    for (const [, list] of KINDS) expect(profile[list], list).toEqual(added[list]);
  });

  it('an unknown kind is 404', async () => {
    expect((await call('POST', 'juggling', { name: 'x' })).statusCode).toBe(404);
    expect((await call('PUT', 'juggling/1', { name: 'x' })).statusCode).toBe(404);
    expect((await call('DELETE', 'juggling/1')).statusCode).toBe(404);
  });

  it('is for talents only', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/api/skills/sport', payload: {} })).statusCode).toBe(
      401,
    );
    const staff = await createStaff(t, 'CLIENT');
    expect(
      (await call('POST', 'sport', { sport: 'Tenis', level: 'AMATEUR' }, staff.tokens.accessToken))
        .statusCode,
    ).toBe(403);
  });
});

describe("other people's skills and profiles", () => {
  it('PUT and DELETE of another user’s item are 404 and change nothing', async () => {
    const theirs = (
      await call('POST', 'instrument', { instrument: 'Chitară', level: 'AMATEUR' }, otherToken)
    ).json().data;
    const put = await call('PUT', `instrument/${theirs.id}`, { instrument: 'Tobe', level: 'PERFORMANCE' });
    expectError(put, 404, 'SKILL_NOT_FOUND', API_MESSAGES.skillNotFound);
    const del = await call('DELETE', `instrument/${theirs.id}`);
    expect(del.statusCode).toBe(404);
    expect(errorBody(del).code).toBe('SKILL_NOT_FOUND');
    expect((await me(otherToken)).instruments).toEqual([theirs]);
  });

  it('an item id of another kind is 404', async () => {
    const mine = (await call('POST', 'dance', { genre: 'Vals', level: 'AMATEUR' })).json().data;
    expect((await call('DELETE', `sport/${mine.id}`)).statusCode).toBe(404);
    expect((await me()).dances).toContainEqual(mine);
  });

  it("creating on another user's profile is 404 and adds nothing", async () => {
    const theirProfile = await me(otherToken);
    const response = await call('POST', 'sport', {
      sport: 'Box',
      level: 'AMATEUR',
      talentProfileId: theirProfile.id,
    });
    expectError(response, 404, 'TALENT_PROFILE_NOT_FOUND', API_MESSAGES.talentProfileNotFound);
    expect(
      (await call('POST', 'sport', { sport: 'Box', level: 'AMATEUR', talentProfileId: 'missing' }))
        .statusCode,
    ).toBe(404);
    expect((await me(otherToken)).sports).toEqual(theirProfile.sports);
  });

  it('deleting a profile deletes its items (cascade)', async () => {
    const { tokens } = await register(t.app);
    const item = (
      await call('POST', 'language', { language: 'Italiană', level: 'BEGINNER' }, tokens.accessToken)
    ).json().data;
    const profileId = (await me(tokens.accessToken)).id;
    await t.app.db.deleteFrom('talent_profiles').where('id', '=', profileId).execute();
    const rows = await t.app.db.selectFrom('languages').select('id').where('id', '=', item.id).execute();
    expect(rows).toEqual([]);
  });
});
