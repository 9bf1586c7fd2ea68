// The studio's casting workspace (issue 20 point 3, DESIGN §7): a client's own castings with their
// applications counted per status and the new ones since the last visit, and duplicating a casting.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { StudioCasting } from '@talent/contract/studio';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { photoPart, uploadRequest } from '../../test/actors';
import { castingTeam, newApplicant } from '../../test/application-helpers';
import { jpegWithGps, type Part } from '../../test/media-test-files';
import { bearer, buildTestApp, createCasting, register } from '../../test/test-app';

const t = buildTestApp();
const { client, otherClient, admin } = castingTeam(t);

const get = (url: string, token: string) => t.app.inject({ url, headers: bearer(token) });

const apply = async (castingId: string) => (await newApplicant(t, castingId)).applicationId;

describe('GET /api/studio/castings', () => {
  it("lists a client's own castings, last changed first, with applications per status and the new ones", async () => {
    const older = await createCasting(t.app, client.tokens.accessToken, { title: 'Mai vechi' });
    const draft = await createCasting(t.app, client.tokens.accessToken, { title: 'Ciornă', status: 'DRAFT' });
    await createCasting(t.app, otherClient.tokens.accessToken, { title: 'Al altcuiva' });
    const first = await apply(older.id);
    await apply(older.id);
    // The client opens the first applicant (REVIEWED) and the list of applicants (a visit).
    expect((await get(`/api/studio/applications/${first}`, client.tokens.accessToken)).statusCode).toBe(200);
    expect(
      (await get(`/api/studio/castings/${older.id}/applications`, client.tokens.accessToken)).statusCode,
    ).toBe(200);
    await apply(older.id);

    const response = await get('/api/studio/castings', client.tokens.accessToken);
    expect(response.statusCode, response.body).toBe(200);
    const { data, meta } = response.json() as { data: StudioCasting[]; meta: { total: number } };
    expect(data.map((casting) => casting.title)).toEqual(['Ciornă', 'Mai vechi']);
    expect(meta.total).toBe(2);
    expect(data[1]).toMatchObject({
      id: older.id,
      status: 'PUBLISHED',
      applicationsTotal: 3,
      newApplications: 1,
      applicationCounts: { PENDING: 2, REVIEWED: 1, SHORTLISTED: 0, ACCEPTED: 0, REJECTED: 0 },
    });
    expect(data[0]).toMatchObject({ id: draft.id, applicationsTotal: 0, newApplications: 0 });

    const drafts = await get('/api/studio/castings?status=DRAFT', client.tokens.accessToken);
    expect((drafts.json().data as StudioCasting[]).map((casting) => casting.id)).toEqual([draft.id]);
    // Another staff member has not visited: every application is new to them.
    const forAdmin = (await get('/api/studio/castings?pageSize=50', admin.tokens.accessToken)).json()
      .data as StudioCasting[];
    expect(forAdmin.find((casting) => casting.id === older.id)?.newApplications).toBe(3);
    expect(forAdmin.some((casting) => casting.title === 'Al altcuiva')).toBe(true);
  });

  it('is for staff only', async () => {
    const { tokens } = await register(t.app);
    expect((await get('/api/studio/castings', tokens.accessToken)).statusCode).toBe(403);
    expect((await t.app.inject({ url: '/api/studio/castings' })).statusCode).toBe(401);
  });
});

describe('GET /api/studio/castings/{id}', () => {
  it('answers one casting of the caller in any status, counted; 404 for another client', async () => {
    const draft = await createCasting(t.app, client.tokens.accessToken, {
      title: 'Ciornă de citit',
      status: 'DRAFT',
    });
    const response = await get(`/api/studio/castings/${draft.id}`, client.tokens.accessToken);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({ id: draft.id, status: 'DRAFT', applicationsTotal: 0 });
    expect((await get(`/api/studio/castings/${draft.id}`, otherClient.tokens.accessToken)).statusCode).toBe(
      404,
    );
    expect((await get(`/api/studio/castings/${draft.id}`, admin.tokens.accessToken)).statusCode).toBe(200);
  });
});

