import type { Application } from '@talent/contract/applications';
import type { Child } from '@talent/contract/children';
import { CHILD_MESSAGES as M } from '@talent/contract/children-messages';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { postApplication } from '../../test/application-helpers';
import { addChild, childPayload, guardian, setGuardianMode } from '../../test/children-helpers';
import {
  bearer,
  buildTestApp,
  createCasting,
  dateYearsAgo,
  errorBody,
  expectError,
  ownProfileId,
  register,
  staffAccount,
} from '../../test/test-app';

const t = buildTestApp();
const client = staffAccount(t, 'CLIENT');

type Headers = Record<string, string>;
const post = (headers: Headers, payload: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/children', headers, payload: payload as object });
const getChild = (headers: Headers, id: string) => t.app.inject({ url: `/api/children/${id}`, headers });
const childProfile = (headers: Headers, id: string) =>
  t.app.inject({ url: `/api/profiles/children/${id}`, headers });
const updateChildProfile = (headers: Headers, id: string, payload: unknown) =>
  t.app.inject({ method: 'POST', url: `/api/profiles/children/${id}`, headers, payload: payload as object });
const apply = (headers: Headers, castingId: string, talentProfileId: string) =>
  postApplication(t, headers, { castingId, talentProfileId });
const addInstrument = (headers: Headers, talentProfileId: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/skills/instrument',
    headers,
    payload: { instrument: 'Pian', level: 'AMATEUR', talentProfileId },
  });
const expectFieldError = (response: Awaited<ReturnType<typeof post>>, field: string, message: string) => {
  expect(response.statusCode, response.body).toBe(400);
  expect(errorBody(response).fields?.[field]).toBe(message);
};
const childNotFound = { statusCode: 404, code: 'CHILD_NOT_FOUND', message: M.notFound };

