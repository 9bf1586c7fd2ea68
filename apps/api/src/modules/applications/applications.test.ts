import { API_MESSAGES } from '@talent/contract/api-messages';
import { APPLICATION_MESSAGES, type Application } from '@talent/contract/applications';
import type { Casting } from '@talent/contract/castings';
import { addDays, romanianToday } from '@talent/contract/dates';
import { describe, expect, it } from 'vitest';
import {
  castingTeam,
  moveApplication,
  postApplication,
  signedUpTalent,
} from '../../test/application-helpers';
import {
  bearer,
  buildTestApp,
  createCasting,
  errorBody,
  expectError,
  patchCasting,
} from '../../test/test-app';

const t = buildTestApp();
const { client, otherClient, admin } = castingTeam(t);

const talent = (firstName = 'Ioana') => signedUpTalent(t, { firstName, lastName: 'Marin' });
const apply = (token: string, payload: unknown) => postApplication(t, bearer(token), payload);
// An ADMIN's moves: suspending is theirs only (clients.test.ts).
const moveCasting = (id: string, status: string) =>
  patchCasting(t.app, admin.tokens.accessToken, id, { status });
const moveStatus = (token: string, id: string, status: unknown) => moveApplication(t, token, id, { status });

async function applied(
  token: string,
  profileId: string,
  casting: Casting,
  message?: string,
): Promise<Application> {
  const response = await apply(token, { castingId: casting.id, talentProfileId: profileId, message });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data;
}

