// Presentations for producers (issue 34, DESIGN §13): a casting's client shares applicants at a link that
// expires; people without an account give a name (and the password), see the talents, vote and comment;
// the studio reads the votes and which videos each viewer played.
import { randomUUID } from 'node:crypto';
import {
  type CastingFeedback,
  PRESENTATION_MESSAGES as M,
  type Presentation,
  type PresentationCreated,
  type PresentationFeedback,
  type PublicPresentation,
  UNLOCK_TRIES_PER_HOUR,
} from '@talent/contract/presentations';
import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { applyTo, castingTeam, newApplicant } from '../../test/application-helpers';
import { addChild, guardian } from '../../test/children-helpers';
import { bearer, buildTestApp, createCasting, dateYearsAgo, expectError } from '../../test/test-app';

// Children's links live three days here, longer than the presentation of the test that checks their end.
const t = buildTestApp({ env: { CHILD_MEDIA_URL_SECONDS: String(3 * 86_400) } });
const { client, otherClient, admin } = castingTeam(t);

const call = (token: string, method: InjectOptions['method'], url: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });

const DAY_MS = 86_400_000;
const inDays = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString();

async function castingWithApplicants(count: number) {
  const casting = await createCasting(t.app, client.tokens.accessToken, { title: 'Reclamă cafea' });
  const applicants = [];
  for (let i = 0; i < count; i++) applicants.push(await newApplicant(t, casting.id));
  return { casting, applicants };
}

async function present(payload: Record<string, unknown>, token = client.tokens.accessToken) {
  const response = await call(token, 'POST', '/api/studio/presentations', payload);
  expect(response.statusCode, response.body).toBe(201);
  return (response.json() as { data: PresentationCreated }).data;
}

const tokenOf = (created: PresentationCreated) => created.url.replace('/p/', '');