describe('children CRUD', () => {
  it('creates a child with its talent profile (names, gender, date of birth copied)', async () => {
    const { headers } = await guardian(t);
    const dateOfBirth = dateYearsAgo(7);
    const child = await addChild(t, headers, {
      firstName: '  Ana ',
      lastName: 'Pop',
      dateOfBirth,
      gender: 'FEMALE',
    });
    expect(child).toMatchObject({
      firstName: 'Ana',
      lastName: 'Pop',
      dateOfBirth: `${dateOfBirth}T00:00:00.000Z`,
      gender: 'FEMALE',
      profilePhotoUrl: null,
    });
    expect((await getChild(headers, child.id)).json().data).toEqual(child);
    const profile = (await childProfile(headers, child.id)).json().data;
    expect(profile).toMatchObject({
      id: child.talentProfileId,
      childId: child.id,
      firstName: 'Ana',
      lastName: 'Pop',
      gender: 'FEMALE',
      dateOfBirth: `${dateOfBirth}T00:00:00.000Z`,
      photosCount: 0,
      videosCount: 0,
      instruments: [],
    });
    expect(profile.completionScore).toBeTypeOf('number');
    expect(profile.completion.score).toBe(profile.completionScore);
    // The guardian's own profile is still their own.
    expect(await ownProfileId(t.app, headers.authorization!.slice(7))).not.toBe(child.talentProfileId);
  });

  it("lists only the guardian's children, in the order they were added", async () => {
    const a = await guardian(t);
    const b = await guardian(t);
    const first = await addChild(t, a.headers, { firstName: 'Primul' });
    const second = await addChild(t, a.headers, { firstName: 'Al doilea' });
    await addChild(t, b.headers, { firstName: 'Altul' });
    const list = await t.app.inject({ url: '/api/children', headers: a.headers });
    expect(list.statusCode).toBe(200);
    expect(list.json().data).toEqual([first, second]);
  });

  it.each([
    [{ firstName: undefined }, 'firstName', M.firstNameRequired],
    [{ firstName: '   ' }, 'firstName', M.firstNameRequired],
    [{ lastName: undefined }, 'lastName', M.lastNameRequired],
    [{ lastName: '' }, 'lastName', M.lastNameRequired],
    [{ dateOfBirth: undefined }, 'dateOfBirth', M.dateOfBirthRequired],
    [{ dateOfBirth: '' }, 'dateOfBirth', M.dateOfBirthRequired],
    [{ dateOfBirth: '2020-02-30' }, 'dateOfBirth', M.dateOfBirthInvalid],
    [{ dateOfBirth: dateYearsAgo(0, 3) }, 'dateOfBirth', M.dateOfBirthFuture],
    [{ dateOfBirth: dateYearsAgo(30) }, 'dateOfBirth', M.mustBeUnder18],
    [{ gender: 'OTHER' }, 'gender', M.genderInvalid],
  ])('refuses %o with the Add child message', async (override, field, message) => {
    const { headers } = await guardian(t);
    expectFieldError(await post(headers, childPayload(override)), field, message);
    expect((await t.app.inject({ url: '/api/children', headers })).json().data).toEqual([]);
  });

  describe('on a fixed day (Date faked to 15 June 2026, 08:00 in Bucharest)', () => {
    afterEach(() => {
      vi.useRealTimers();
    });

    it('born tomorrow: in the future; exactly 18 years ago: too old; 18 years ago tomorrow: created', async () => {
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(new Date('2026-06-15T08:00:00+03:00'));
      const { headers } = await guardian(t);
      expectFieldError(
        await post(headers, childPayload({ dateOfBirth: '2026-06-16' })),
        'dateOfBirth',
        M.dateOfBirthFuture,
      );
      expectFieldError(
        await post(headers, childPayload({ dateOfBirth: '2008-06-15' })),
        'dateOfBirth',
        M.mustBeUnder18,
      );
      const created = await post(headers, childPayload({ dateOfBirth: '2008-06-16' }));
      expect(created.statusCode, created.body).toBe(201);
      const today = await post(headers, childPayload({ dateOfBirth: '2026-06-15' }));
      expect(today.statusCode, today.body).toBe(201);
    });
  });

  it("PATCH applies the rules to the fields sent and copies them to the child's profile", async () => {
    const { headers } = await guardian(t);
    const child = await addChild(t, headers, { gender: 'FEMALE', firstName: 'Ioana' });
    const measured = await updateChildProfile(headers, child.id, {
      bust: 60,
      waist: 50,
      hips: 60,
      height: 130,
    });
    expect(measured.statusCode, measured.body).toBe(200);

    const patch = (payload: unknown) =>
      t.app.inject({
        method: 'PATCH',
        url: `/api/children/${child.id}`,
        headers,
        payload: payload as object,
      });
    expectFieldError(await patch({ firstName: '' }), 'firstName', M.firstNameRequired);
    expectFieldError(await patch({ dateOfBirth: dateYearsAgo(0, 3) }), 'dateOfBirth', M.dateOfBirthFuture);
    expectFieldError(await patch({ dateOfBirth: dateYearsAgo(18) }), 'dateOfBirth', M.mustBeUnder18);
    expect((await getChild(headers, child.id)).json().data).toEqual(child);

    const dateOfBirth = dateYearsAgo(10);
    const response = await patch({ firstName: 'Andrei', gender: 'MALE', dateOfBirth });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({
      id: child.id,
      firstName: 'Andrei',
      lastName: child.lastName,
      gender: 'MALE',
      dateOfBirth: `${dateOfBirth}T00:00:00.000Z`,
    });
    const profile = (await childProfile(headers, child.id)).json().data;
    expect(profile).toMatchObject({
      firstName: 'Andrei',
      gender: 'MALE',
      dateOfBirth: `${dateOfBirth}T00:00:00.000Z`,
      // A boy's profile keeps no bust, waist or hips (spec §5); the rest stays.
      bust: null,
      waist: null,
      hips: null,
      height: 130,
    });
  });

  it(`caps a guardian at 20 children: the 21st is 409`, async () => {
    const { headers } = await guardian(t);
    for (let i = 0; i < 20; i += 1) await addChild(t, headers, { firstName: `Copil ${i}` });
    const response = await post(headers, childPayload());
    expectError(response, 409, 'TOO_MANY_CHILDREN', M.tooManyChildren);
    expect((await t.app.inject({ url: '/api/children', headers })).json().data).toHaveLength(20);
  });

  it('unknown and malformed ids are 404 CHILD_NOT_FOUND', async () => {
    const { headers } = await guardian(t);
    for (const id of ['00000000-0000-4000-8000-000000000000', 'abc', 'x'.repeat(90)]) {
      const response = await getChild(headers, id);
      expect(response.statusCode).toBe(404);
      expect(errorBody(response)).toEqual(childNotFound);
      expect(errorBody(await childProfile(headers, id))).toEqual(childNotFound);
    }
  });
});