describe('POST /api/applications', () => {
  it('applies to a published casting: 201 with the Application DTO and its first history entry', async () => {
    const me = await talent('Irina');
    const casting = await createCasting(t.app, client.tokens.accessToken, {
      title: 'Reclamă — Galați',
      location: 'Galati',
    });
    const response = await apply(me.token, {
      castingId: casting.id,
      talentProfileId: me.profileId,
      message: '  Am experiență în reclame.  ',
    });
    expect(response.statusCode).toBe(201);
    const application = response.json().data as Application;
    expect(application).toMatchObject({
      status: 'PENDING',
      castingId: casting.id,
      talentProfileId: me.profileId,
      talentName: 'Irina Marin',
      message: 'Am experiență în reclame.',
    });
    expect(application.updatedAt).toBe(application.appliedAt);
    expect(application.statusHistory).toEqual([
      { status: 'PENDING', changedAt: application.appliedAt, message: null },
    ]);
    expect(application.casting).toMatchObject({
      id: casting.id,
      slug: casting.slug,
      title: 'Reclamă — Galați',
    });
    expect(application.casting).not.toHaveProperty('applications');
  });

  it('takes no message at all, or an empty one, as none', async () => {
    const me = await talent();
    const first = await createCasting(t.app, client.tokens.accessToken, { title: 'Fără mesaj 1' });
    const second = await createCasting(t.app, client.tokens.accessToken, { title: 'Fără mesaj 2' });
    expect((await applied(me.token, me.profileId, first)).message).toBeNull();
    expect((await applied(me.token, me.profileId, second, '   ')).message).toBeNull();
  });

  it('refuses a second application to the same casting with 409', async () => {
    const me = await talent();
    const casting = await createCasting(t.app, client.tokens.accessToken, { title: 'O singură dată' });
    await applied(me.token, me.profileId, casting);
    const again = await apply(me.token, { castingId: casting.id, talentProfileId: me.profileId });
    expectError(again, 409, 'ALREADY_APPLIED', APPLICATION_MESSAGES.alreadyApplied);
  });

  it('refuses a PUBLISHED casting whose date has passed in Romania, and takes one dated today there', async () => {
    const me = await talent();
    const today = romanianToday();
    const yesterday = addDays(today, -1)!;
    const past = await createCasting(t.app, client.tokens.accessToken, {
      title: 'Ieri',
      castingDate: yesterday,
      shootingDate: null,
    });
    const response = await apply(me.token, { castingId: past.id, talentProfileId: me.profileId });
    expectError(response, 409, 'CASTING_NOT_ACCEPTING', APPLICATION_MESSAGES.castingDatePassed);
    const current = await createCasting(t.app, client.tokens.accessToken, {
      title: 'Azi',
      castingDate: today,
      shootingDate: null,
    });
    expect((await apply(me.token, { castingId: current.id, talentProfileId: me.profileId })).statusCode).toBe(
      201,
    );
  });

  it('lets only one of two simultaneous applications through', async () => {
    const me = await talent();
    const casting = await createCasting(t.app, client.tokens.accessToken, { title: 'Dublu clic' });
    const payload = { castingId: casting.id, talentProfileId: me.profileId };
    const codes = (await Promise.all([apply(me.token, payload), apply(me.token, payload)])).map(
      (r) => r.statusCode,
    );
    expect(codes.sort()).toEqual([201, 409]);
  });

  it('accepts PUBLISHED castings only: 409 for closed, suspended or cancelled, 404 for drafts and unknown ids', async () => {
    const me = await talent();
    for (const status of ['CLOSED', 'SUSPENDED', 'CANCELLED']) {
      const casting = await createCasting(t.app, client.tokens.accessToken, {
        title: `Nu mai primește ${status}`,
      });
      expect((await moveCasting(casting.id, status)).statusCode).toBe(200);
      const response = await apply(me.token, { castingId: casting.id, talentProfileId: me.profileId });
      expectError(response, 409, 'CASTING_NOT_ACCEPTING', APPLICATION_MESSAGES.notPublished);
    }
    const draft = await createCasting(t.app, client.tokens.accessToken, { title: 'Ciornă', status: 'DRAFT' });
    for (const castingId of [draft.id, '00000000-0000-0000-0000-000000000000', 'nu-exista']) {
      const response = await apply(me.token, { castingId, talentProfileId: me.profileId });
      expect(response.statusCode).toBe(404);
      expect(errorBody(response)).toMatchObject({
        code: 'CASTING_NOT_FOUND',
        message: APPLICATION_MESSAGES.castingNotFound,
      });
    }
  });

  it("refuses someone else's talent profile (and unknown ones) with 404", async () => {
    const me = await talent();
    const other = await talent();
    const casting = await createCasting(t.app, client.tokens.accessToken, { title: 'Profil străin' });
    for (const talentProfileId of [other.profileId, '00000000-0000-0000-0000-000000000000']) {
      const response = await apply(me.token, { castingId: casting.id, talentProfileId });
      expectError(response, 404, 'TALENT_PROFILE_NOT_FOUND', API_MESSAGES.talentProfileNotFound);
    }
    // Nothing was written for the other talent.
    const theirs = await t.app.inject({ url: '/api/applications', headers: bearer(other.token) });
    expect(theirs.json().meta.total).toBe(0);
  });

  it('needs a talent profile of the caller', async () => {
    const me = await talent();
    await t.app.db.deleteFrom('talent_profiles').where('id', '=', me.profileId).execute();
    const casting = await createCasting(t.app, client.tokens.accessToken, { title: 'Fără profil' });
    const response = await apply(me.token, { castingId: casting.id, talentProfileId: me.profileId });
    expectError(
      response,
      404,
      'NO_TALENT_PROFILE',
      'Nu ai un profil de talent. Te rugăm să completezi profilul.',
    );
  });

  it.each([
    [{ talentProfileId: 'p' }, 'castingId', APPLICATION_MESSAGES.castingRequired],
    [{ castingId: 'c' }, 'talentProfileId', APPLICATION_MESSAGES.profileRequired],
    [{ castingId: ' ', talentProfileId: 'p' }, 'castingId', APPLICATION_MESSAGES.castingRequired],
    [
      { castingId: 'c', talentProfileId: 'p', message: 'x'.repeat(2001) },
      'message',
      APPLICATION_MESSAGES.messageTooLong,
    ],
    [{ castingId: 'c', talentProfileId: 'p', status: 'ACCEPTED' }, 'status', 'Unrecognized key: "status"'],
    [{ castingId: 'c', talentProfileId: 'p', message: 42 }, 'message', undefined],
  ])('validates %j with 400', async (payload, field, message) => {
    const me = await talent();
    const response = await apply(me.token, payload);
    expect(response.statusCode).toBe(400);
    expect(errorBody(response).fields).toHaveProperty(field);
    if (message) expect(errorBody(response).fields?.[field]).toBe(message);
  });

  it('is for talents only', async () => {
    const casting = await createCasting(t.app, client.tokens.accessToken, { title: 'Doar talente' });
    const response = await apply(client.tokens.accessToken, { castingId: casting.id, talentProfileId: 'x' });
    expect(response.statusCode).toBe(403);
    expect(errorBody(response).code).toBe('ONLY_TALENT');
  });
});

