// A casting's sides (issue 33 point 5, DESIGN §12): the director attaches a PDF, checked by its bytes
// and ≤ 10 MB, kept private; a talent (a child's guardian) downloads it only once confirmed, every page
// stamped with their name and the day, and each download is recorded.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { AUDITION_MESSAGES, type Audition, SIDES_MAX_BYTES } from '@talent/contract/auditions';
import { romanianToday } from '@talent/contract/dates';
import type { InjectOptions } from 'fastify';
import { getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { sessionWithInvited, uploadRequest } from '../../test/actors';
import { applyTo, castingTeam, newApplicant } from '../../test/application-helpers';
import { addChild, guardian } from '../../test/children-helpers';
import { encryptedPdf, jpegWithGps, type Part, pdfOfPages } from '../../test/media-test-files';
import {
  bearer,
  buildTestApp,
  createCasting,
  dateYearsAgo,
  expectError,
  register,
} from '../../test/test-app';
import { SidesRepository } from './sides.repository';

const t = buildTestApp();
const { client, otherClient } = castingTeam(t);

const call = (token: string, method: InjectOptions['method'], url: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });

const pdfPart = (data: Buffer | string, filename = 'Scena 4 – Ana și Ștefan.pdf'): Part => ({
  name: 'file',
  filename,
  contentType: 'application/pdf',
  data,
});

function uploadSides(castingId: string, token: string, part: Part) {
  const request = uploadRequest(`/api/studio/castings/${castingId}/sides`, [part]);
  return t.app.inject({ ...request, headers: { ...request.headers, ...bearer(token) } });
}

/** The files in the sides' private folder (local storage in tests). */
function storedSides(): string[] {
  try {
    return readdirSync(join(t.config.dataDir, 'private-media', 'sides')).sort();
  } catch {
    return [];
  }
}

const sidesOf = (castingId: string, token = client.tokens.accessToken) =>
  call(token, 'GET', `/api/studio/castings/${castingId}/sides`);

describe('POST /api/studio/castings/{id}/sides', () => {
  it('keeps one PDF per casting with its pages; a new one replaces the old and its file', async () => {
    const casting = await createCasting(t.app, client.tokens.accessToken, { title: 'Cu sides' });
    expect((await sidesOf(casting.id)).json()).toEqual({ data: null });
    const before = storedSides();

    const first = await uploadSides(casting.id, client.tokens.accessToken, pdfPart(await pdfOfPages(3)));
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json().data).toEqual({
      fileName: 'Scena 4 – Ana și Ștefan.pdf',
      pages: 3,
      uploadedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    expect((await sidesOf(casting.id)).json()).toEqual({ data: first.json().data });
    const afterFirst = storedSides();
    expect(afterFirst.length).toBe(before.length + 1);

    const second = await uploadSides(
      casting.id,
      client.tokens.accessToken,
      pdfPart(await pdfOfPages(2), 'v2'),
    );
    expect(second.statusCode, second.body).toBe(201);
    expect(second.json().data).toMatchObject({ fileName: 'v2.pdf', pages: 2 });
    const afterSecond = storedSides();
    expect(afterSecond.length).toBe(before.length + 1);
    expect(afterSecond).not.toEqual(afterFirst);

    const removed = await call(
      client.tokens.accessToken,
      'DELETE',
      `/api/studio/castings/${casting.id}/sides`,
    );
    expect(removed.statusCode, removed.body).toBe(204);
    expect(storedSides()).toEqual(before);
    expect((await sidesOf(casting.id)).json()).toEqual({ data: null });
    const again = await call(client.tokens.accessToken, 'DELETE', `/api/studio/castings/${casting.id}/sides`);
    expectError(again, 404, 'SIDES_MISSING', AUDITION_MESSAGES.sidesMissing);
  });

  it('refuses what is not a readable, unlocked PDF of at most 10 MB, storing nothing', async () => {
    const casting = await createCasting(t.app, client.tokens.accessToken, { title: 'Fără sides' });
    const before = storedSides();
    const token = client.tokens.accessToken;

    const jpeg = await uploadSides(casting.id, token, pdfPart(await jpegWithGps(200, 200), 'sides.pdf'));
    expect(jpeg.statusCode, jpeg.body).toBe(415);
    expect(jpeg.json()).toMatchObject({ code: 'SIDES_NOT_PDF', message: AUDITION_MESSAGES.sidesNotPdf });

    const locked = await uploadSides(casting.id, token, pdfPart(encryptedPdf()));
    expect(locked.statusCode, locked.body).toBe(422);
    expect(locked.json()).toMatchObject({
      code: 'SIDES_ENCRYPTED',
      message: AUDITION_MESSAGES.sidesEncrypted,
    });

    // A real PDF padded past the limit by one byte.
    const pdf = await pdfOfPages(1);
    const big = Buffer.concat([pdf, Buffer.alloc(SIDES_MAX_BYTES + 1 - pdf.length, 0x20)]);
    const tooLarge = await uploadSides(casting.id, token, pdfPart(big));
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json().message).toBe(AUDITION_MESSAGES.sidesTooLarge);

    expect(storedSides()).toEqual(before);
    expect((await sidesOf(casting.id)).json()).toEqual({ data: null });
  });

  it("is its casting's staff's: 404 for another client's, 403 for a talent, 401 signed out", async () => {
    const casting = await createCasting(t.app, client.tokens.accessToken, { title: 'Al altcuiva' });
    const before = storedSides();
    const pdf = await pdfOfPages(1);
    expect((await uploadSides(casting.id, otherClient.tokens.accessToken, pdfPart(pdf))).statusCode).toBe(
      404,
    );
    const { tokens } = await register(t.app);
    expect((await uploadSides(casting.id, tokens.accessToken, pdfPart(pdf))).statusCode).toBe(403);
    const anonymous = uploadRequest(`/api/studio/castings/${casting.id}/sides`, [pdfPart(pdf)]);
    expect((await t.app.inject(anonymous)).statusCode).toBe(401);
    expect(storedSides()).toEqual(before);
    expect((await sidesOf(casting.id, otherClient.tokens.accessToken)).statusCode).toBe(404);
    const foreignDelete = `/api/studio/castings/${casting.id}/sides`;
    expect((await call(otherClient.tokens.accessToken, 'DELETE', foreignDelete)).statusCode).toBe(404);
  });
});