describe('child talent profile', () => {
  it("updates the allowed fields; a profile photo must be one of the child's photos", async () => {
    const { headers } = await guardian(t);
    const child = await addChild(t, headers);
    const response = await updateChildProfile(headers, child.id, {
      residenceCity: 'Cluj-Napoca',
      countryOfOrigin: 'România',
      categories: ['ACTOR', 'MODEL'],
      instagramUrl: 'https://instagram.com/luca',
      bio: 'Îi place teatrul.',
      phone2: null,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({
      childId: child.id,
      residenceCity: 'Cluj-Napoca',
      categories: ['ACTOR', 'MODEL'],
      phone2: null,
      currentOccupation: null,
      actingUniversity: null,
    });
    const photo = await updateChildProfile(headers, child.id, {
      profilePhotoUrl: '/media/profiles/someone.jpg',
    });
    expect(photo.statusCode).toBe(400);
    expect(errorBody(photo).fields).toHaveProperty('profilePhotoUrl');
  });

  it.each([
    [{ categories: ['ACTOR', 'ARTISTIC_NUDE'] }, 'categories', M.artisticNudeNotForChildren],
    [{ currentOccupation: 'Elev' }, 'currentOccupation', M.fieldNotForChildren],
    [{ phone2: '+40721234568' }, 'phone2', M.fieldNotForChildren],
    [{ actingUniversity: 'UNATC' }, 'actingUniversity', M.fieldNotForChildren],
    [{ firstName: 'Altul' }, 'firstName', M.fieldCannotChange],
    [{ dateOfBirth: '2015-01-01' }, 'dateOfBirth', M.fieldCannotChange],
  ])('refuses the §6 restriction %o with 400 and stores nothing', async (payload, field, message) => {
    const { headers } = await guardian(t);
    const child = await addChild(t, headers);
    const before = (await childProfile(headers, child.id)).json().data;
    expectFieldError(await updateChildProfile(headers, child.id, { ...payload, bio: 'x' }), field, message);
    expect((await childProfile(headers, child.id)).json().data).toEqual(before);
  });
});

describe('skills and applications for a child', () => {
  it("adds, changes and deletes skills on the child's profile", async () => {
    const { headers } = await guardian(t);
    const child = await addChild(t, headers);
    const created = await addInstrument(headers, child.talentProfileId);
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().data.id;
    const updated = await t.app.inject({
      method: 'PUT',
      url: `/api/skills/instrument/${id}`,
      headers,
      payload: { instrument: 'Chitară', level: 'PERFORMANCE' },
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect((await childProfile(headers, child.id)).json().data.instruments).toEqual([
      { id, instrument: 'Chitară', level: 'PERFORMANCE', courses: null },
    ]);
    const own = (await t.app.inject({ url: '/api/profiles/me', headers })).json().data;
    expect(own.instruments).toEqual([]);
    const deleted = await t.app.inject({ method: 'DELETE', url: `/api/skills/instrument/${id}`, headers });
    expect(deleted.statusCode).toBe(204);
    expect((await childProfile(headers, child.id)).json().data.instruments).toEqual([]);
  });

  it("applies for a child: childId and the child's name in the list, stats, detail and the casting", async () => {
    const { headers, token } = await guardian(t, 'Elena');
    const child = await addChild(t, headers, { firstName: 'Sofia', lastName: 'Dinu' });
    const casting = await createCasting(t.app, client.tokens.accessToken, { title: 'Reclamă copii — Iași' });
    const response = await apply(headers, casting.id, child.talentProfileId);
    expect(response.statusCode, response.body).toBe(201);
    const application = response.json().data as Application;
    expect(application).toMatchObject({
      talentProfileId: child.talentProfileId,
      childId: child.id,
      talentName: 'Sofia Dinu',
      status: 'PENDING',
    });

    const again = await apply(headers, casting.id, child.talentProfileId);
    expect(again.statusCode).toBe(409);
    expect(errorBody(again).code).toBe('ALREADY_APPLIED');
    // The guardian's own profile is another applicant for the same casting.
    const ownId = await ownProfileId(t.app, token);
    const own = await apply(headers, casting.id, ownId);
    expect(own.statusCode, own.body).toBe(201);
    expect(own.json().data).toMatchObject({ childId: null, talentName: 'Elena Popescu' });

    const list = (await t.app.inject({ url: '/api/applications', headers })).json();
    expect(list.meta.total).toBe(2);
    expect(list.data.find((item: Application) => item.id === application.id)).toEqual(application);
    const stats = (await t.app.inject({ url: '/api/applications/my-stats', headers })).json().data;
    expect(stats.pendingApplications).toBe(2);
    const detail = await t.app.inject({ url: `/api/applications/${application.id}`, headers });
    expect(detail.json().data).toEqual(application);
    const bySlug = (await t.app.inject({ url: `/api/castings/slug/${casting.slug}`, headers })).json().data;
    expect(bySlug.applications).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ id: application.id, talentProfileId: child.talentProfileId }),
        expect.objectContaining({ talentProfileId: ownId }),
      ]),
    );
    expect(bySlug.applications).toHaveLength(2);

    // Guardian mode off: the records stay visible (they are the user's), applying for the child does not.
    await setGuardianMode(t, headers, false);
    const later = await createCasting(t.app, client.tokens.accessToken, { title: 'Alt casting' });
    const refused = await apply(headers, later.id, child.talentProfileId);
    expect(refused.statusCode).toBe(403);
    expect(errorBody(refused).code).toBe('GUARDIAN_MODE_REQUIRED');
    const stillListed = (await t.app.inject({ url: '/api/applications', headers })).json();
    expect(stillListed.meta.total).toBe(2);
    expect(stillListed.data.map((item: Application) => item.childId)).toContain(child.id);
  });
});