describe('GET /api/applications, /{id} and /my-stats', () => {
  it("lists the caller's applications only, newest first, each with its casting and history", async () => {
    const me = await talent('Ana');
    const other = await talent();
    const castings = [];
    for (let i = 0; i < 3; i += 1) {
      castings.push(await createCasting(t.app, client.tokens.accessToken, { title: `Lista mea ${i}` }));
    }
    const mine = [];
    for (const casting of castings) mine.push(await applied(me.token, me.profileId, casting));
    await applied(other.token, other.profileId, castings[0]!);

    const response = await t.app.inject({ url: '/api/applications', headers: bearer(me.token) });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.meta).toEqual({ page: 1, pageSize: 12, total: 3, totalPages: 1 });
    expect(body.data.map((application: Application) => application.id)).toEqual(
      mine.map((a) => a.id).reverse(),
    );
    expect(body.data[0]).toMatchObject({ talentName: 'Ana Marin', casting: { title: 'Lista mea 2' } });
    expect(body.data[0].statusHistory).toHaveLength(1);

    const paged = await t.app.inject({
      url: '/api/applications?pageSize=2&page=2',
      headers: bearer(me.token),
    });
    expect(paged.json().data.map((a: Application) => a.id)).toEqual([mine[0]!.id]);
    expect(
      (await t.app.inject({ url: '/api/applications?pageSize=0', headers: bearer(me.token) })).statusCode,
    ).toBe(400);
  });

  it("answers one of the caller's applications; someone else's is 404 'Aplicația nu a fost găsită'", async () => {
    const me = await talent();
    const other = await talent();
    const casting = await createCasting(t.app, client.tokens.accessToken, { title: 'Detaliu' });
    const application = await applied(me.token, me.profileId, casting, 'Salut');
    const own = await t.app.inject({ url: `/api/applications/${application.id}`, headers: bearer(me.token) });
    expect(own.statusCode).toBe(200);
    expect(own.json().data).toEqual(application);

    for (const [token, id] of [
      [other.token, application.id],
      [me.token, '00000000-0000-0000-0000-000000000000'],
    ] as const) {
      const response = await t.app.inject({ url: `/api/applications/${id}`, headers: bearer(token) });
      expectError(response, 404, 'APPLICATION_NOT_FOUND', APPLICATION_MESSAGES.notFound);
    }
  });

  it('counts active (pending, reviewed, shortlisted) and accepted applications, and open castings', async () => {
    const me = await talent();
    const stats = async () =>
      (await t.app.inject({ url: '/api/applications/my-stats', headers: bearer(me.token) })).json().data;
    const before = await stats();
    expect(before).toMatchObject({ pendingApplications: 0, acceptedApplications: 0 });

    const statuses = ['PENDING', 'REVIEWED', 'SHORTLISTED', 'ACCEPTED', 'ACCEPTED', 'REJECTED'];
    for (const [i, status] of statuses.entries()) {
      const casting = await createCasting(t.app, client.tokens.accessToken, { title: `Statistici ${i}` });
      const application = await applied(me.token, me.profileId, casting);
      if (status !== 'PENDING')
        expect((await moveStatus(admin.tokens.accessToken, application.id, status)).statusCode).toBe(200);
    }
    // A draft does not count as available; the published ones above do.
    await createCasting(t.app, client.tokens.accessToken, { title: 'Statistici ciornă', status: 'DRAFT' });
    const after = await stats();
    expect(after).toEqual({
      pendingApplications: 3,
      acceptedApplications: 2,
      availableCastings: before.availableCastings + statuses.length,
    });
    const other = await talent();
    const theirs = (
      await t.app.inject({ url: '/api/applications/my-stats', headers: bearer(other.token) })
    ).json().data;
    expect(theirs).toEqual({
      pendingApplications: 0,
      acceptedApplications: 0,
      availableCastings: after.availableCastings,
    });
  });
});

