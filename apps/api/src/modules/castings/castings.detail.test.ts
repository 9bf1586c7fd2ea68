import { APPLICATION_MESSAGES } from '@talent/contract/applications';
import type { Casting } from '@talent/contract/castings';
import { describe, expect, it } from 'vitest';
import { applyTo, newApplicant, signedUpTalent } from '../../test/application-helpers';
import {
  bearer,
  buildTestApp,
  createCasting,
  errorBody,
  expectError,
  ownProfileId,
  patchCasting,
  staffAccount,
  talentAccount,
} from '../../test/test-app';

const t = buildTestApp();
const staff = staffAccount(t, 'ADMIN');
const talent = talentAccount(t);

const get = (url: string, accessToken = talent.tokens.accessToken) =>
  t.app.inject({ url, headers: bearer(accessToken) });
const move = (id: string, status: string) => patchCasting(t.app, staff.tokens.accessToken, id, { status });

describe('GET /api/castings/{id} and /api/castings/slug/{slug}', () => {
  it('answers a published casting by id and by slug, the same DTO', async () => {
    const casting = await createCasting(t.app, staff.tokens.accessToken, {
      title: 'Reclamă la înghețată — Brașov',
      location: 'Brasov',
    });
    expect(casting.slug).toBe('reclama-la-inghetata-brasov');
    const byId = await get(`/api/castings/${casting.id}`);
    const bySlug = await get(`/api/castings/slug/${casting.slug}`);
    expect(byId.statusCode).toBe(200);
    expect(bySlug.statusCode).toBe(200);
    expect(byId.json()).toEqual(bySlug.json());
    expect(byId.json().data).toMatchObject({
      id: casting.id,
      status: 'PUBLISHED',
      location: 'Brasov',
      applications: [],
    });
  });

  it('shows CLOSED, SUSPENDED and CANCELLED castings (the page explains them) but not drafts', async () => {
    const suspended = await createCasting(t.app, staff.tokens.accessToken, { title: 'Suspendat' });
    expect((await move(suspended.id, 'SUSPENDED')).statusCode).toBe(200);
    const closed = await createCasting(t.app, staff.tokens.accessToken, { title: 'Închis' });
    expect((await move(closed.id, 'CLOSED')).statusCode).toBe(200);
    const cancelled = await createCasting(t.app, staff.tokens.accessToken, {
      title: 'Anulat',
      status: 'DRAFT',
    });
    expect((await move(cancelled.id, 'CANCELLED')).statusCode).toBe(200);
    for (const [casting, status] of [
      [suspended, 'SUSPENDED'],
      [closed, 'CLOSED'],
      [cancelled, 'CANCELLED'],
    ] as const) {
      expect((await get(`/api/castings/slug/${casting.slug}`)).json().data.status).toBe(status);
      expect((await get(`/api/castings/${casting.id}`)).json().data.status).toBe(status);
    }

    const draft = await createCasting(t.app, staff.tokens.accessToken, {
      title: 'Ciornă secretă',
      status: 'DRAFT',
    });
    for (const url of [`/api/castings/${draft.id}`, `/api/castings/slug/${draft.slug}`]) {
      const response = await get(url);
      expectError(response, 404, 'CASTING_NOT_FOUND', APPLICATION_MESSAGES.castingNotFound);
    }
  });

  it('answers 404 "Casting not found" for unknown ids and slugs, whatever they look like', async () => {
    for (const url of [
      '/api/castings/00000000-0000-0000-0000-000000000000',
      '/api/castings/not-a-uuid',
      '/api/castings/slug/nu-exista',
      `/api/castings/slug/${encodeURIComponent("'; drop table castings; --")}`,
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(errorBody(response).message).toBe(APPLICATION_MESSAGES.castingNotFound);
    }
    // Fastify refuses route parameters over 100 characters before any schema: 414, in the error shape.
    const long = await get(`/api/castings/${'x'.repeat(101)}`);
    expect(long.statusCode).toBe(414);
    expect(errorBody(long).statusCode).toBe(414);
  });

  it("lists only the caller's own applications, never other talents'", async () => {
    const casting = await createCasting(t.app, staff.tokens.accessToken, { title: 'Casting cu aplicații' });
    const talentProfileId = await ownProfileId(t.app, talent.tokens.accessToken);
    const mine = await applyTo(t, bearer(talent.tokens.accessToken), casting.id, talentProfileId);
    await newApplicant(t, casting.id);

    const seen = (await get(`/api/castings/slug/${casting.slug}`)).json().data as Casting;
    expect(seen.applications).toEqual([{ id: mine, talentProfileId, status: 'PENDING' }]);
    const fresh = await signedUpTalent(t);
    expect((await get(`/api/castings/${casting.id}`, fresh.token)).json().data.applications).toEqual([]);
  });

  it('refuses staff and anonymous callers', async () => {
    const casting = await createCasting(t.app, staff.tokens.accessToken, { title: 'Doar pentru talente' });
    expect((await t.app.inject({ url: `/api/castings/${casting.id}` })).statusCode).toBe(401);
    const response = await get(`/api/castings/slug/${casting.slug}`, staff.tokens.accessToken);
    expect(response.statusCode).toBe(403);
    expect(errorBody(response).code).toBe('ONLY_TALENT');
  });
});