describe('deleting a child', () => {
  it('removes the child, its profile, skills and applications; other children stay', async () => {
    const { headers } = await guardian(t);
    const child = await addChild(t, headers);
    const sibling = await addChild(t, headers, { firstName: 'Sora' });
    expect((await addInstrument(headers, child.talentProfileId)).statusCode).toBe(201);
    expect((await addInstrument(headers, sibling.talentProfileId)).statusCode).toBe(201);
    const casting = await createCasting(t.app, client.tokens.accessToken, { title: 'Film scurt' });
    expect((await apply(headers, casting.id, child.talentProfileId)).statusCode).toBe(201);
    expect((await apply(headers, casting.id, sibling.talentProfileId)).statusCode).toBe(201);

    const response = await t.app.inject({ method: 'DELETE', url: `/api/children/${child.id}`, headers });
    expect(response.statusCode).toBe(204);
    expect(errorBody(await getChild(headers, child.id))).toEqual(childNotFound);
    expect((await t.app.inject({ url: '/api/children', headers })).json().data).toEqual([sibling]);
    const db = t.app.db;
    expect(
      await db.selectFrom('talent_profiles').select('id').where('child_id', '=', child.id).execute(),
    ).toEqual([]);
    expect(
      await db
        .selectFrom('instruments')
        .select('id')
        .where('talent_profile_id', '=', child.talentProfileId)
        .execute(),
    ).toEqual([]);
    const applications = (await t.app.inject({ url: '/api/applications', headers })).json();
    expect(applications.meta.total).toBe(1);
    expect(applications.data[0].childId).toBe(sibling.id);
    expect((await childProfile(headers, sibling.id)).json().data.instruments).toHaveLength(1);
  });
});