describe('PATCH /api/applications/{id}/status', () => {
  it('lets the casting owner (CLIENT) and any ADMIN move it forward, recording each move in order', async () => {
    const me = await talent();
    const casting = await createCasting(t.app, client.tokens.accessToken, { title: 'Mutări' });
    const application = await applied(me.token, me.profileId, casting);

    const foreign = await moveStatus(otherClient.tokens.accessToken, application.id, 'REVIEWED');
    expect(foreign.statusCode).toBe(404);
    expect(errorBody(foreign).message).toBe(APPLICATION_MESSAGES.notFound);

    const reviewed = await moveStatus(client.tokens.accessToken, application.id, 'REVIEWED');
    expect(reviewed.statusCode).toBe(200);
    expect(reviewed.json().data.status).toBe('REVIEWED');
    const shortlisted = await moveStatus(client.tokens.accessToken, application.id, 'SHORTLISTED');
    const accepted = await moveStatus(admin.tokens.accessToken, application.id, 'ACCEPTED');
    expect(accepted.statusCode).toBe(200);
    const history = accepted.json().data.statusHistory as Application['statusHistory'];
    expect(history.map((change) => change.status)).toEqual([
      'PENDING',
      'REVIEWED',
      'SHORTLISTED',
      'ACCEPTED',
    ]);
    const times = history.map((change) => change.changedAt);
    expect([...times].sort()).toEqual(times);
    expect(new Set(times).size).toBe(4);
    expect(accepted.json().data.updatedAt).toBe(times[3]);
    expect(shortlisted.json().data.updatedAt).toBe(times[2]);

    // Who moved it is kept (the talent is never shown that).
    const changes = await t.app.db
      .selectFrom('application_status_changes')
      .select(['status', 'changed_by_user_id'])
      .where('application_id', '=', application.id)
      .orderBy('changed_at')
      .execute();
    expect(changes.map((change) => change.changed_by_user_id)).toEqual([
      null,
      client.user.id,
      client.user.id,
      admin.user.id,
    ]);

    // The talent sees the same history.
    const seen = await t.app.inject({
      url: `/api/applications/${application.id}`,
      headers: bearer(me.token),
    });
    expect(seen.json().data.statusHistory).toEqual(history);

    const final = await moveStatus(admin.tokens.accessToken, application.id, 'REJECTED');
    expect(final.statusCode).toBe(409);
    expect(errorBody(final)).toMatchObject({
      code: 'TRANSITION_NOT_ALLOWED',
      message: APPLICATION_MESSAGES.transitionNotAllowed,
      fields: { status: 'ACCEPTED → REJECTED is not allowed: from ACCEPTED that status is final' },
    });
  });

  it("carries the casting team's message to the talent's timeline, and refuses one too long", async () => {
    const me = await talent();
    const casting = await createCasting(t.app, client.tokens.accessToken, { title: 'Cu mesaj' });
    const application = await applied(me.token, me.profileId, casting);
    const tooLong = await t.app.inject({
      method: 'PATCH',
      url: `/api/applications/${application.id}/status`,
      headers: bearer(client.tokens.accessToken),
      payload: { status: 'SHORTLISTED', message: 'x'.repeat(2001) },
    });
    expect(tooLong.statusCode).toBe(400);
    expect(errorBody(tooLong).fields).toEqual({ message: APPLICATION_MESSAGES.messageTooLong });
    const moved = await t.app.inject({
      method: 'PATCH',
      url: `/api/applications/${application.id}/status`,
      headers: bearer(client.tokens.accessToken),
      payload: { status: 'SHORTLISTED', message: '  Te așteptăm la callback joi, ora 10.  ' },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const seen = await t.app.inject({
      url: `/api/applications/${application.id}`,
      headers: bearer(me.token),
    });
    expect(
      (seen.json().data.statusHistory as Application['statusHistory']).map(({ status, message }) => ({
        status,
        message,
      })),
    ).toEqual([
      { status: 'PENDING', message: null },
      { status: 'SHORTLISTED', message: 'Te așteptăm la callback joi, ora 10.' },
    ]);
  });

  it('refuses backward moves, unknown statuses, unknown applications and talents', async () => {
    const me = await talent();
    const casting = await createCasting(t.app, client.tokens.accessToken, { title: 'Refuzuri' });
    const application = await applied(me.token, me.profileId, casting);
    expect((await moveStatus(client.tokens.accessToken, application.id, 'SHORTLISTED')).statusCode).toBe(200);
    expect((await moveStatus(client.tokens.accessToken, application.id, 'REVIEWED')).statusCode).toBe(409);
    expect((await moveStatus(client.tokens.accessToken, application.id, 'SHORTLISTED')).statusCode).toBe(409);
    expect((await moveStatus(client.tokens.accessToken, application.id, 'WAITING')).statusCode).toBe(400);
    const extra = await t.app.inject({
      method: 'PATCH',
      url: `/api/applications/${application.id}/status`,
      headers: bearer(admin.tokens.accessToken),
      payload: { status: 'REJECTED', note: 'x' },
    });
    expect(extra.statusCode).toBe(400);
    expect(
      (await moveStatus(admin.tokens.accessToken, '00000000-0000-0000-0000-000000000000', 'REVIEWED'))
        .statusCode,
    ).toBe(404);
    const byTalent = await moveStatus(me.token, application.id, 'ACCEPTED');
    expect(byTalent.statusCode).toBe(403);
    expect(errorBody(byTalent).code).toBe('ONLY_STAFF');
  });
});