describe('POST /api/studio/castings/{id}/duplicate', () => {
  it('makes a DRAFT copy for the same owner; another client gets 404', async () => {
    const original = await createCasting(t.app, client.tokens.accessToken, {
      title: 'Reclamă cafea',
      ageRanges: [{ min: 20, max: 35 }],
    });
    const foreign = await t.app.inject({
      method: 'POST',
      url: `/api/studio/castings/${original.id}/duplicate`,
      headers: bearer(otherClient.tokens.accessToken),
    });
    expect(foreign.statusCode).toBe(404);
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/studio/castings/${original.id}/duplicate`,
      headers: bearer(client.tokens.accessToken),
    });
    expect(response.statusCode, response.body).toBe(201);
    const copy = response.json().data;
    expect(copy).toMatchObject({
      title: 'Reclamă cafea (copie)',
      status: 'DRAFT',
      ageRanges: [{ min: 20, max: 35 }],
      location: original.location,
      remuneration: original.remuneration,
    });
    expect(copy.id).not.toBe(original.id);
    expect(copy.slug).not.toBe(original.slug);
    const mine = (
      await get('/api/studio/castings?status=DRAFT&pageSize=50', client.tokens.accessToken)
    ).json().data as StudioCasting[];
    expect(mine.map((casting) => casting.id)).toContain(copy.id);
  });
});

describe('POST /api/studio/castings/{id}/cover', () => {
  const upload = (castingId: string, token: string, part: Part) => {
    const request = uploadRequest(`/api/studio/castings/${castingId}/cover`, [part]);
    return t.app.inject({ ...request, headers: { ...request.headers, ...bearer(token) } });
  };
  const coverFiles = () => {
    try {
      return readdirSync(join(t.config.mediaDir, 'castings'));
    } catch {
      return [];
    }
  };

  it('stores a WebP cover without metadata that talents then see; another client stores nothing', async () => {
    const casting = await createCasting(t.app, client.tokens.accessToken, { title: 'Cu copertă' });
    const jpeg = await jpegWithGps(1800, 1000);
    const before = coverFiles();
    const foreign = await upload(casting.id, otherClient.tokens.accessToken, photoPart(jpeg));
    expect(foreign.statusCode).toBe(404);
    expect(coverFiles()).toEqual(before);

    const response = await upload(casting.id, client.tokens.accessToken, photoPart(jpeg));
    expect(response.statusCode, response.body).toBe(200);
    const cover = response.json().data.coverPhoto as { displayUrl: string; thumbnailUrl: string };
    expect(cover.displayUrl).toMatch(/^\/media\/castings\/[0-9a-f-]{36}-display\.webp$/);
    const served = await t.app.inject({ url: cover.displayUrl });
    expect(served.headers['content-type']).toBe('image/webp');
    const metadata = await sharp(served.rawPayload).metadata();
    expect(Math.max(metadata.width ?? 0, metadata.height ?? 0)).toBe(1600);
    expect(metadata.exif).toBeUndefined();

    const { tokens } = await register(t.app);
    const seen = await get(`/api/castings/${casting.id}`, tokens.accessToken);
    expect(seen.json().data.coverPhoto).toEqual(cover);
  });

  it('refuses a file that is not an image by its bytes (415), keeping the cover it had', async () => {
    const casting = await createCasting(t.app, client.tokens.accessToken, { title: 'Fără copertă' });
    const fake = {
      name: 'file',
      filename: 'poza.jpg',
      contentType: 'image/jpeg',
      data: Buffer.from('not an image at all'),
    };
    const response = await upload(casting.id, client.tokens.accessToken, fake);
    expect(response.statusCode).toBe(415);
    const seen = await get(`/api/studio/castings?pageSize=50`, client.tokens.accessToken);
    expect((seen.json().data as StudioCasting[]).find((c) => c.id === casting.id)?.coverPhoto).toBeNull();
  });
});