describe("access: guardian A against guardian B's child", () => {
  it("every call is 404 and B's child, profile, skills and applications are unchanged", async () => {
    const a = await guardian(t, 'Ana');
    const b = await guardian(t, 'Bianca');
    const child: Child = await addChild(t, b.headers, { firstName: 'Bogdan' });
    const skill = (await addInstrument(b.headers, child.talentProfileId)).json().data;
    const casting = await createCasting(t.app, client.tokens.accessToken, { title: 'Casting pentru B' });
    const before = {
      child: (await getChild(b.headers, child.id)).json().data,
      profile: (await childProfile(b.headers, child.id)).json().data,
    };

    const calls = [
      getChild(a.headers, child.id),
      t.app.inject({
        method: 'PATCH',
        url: `/api/children/${child.id}`,
        headers: a.headers,
        payload: { firstName: 'X' },
      }),
      t.app.inject({ method: 'DELETE', url: `/api/children/${child.id}`, headers: a.headers }),
      childProfile(a.headers, child.id),
      updateChildProfile(a.headers, child.id, { bio: 'schimbat' }),
    ];
    for (const response of await Promise.all(calls)) {
      expect(response.statusCode, response.body).toBe(404);
      expect(errorBody(response)).toEqual(childNotFound);
    }
    const skillCalls = [
      addInstrument(a.headers, child.talentProfileId),
      t.app.inject({
        method: 'PUT',
        url: `/api/skills/instrument/${skill.id}`,
        headers: a.headers,
        payload: { instrument: 'Tobe', level: 'AMATEUR' },
      }),
      t.app.inject({ method: 'DELETE', url: `/api/skills/instrument/${skill.id}`, headers: a.headers }),
      apply(a.headers, casting.id, child.talentProfileId),
    ];
    for (const response of await Promise.all(skillCalls))
      expect(response.statusCode, response.body).toBe(404);

    expect((await getChild(b.headers, child.id)).json().data).toEqual(before.child);
    expect((await childProfile(b.headers, child.id)).json().data).toEqual(before.profile);
    expect((await t.app.inject({ url: '/api/applications', headers: a.headers })).json().meta.total).toBe(0);
    expect((await t.app.inject({ url: '/api/applications', headers: b.headers })).json().meta.total).toBe(0);
  });
});

describe('guardian mode off', () => {
  it('every children route, the child profile, its skills and applying for it are 403', async () => {
    const { headers } = await guardian(t);
    const child = await addChild(t, headers);
    const skill = (await addInstrument(headers, child.talentProfileId)).json().data;
    const casting = await createCasting(t.app, client.tokens.accessToken, { title: 'Casting off' });
    const before = (await childProfile(headers, child.id)).json().data;
    await setGuardianMode(t, headers, false);

    const responses = await Promise.all([
      t.app.inject({ url: '/api/children', headers }),
      post(headers, childPayload()),
      getChild(headers, child.id),
      t.app.inject({
        method: 'PATCH',
        url: `/api/children/${child.id}`,
        headers,
        payload: { firstName: 'X' },
      }),
      t.app.inject({ method: 'DELETE', url: `/api/children/${child.id}`, headers }),
      childProfile(headers, child.id),
      updateChildProfile(headers, child.id, { bio: 'schimbat' }),
      addInstrument(headers, child.talentProfileId),
      t.app.inject({
        method: 'PUT',
        url: `/api/skills/instrument/${skill.id}`,
        headers,
        payload: { instrument: 'Tobe', level: 'AMATEUR' },
      }),
      t.app.inject({ method: 'DELETE', url: `/api/skills/instrument/${skill.id}`, headers }),
      apply(headers, casting.id, child.talentProfileId),
    ]);
    for (const response of responses) {
      expect(response.statusCode, `${response.body}`).toBe(403);
      expect(errorBody(response).code).toBe('GUARDIAN_MODE_REQUIRED');
    }
    await setGuardianMode(t, headers, true);
    expect((await childProfile(headers, child.id)).json().data).toEqual(before);
    expect((await t.app.inject({ url: '/api/children', headers })).json().data).toHaveLength(1);
    expect((await t.app.inject({ url: '/api/applications', headers })).json().meta.total).toBe(0);
  });

  it('is answered 403 before the body is read (an invalid payload is not judged)', async () => {
    const { headers } = await guardian(t);
    const child = await addChild(t, headers);
    await setGuardianMode(t, headers, false);
    for (const response of [
      await post(headers, {}),
      await t.app.inject({
        method: 'PATCH',
        url: `/api/children/${child.id}`,
        headers,
        payload: { gender: 'X' },
      }),
      await updateChildProfile(headers, child.id, { categories: ['ARTISTIC_NUDE'] }),
    ]) {
      expect(response.statusCode, response.body).toBe(403);
      expect(errorBody(response).code).toBe('GUARDIAN_MODE_REQUIRED');
    }
  });

  it('a talent who never enabled it gets 403 too', async () => {
    const { tokens } = await register(t.app);
    const response = await t.app.inject({ url: '/api/children', headers: bearer(tokens.accessToken) });
    expect(response.statusCode).toBe(403);
    expect(errorBody(response).code).toBe('GUARDIAN_MODE_REQUIRED');
  });
});