describe('GET /api/auditions/{id}/sides.pdf', () => {
  const today = romanianToday().split('-').reverse().join('.');

  /** A session of the casting ten days ahead with `applicationIds` invited into its slots. */
  async function invited(castingId: string, applicationIds: string[]): Promise<string[]> {
    const { auditionOf } = await sessionWithInvited(t, client.tokens.accessToken, castingId, applicationIds);
    return applicationIds.map(auditionOf);
  }

  const download = (token: string, auditionId: string) =>
    call(token, 'GET', `/api/auditions/${auditionId}/sides.pdf`);

  /** Each page's text, spaces evened out. */
  async function pageTexts(bytes: Buffer): Promise<string[]> {
    const pdf = await getDocumentProxy(new Uint8Array(bytes));
    const pages: string[] = [];
    for (let n = 1; n <= pdf.numPages; n++) {
      const content = await (await pdf.getPage(n)).getTextContent();
      pages.push(
        content.items
          .map((item) => ('str' in item ? item.str : ''))
          .join(' ')
          .replace(/\s+/g, ' '),
      );
    }
    return pages;
  }

  it('opens once confirmed, every page stamped with the name and the day, each download recorded', async () => {
    const casting = await createCasting(t.app, client.tokens.accessToken, { title: 'Scenă de citit' });
    expect(
      (await uploadSides(casting.id, client.tokens.accessToken, pdfPart(await pdfOfPages(3)))).statusCode,
    ).toBe(201);
    const ioana = await newApplicant(t, casting.id, { firstName: 'Ioana', lastName: 'Văduva' });
    const [auditionId] = (await invited(casting.id, [ioana.applicationId])) as [string];
    const repository = new SidesRepository(t.container.db);

    const early = await download(ioana.token, auditionId);
    expectError(early, 403, 'SIDES_NOT_CONFIRMED', AUDITION_MESSAGES.sidesNotConfirmed);
    const stranger = await newApplicant(t, casting.id, { firstName: 'Radu' });
    expect((await download(stranger.token, auditionId)).statusCode).toBe(404);
    expect(await repository.downloadsOf(auditionId)).toEqual([]);

    const confirmed = await call(ioana.token, 'POST', `/api/auditions/${auditionId}/confirm`, {});
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect((confirmed.json().data as Audition).hasSides).toBe(true);
    const response = await download(ioana.token, auditionId);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="scena-4-ana-si-stefan.pdf"; filename*=UTF-8''${encodeURIComponent('Scena 4 – Ana și Ștefan.pdf')}`,
    );
    const pages = await pageTexts(response.rawPayload);
    expect(pages).toHaveLength(3);
    for (const [index, text] of pages.entries()) {
      expect(text).toContain(`Page ${index + 1}`);
      expect(text).toContain(`Ioana Văduva · ${today}`);
    }
    expect(await repository.downloadsOf(auditionId)).toEqual([
      expect.objectContaining({ audition_id: auditionId, downloaded_at: expect.any(String) }),
    ]);
    expect((await download(ioana.token, auditionId)).statusCode).toBe(200);
    expect(await repository.downloadsOf(auditionId)).toHaveLength(2);
  });

  it("is a child's guardian's, stamped with both names; 404 while the casting has none", async () => {
    const casting = await createCasting(t.app, client.tokens.accessToken, {
      ageRanges: [{ min: 3, max: 40 }],
    });
    const parent = await guardian(t, 'Maria', { lastName: 'Popescu' });
    const child = await addChild(t, parent.headers, { firstName: 'Ana', dateOfBirth: dateYearsAgo(9) });
    const applicationId = await applyTo(t, parent.headers, casting.id, child.talentProfileId);
    const [auditionId] = (await invited(casting.id, [applicationId])) as [string];
    const confirmed = await call(parent.token, 'POST', `/api/auditions/${auditionId}/confirm`, {});
    expect(confirmed.statusCode, confirmed.body).toBe(200);

    const missing = await download(parent.token, auditionId);
    expectError(missing, 404, 'SIDES_MISSING', AUDITION_MESSAGES.sidesMissing);

    expect(
      (await uploadSides(casting.id, client.tokens.accessToken, pdfPart(await pdfOfPages(2)))).statusCode,
    ).toBe(201);
    const response = await download(parent.token, auditionId);
    expect(response.statusCode, response.body).toBe(200);
    for (const text of await pageTexts(response.rawPayload)) {
      expect(text).toContain(`Ana · tutore: Maria Popescu · ${today}`);
    }
  });
});