/** A viewer at the link: their name (and password) given, the viewer token kept. */
async function viewerAt(link: string, viewerName: string, password?: string) {
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/p/${link}/unlock`,
    payload: { viewerName, ...(password !== undefined ? { password } : {}) },
  });
  expect(response.statusCode, response.body).toBe(200);
  const { viewerToken } = (response.json() as { data: { viewerToken: string } }).data;
  const headers = { 'x-viewer-token': viewerToken };
  return {
    headers,
    open: () => t.app.inject({ method: 'GET', url: `/api/p/${link}`, headers }),
    vote: (applicationId: string, payload: object) =>
      t.app.inject({ method: 'PUT', url: `/api/p/${link}/votes/${applicationId}`, headers, payload }),
    play: (payload: object) =>
      t.app.inject({ method: 'POST', url: `/api/p/${link}/plays`, headers, payload }),
  };
}

/** A READY video on the profile, as the conversion leaves it (the pipeline has its own tests). */
async function videoOn(profileId: string, title: string) {
  const id = randomUUID();
  await t.app.db
    .insertInto('videos')
    .values({
      id,
      talent_profile_id: profileId,
      position: 0,
      original_key: `${id}.mp4`,
      thumbnail_key: `${id}-thumb.jpg`,
      poster_key: `${id}-poster.jpg`,
      title,
      caption: null,
      duration: 42,
      size_bytes: 1000,
      created_at: new Date().toISOString(),
      processing_status: 'READY',
      processing_error: null,
      source_key: null,
    })
    .execute();
  return id;
}

describe('making a presentation (studio)', () => {
  it('shares chosen applicants at a /p/ link shown once: only its hash is kept', async () => {
    const { casting, applicants } = await castingWithApplicants(2);
    const created = await present({
      castingId: casting.id,
      title: 'Finaliști cafea',
      applicationIds: applicants.map((a) => a.applicationId),
    });
    expect(created.url).toMatch(/^\/p\/[A-Za-z0-9_-]{22}$/);
    expect(created.presentation).toMatchObject({
      castingId: casting.id,
      title: 'Finaliști cafea',
      talentCount: 2,
      state: 'ACTIVE',
      hasPassword: false,
      showNotes: false,
      viewerCount: 0,
    });
    // Fourteen days by default.
    expect(Math.abs(Date.parse(created.presentation.expiresAt) - Date.now() - 14 * DAY_MS)).toBeLessThan(
      60_000,
    );
    const row = await t.app.db
      .selectFrom('presentations')
      .selectAll()
      .where('id', '=', created.id)
      .executeTakeFirstOrThrow();
    expect(JSON.stringify(row)).not.toContain(tokenOf(created));

    const listed = await call(
      client.tokens.accessToken,
      'GET',
      `/api/studio/presentations?castingId=${casting.id}`,
    );
    expect(listed.statusCode, listed.body).toBe(200);
    const list = (listed.json() as { data: Presentation[] }).data;
    expect(list.map((p) => p.id)).toEqual([created.id]);
    expect(listed.body).not.toContain(tokenOf(created));
  });

  it('refuses an expiry in the past or beyond 90 days, another casting’s applicant and an empty selection', async () => {
    const { casting, applicants } = await castingWithApplicants(1);
    const other = await castingWithApplicants(1);
    const base = { castingId: casting.id, title: 'Selecție', applicationIds: [applicants[0]!.applicationId] };
    const post = (payload: object) =>
      call(client.tokens.accessToken, 'POST', '/api/studio/presentations', payload);

    expectError(await post({ ...base, expiresAt: inDays(-1) }), 400, 'VALIDATION_ERROR', M.expiryPast, {
      expiresAt: M.expiryPast,
    });
    expectError(await post({ ...base, expiresAt: inDays(91) }), 400, 'VALIDATION_ERROR', M.expiryTooFar, {
      expiresAt: M.expiryTooFar,
    });
    expectError(
      await post({
        ...base,
        applicationIds: [applicants[0]!.applicationId, other.applicants[0]!.applicationId],
      }),
      400,
      'VALIDATION_ERROR',
      M.applicationNotInCasting,
      { applicationIds: M.applicationNotInCasting },
    );
    expectError(await post({ ...base, applicationIds: [] }), 400, 'VALIDATION_ERROR', M.talentsRequired, {
      applicationIds: M.talentsRequired,
    });
    expectError(await post({ ...base, password: 'abc' }), 400, 'VALIDATION_ERROR', M.passwordTooShort, {
      password: M.passwordTooShort,
    });
    // Nothing was made by any of them.
    const listed = await call(
      client.tokens.accessToken,
      'GET',
      `/api/studio/presentations?castingId=${casting.id}`,
    );
    expect((listed.json() as { data: Presentation[] }).data).toEqual([]);
  });

  it('presents a talent list’s members who applied to the casting, and refuses a list of none', async () => {
    const { casting, applicants } = await castingWithApplicants(1);
    const outsider = await newApplicant(t, (await castingWithApplicants(0)).casting.id);
    const made = await call(client.tokens.accessToken, 'POST', '/api/studio/talent-lists', {
      name: `Cafea ${randomUUID()}`,
    });
    expect(made.statusCode, made.body).toBe(201);
    const listId = (made.json() as { data: { id: string } }).data.id;
    for (const profileId of [applicants[0]!.profileId, outsider.profileId]) {
      const added = await call(
        client.tokens.accessToken,
        'PUT',
        `/api/studio/talent-lists/${listId}/members/${profileId}`,
      );
      expect(added.statusCode, added.body).toBeLessThan(300);
    }
    const created = await present({ castingId: casting.id, title: 'Din listă', talentListId: listId });
    expect(created.presentation.talentCount).toBe(1);

    const empty = await castingWithApplicants(0);
    expectError(
      await call(client.tokens.accessToken, 'POST', '/api/studio/presentations', {
        castingId: empty.casting.id,
        title: 'Nimeni',
        talentListId: listId,
      }),
      400,
      'VALIDATION_ERROR',
      M.listHasNoApplicants,
      { talentListId: M.listHasNoApplicants },
    );
  });

  it('keeps another client out (404) and lets an admin in', async () => {
    const { casting, applicants } = await castingWithApplicants(1);
    const created = await present({
      castingId: casting.id,
      title: 'Privat',
      applicationIds: [applicants[0]!.applicationId],
    });
    const other = otherClient.tokens.accessToken;
    expectError(
      await call(other, 'GET', `/api/studio/presentations/${created.id}/feedback`),
      404,
      'PRESENTATION_NOT_FOUND',
      M.notFound,
    );
    expectError(
      await call(other, 'PATCH', `/api/studio/presentations/${created.id}`, { revoked: true }),
      404,
      'PRESENTATION_NOT_FOUND',
      M.notFound,
    );
    expect((await call(other, 'GET', `/api/studio/presentations?castingId=${casting.id}`)).statusCode).toBe(
      404,
    );
    expect(
      (await call(other, 'GET', `/api/studio/castings/${casting.id}/presentation-feedback`)).statusCode,
    ).toBe(404);
    expect(
      (
        await call(other, 'POST', '/api/studio/presentations', {
          castingId: casting.id,
          title: 'Furat',
          applicationIds: [applicants[0]!.applicationId],
        })
      ).statusCode,
    ).toBe(404);
    const byAdmin = await call(
      admin.tokens.accessToken,
      'GET',
      `/api/studio/presentations/${created.id}/feedback`,
    );
    expect(byAdmin.statusCode, byAdmin.body).toBe(200);
  });
});

describe('the link (viewers without an account)', () => {
  it('asks a name, then shows the talents without surnames or contacts, the note only when allowed', async () => {
    const { casting, applicants } = await castingWithApplicants(2);
    const first = applicants[0]!;
    const note = await call(
      client.tokens.accessToken,
      'PUT',
      `/api/studio/applications/${first.applicationId}/note`,
      {
        text: 'Foarte natural la cameră',
      },
    );
    expect(note.statusCode, note.body).toBe(200);
    const ids = applicants.map((a) => a.applicationId);
    const hidden = await present({ castingId: casting.id, title: 'Fără note', applicationIds: ids });
    const withNotes = await present({
      castingId: casting.id,
      title: 'Cu note',
      applicationIds: ids,
      showNotes: true,
    });

    const anonymous = await t.app.inject({ method: 'GET', url: hidden.url.replace('/p/', '/api/p/') });
    expectError(anonymous, 401, 'NAME_REQUIRED', M.nameRequired);
    expect(anonymous.headers['referrer-policy']).toBe('no-referrer');
    expect(anonymous.headers['x-robots-tag']).toContain('noindex');

    const viewer = await viewerAt(tokenOf(hidden), 'Ana Producătoare');
    const opened = await viewer.open();
    expect(opened.statusCode, opened.body).toBe(200);
    const page = (opened.json() as { data: PublicPresentation }).data;
    expect(page.title).toBe('Fără note');
    expect(page.viewerName).toBe('Ana Producătoare');
    expect(page.talents.map((talent) => talent.applicationId)).toEqual(ids);
    expect(page.talents[0]).not.toHaveProperty('note');
    expect(opened.body).not.toContain(first.email);
    expect(opened.body).not.toMatch(/lastName|email|phone/);

    const noted = await (await viewerAt(tokenOf(withNotes), 'Ion')).open();
    expect((noted.json() as { data: PublicPresentation }).data.talents[0]!.note).toBe(
      'Foarte natural la cameră',
    );

    // A viewer token of one presentation opens no other.
    expectError(
      await t.app.inject({ method: 'GET', url: `/api/p/${tokenOf(withNotes)}`, headers: viewer.headers }),
      401,
      'NAME_REQUIRED',
      M.nameRequired,
    );
    expectError(
      await t.app.inject({ method: 'GET', url: '/api/p/no-such-link' }),
      404,
      'PRESENTATION_NOT_FOUND',
      M.notFound,
    );
  });

  it('locks the link after ten wrong passwords in an hour, even for the right one (429)', async () => {
    const { casting, applicants } = await castingWithApplicants(1);
    const created = await present({
      castingId: casting.id,
      title: 'Cu parolă',
      applicationIds: [applicants[0]!.applicationId],
      password: 'cafea2026',
    });
    const link = tokenOf(created);
    expectError(
      await t.app.inject({ method: 'GET', url: `/api/p/${link}` }),
      401,
      'PASSWORD_REQUIRED',
      M.passwordRequired,
    );
    const unlock = (password: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/p/${link}/unlock`,
        payload: { viewerName: 'Mihai', password },
      });
    for (let i = 0; i < UNLOCK_TRIES_PER_HOUR; i++)
      expectError(await unlock(`gresit${i}`), 401, 'PASSWORD_WRONG', M.passwordWrong, {
        password: M.passwordWrong,
      });
    const locked = await unlock('cafea2026');
    expectError(locked, 429, 'TOO_MANY_TRIES', M.tooManyTries);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(3500);

    // Another link is not locked by this one's tries.
    const other = await present({
      castingId: casting.id,
      title: 'Altă parolă',
      applicationIds: [applicants[0]!.applicationId],
      password: 'cafea2026',
    });
    const viewer = await viewerAt(tokenOf(other), 'Mihai', 'cafea2026');
    expect((await viewer.open()).statusCode).toBe(200);
  });

  it('records votes per viewer and the videos they played; the studio sees both', async () => {
    const { casting, applicants } = await castingWithApplicants(2);
    const [first, second] = applicants as [(typeof applicants)[0], (typeof applicants)[0]];
    const showreel = await videoOn(first.profileId, 'Showreel');
    // A self-tape sent for this casting is shown apart from the profile's videos.
    const tape = await videoOn(first.profileId, 'Self-tape scena 2');
    const requested = await call(
      client.tokens.accessToken,
      'POST',
      `/api/studio/applications/${first.applicationId}/self-tape-requests`,
      { instructions: 'Scena 2', deadline: inDays(3) },
    );
    expect(requested.statusCode, requested.body).toBe(201);
    const requestId = (requested.json() as { data: { id: string } }).data.id;
    const sent = await t.app.inject({
      method: 'POST',
      url: `/api/self-tape-requests/${requestId}/submission`,
      headers: first.headers,
      payload: { videoId: tape },
    });
    expect(sent.statusCode, sent.body).toBe(200);

    const created = await present({
      castingId: casting.id,
      title: 'Voturi',
      applicationIds: [first.applicationId, second.applicationId],
    });
    const ana = await viewerAt(tokenOf(created), 'Ana');
    const dan = await viewerAt(tokenOf(created), 'Dan');
    const page = ((await ana.open()).json() as { data: PublicPresentation }).data;
    expect(page.talents[0]!.videos.map((v) => v.id)).toEqual([showreel]);
    expect(page.talents[0]!.selfTapes.map((v) => v.id)).toEqual([tape]);

    expect((await ana.vote(first.applicationId, { vote: 'MAYBE' })).statusCode).toBe(200);
    const changed = await ana.vote(first.applicationId, { vote: 'YES', comment: 'Perfectă pentru rol' });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await dan.vote(first.applicationId, { vote: 'NO' })).statusCode).toBe(200);
    expect((await ana.vote(second.applicationId, { vote: 'NO' })).statusCode).toBe(200);
    expectError(
      await ana.vote(first.applicationId, { vote: 'POATE' }),
      400,
      'VALIDATION_ERROR',
      M.voteInvalid,
      {
        vote: M.voteInvalid,
      },
    );
    const outsider = await castingWithApplicants(1);
    expectError(
      await ana.vote(outsider.applicants[0]!.applicationId, { vote: 'YES' }),
      404,
      'TALENT_NOT_PRESENTED',
      M.talentNotPresented,
    );
    // The viewer sees their own vote chosen.
    const again = ((await ana.open()).json() as { data: PublicPresentation }).data;
    expect(again.talents[0]!.myVote).toEqual({ vote: 'YES', comment: 'Perfectă pentru rol' });

    expect((await ana.play({ videoId: showreel, seconds: 0, started: true })).statusCode).toBe(204);
    expect((await ana.play({ videoId: showreel, seconds: 12.4 })).statusCode).toBe(204);
    expect((await ana.play({ videoId: showreel, seconds: 8 })).statusCode).toBe(204);
    const strangerVideo = await videoOn(outsider.applicants[0]!.profileId, 'Alt talent');
    expectError(
      await ana.play({ videoId: strangerVideo, seconds: 3 }),
      400,
      'VALIDATION_ERROR',
      M.videoNotPresented,
      {
        videoId: M.videoNotPresented,
      },
    );

    const feedback = await call(
      client.tokens.accessToken,
      'GET',
      `/api/studio/presentations/${created.id}/feedback`,
    );
    expect(feedback.statusCode, feedback.body).toBe(200);
    const data = (feedback.json() as { data: PresentationFeedback }).data;
    expect(data.viewers.map((v) => v.name).sort()).toEqual(['Ana', 'Dan']);
    const firstTalent = data.talents.find((talent) => talent.applicationId === first.applicationId)!;
    expect(firstTalent.votes.map((v) => [v.viewerName, v.vote, v.comment]).sort()).toEqual([
      ['Ana', 'YES', 'Perfectă pentru rol'],
      ['Dan', 'NO', null],
    ]);
    expect(firstTalent.plays).toEqual([
      expect.objectContaining({
        viewerName: 'Ana',
        videoId: showreel,
        videoTitle: 'Showreel',
        plays: 1,
        seconds: 20,
      }),
    ]);

    const byCasting = await call(
      client.tokens.accessToken,
      'GET',
      `/api/studio/castings/${casting.id}/presentation-feedback`,
    );
    expect(byCasting.statusCode, byCasting.body).toBe(200);
    const perApplicant = (byCasting.json() as { data: CastingFeedback }).data;
    expect(
      perApplicant.find((a) => a.applicationId === second.applicationId)?.votes.map((v) => v.vote),
    ).toEqual(['NO']);
  });

  it('answers 410 once revoked or expired; a new expiry opens it again, a revoked one stays shut', async () => {
    const { casting, applicants } = await castingWithApplicants(1);
    const created = await present({
      castingId: casting.id,
      title: 'Scurt',
      applicationIds: [applicants[0]!.applicationId],
    });
    const viewer = await viewerAt(tokenOf(created), 'Radu');
    const patch = (payload: object) =>
      call(client.tokens.accessToken, 'PATCH', `/api/studio/presentations/${created.id}`, payload);

    // Expired: pushed into the past directly (the API refuses a past expiry).
    await t.app.db
      .updateTable('presentations')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('id', '=', created.id)
      .execute();
    expectError(await viewer.open(), 410, 'PRESENTATION_GONE', M.gone);
    const extended = await patch({ expiresAt: inDays(30) });
    expect(extended.statusCode, extended.body).toBe(200);
    expect((extended.json() as { data: Presentation }).data.state).toBe('ACTIVE');
    expect((await viewer.open()).statusCode).toBe(200);

    const revoked = await patch({ revoked: true });
    expect((revoked.json() as { data: Presentation }).data.state).toBe('REVOKED');
    expectError(await viewer.open(), 410, 'PRESENTATION_GONE', M.gone);
    expectError(
      await viewer.vote(applicants[0]!.applicationId, { vote: 'YES' }),
      410,
      'PRESENTATION_GONE',
      M.gone,
    );
    expectError(
      await t.app.inject({
        method: 'POST',
        url: `/api/p/${tokenOf(created)}/unlock`,
        payload: { viewerName: 'Nou' },
      }),
      410,
      'PRESENTATION_GONE',
      M.gone,
    );
    expectError(await patch({ expiresAt: inDays(5) }), 409, 'PRESENTATION_REVOKED', M.revokeOnly);
  });

  it('gives a child’s files as links that end no later than the presentation', async () => {
    const casting = await createCasting(t.app, client.tokens.accessToken, {
      title: 'Reclamă copii',
      ageRanges: [{ min: 6, max: 12 }],
    });
    const parent = await guardian(t);
    const child = await addChild(t, parent.headers, { dateOfBirth: dateYearsAgo(8) });
    const applicationId = await applyTo(t, parent.headers, casting.id, child.talentProfileId);
    const expiresAt = inDays(1);
    const created = await present({
      castingId: casting.id,
      title: 'Copii',
      applicationIds: [applicationId],
      expiresAt,
    });
    const video = await videoOn(child.talentProfileId, 'Poezie');
    await t.app.db.updateTable('videos').set({ private: 1 }).where('id', '=', video).execute();
    const page = (
      (await (await viewerAt(tokenOf(created), 'Elena')).open()).json() as { data: PublicPresentation }
    ).data;
    const url = page.talents[0]!.videos[0]!.originalUrl;
    const exp = Number(new URL(url, 'http://x').searchParams.get('exp'));
    expect(exp).toBeGreaterThan(Date.now() / 1000);
    expect(exp * 1000).toBeLessThanOrEqual(Date.parse(expiresAt));
    expect(new URL(url, 'http://x').searchParams.get('viewer')).toMatch(/^pv:/);
  });
});
