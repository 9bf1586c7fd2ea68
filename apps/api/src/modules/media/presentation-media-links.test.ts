import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Child } from '@talent/contract/children';
import type { Photo } from '@talent/contract/media';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { addChild, guardian } from '../../test/children-helpers';
import { injectUpload, jpegWithGps } from '../../test/media-test-files';
import { s3TestServer } from '../../test/s3-test-server';
import { buildTestApp, createCasting, createStaff, createTestApp, type TestApp } from '../../test/test-app';
import { LocalDiskStorage } from './local-disk-storage';
import type { LinkViewer } from './media-files';
import { MediaSigner, PRIVATE_MEDIA_PATH } from './media-signer';
import { S3Storage } from './s3-storage';

/**
 * DESIGN §13: a child's photos and videos at a presentation's link (GET /api/p/{token}) are signed for
 * the presentation's viewer (`pv:<id>`, no account) and expire no later than the link; each read (or,
 * with S3, each hand-out) is logged with the viewer; revoking the presentation stops its links at once.
 */
const t = buildTestApp();

const scratch = mkdtempSync(join(tmpdir(), 'talent-presentation-media-'));
const s3 = s3TestServer(scratch);
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const MINUTE = 60_000;
const DAY = 86_400_000;
const query = (url: string) => new URL(url, 'http://x').searchParams;
const load = (url: string) => t.app.inject({ method: 'GET', url });
/** The instant an S3 presigned URL stops working. */
const s3Expiry = (url: string) => {
  const amzDate = (query(url).get('X-Amz-Date') as string).replace(
    /^(\d{4})(\d\d)(\d\d)T(\d\d)(\d\d)(\d\d)Z$/,
    '$1-$2-$3T$4:$5:$6Z',
  );
  return Date.parse(amzDate) + Number(query(url).get('X-Amz-Expires')) * 1000;
};

/** A presentation of a fresh casting (rows as the presentations module writes them) and one viewer. */
async function presentationViewer(
  app: TestApp,
  state: { expiresAt: string; revokedAt?: string },
): Promise<{ presentationId: string; viewerId: string }> {
  const client = await createStaff(app);
  const casting = await createCasting(app.app, client.tokens.accessToken, { title: 'Reclamă cu copii' });
  const presentationId = randomUUID();
  const viewerId = randomUUID();
  const now = new Date().toISOString();
  await app.app.db
    .insertInto('presentations')
    .values({
      id: presentationId,
      casting_id: casting.id,
      created_by_user_id: client.user.id,
      title: 'Alegerile pentru producător',
      token_hash: randomUUID(),
      password_hash: null,
      show_notes: 0,
      expires_at: state.expiresAt,
      revoked_at: state.revokedAt ?? null,
      created_at: now,
    })
    .execute();
  await app.app.db
    .insertInto('presentation_viewers')
    .values({
      id: viewerId,
      presentation_id: presentationId,
      name: 'Producătoarea',
      token_hash: randomUUID(),
      created_at: now,
      last_seen_at: now,
    })
    .execute();
  return { presentationId, viewerId };
}

const accessOf = (app: TestApp, viewerId: string) =>
  app.app.db
    .selectFrom('child_media_access')
    .selectAll()
    .where('presentation_viewer_id', '=', viewerId)
    .execute();

let child: Child;
let guardianPhoto: Photo;
let guardianId: string;

beforeAll(async () => {
  const { headers } = await guardian(t);
  guardianId = (await t.app.inject({ url: '/api/auth/me', headers })).json().data.id;
  child = await addChild(t, headers, { firstName: 'Ilinca' });
  const photo = await injectUpload(t.app, headers, `/api/profiles/children/${child.id}/photos`, [
    { name: 'file', filename: 'poza.jpg', contentType: 'image/jpeg', data: await jpegWithGps(800, 600) },
  ]);
  expect(photo.statusCode, photo.body).toBe(201);
  guardianPhoto = photo.json().data;
}, 90_000);

/** The child's photos as a presentation's viewer gets them. */
async function photosFor(viewer: LinkViewer): Promise<Photo> {
  const photos = await t.container.photos.listPhotos(
    { id: child.talentProfileId, child_id: child.id },
    viewer,
  );
  return photos[0] as Photo;
}

describe("a presentation viewer's links (local storage)", () => {
  it('are signed for pv:<viewer id> and expire no later than the link', async () => {
    const notAfter = new Date(Date.now() + 10 * MINUTE).toISOString();
    const { viewerId } = await presentationViewer(t, { expiresAt: notAfter });
    const photo = await photosFor({ presentationViewerId: viewerId, notAfter });
    for (const url of [photo.thumbnailUrl, photo.displayUrl, photo.originalUrl]) {
      expect(query(url).get('viewer')).toBe(`pv:${viewerId}`);
      expect(Number(query(url).get('exp')) * 1000).toBeLessThanOrEqual(Date.parse(notAfter));
    }
    // A link that outlives the usual lifetime leaves the usual expiry alone (an hour, a quarter more).
    const far = new Date(Date.now() + 14 * DAY).toISOString();
    const late = await photosFor({ presentationViewerId: viewerId, notAfter: far });
    const exp = Number(query(late.displayUrl).get('exp')) * 1000;
    expect(exp).toBeGreaterThanOrEqual(Date.now() + 59 * MINUTE);
    expect(exp).toBeLessThanOrEqual(Date.now() + 76 * MINUTE);
  });

  it("a live viewer's read is served and logged with the viewer, no user", async () => {
    const expiresAt = new Date(Date.now() + 2 * DAY).toISOString();
    const { viewerId } = await presentationViewer(t, { expiresAt });
    const photo = await photosFor({ presentationViewerId: viewerId, notAfter: expiresAt });
    expect(await accessOf(t, viewerId)).toEqual([]);
    const response = await load(photo.displayUrl);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('image/webp');
    const rows = await accessOf(t, viewerId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      talent_profile_id: child.talentProfileId,
      storage_key: new URL(photo.displayUrl, 'http://x').pathname.split('/').pop(),
      viewer_user_id: null,
      presentation_viewer_id: viewerId,
      client_ip: '127.0.0.1',
    });
  });

  it('stop at once when the presentation is revoked, though the link was read (and logged) before', async () => {
    const expiresAt = new Date(Date.now() + 2 * DAY).toISOString();
    const { presentationId, viewerId } = await presentationViewer(t, { expiresAt });
    const photo = await photosFor({ presentationViewerId: viewerId, notAfter: expiresAt });
    expect((await load(photo.displayUrl)).statusCode).toBe(200);
    await t.app.db
      .updateTable('presentations')
      .set({ revoked_at: new Date().toISOString() })
      .where('id', '=', presentationId)
      .execute();
    for (const url of [photo.displayUrl, photo.thumbnailUrl]) {
      const refused = await load(url);
      expect(refused.statusCode, refused.body).toBe(403);
      expect(refused.json()).toEqual({
        statusCode: 403,
        code: 'MEDIA_LINK_EXPIRED',
        message: expect.any(String),
      });
    }
    expect(await accessOf(t, viewerId)).toHaveLength(1);
  });

  it('are refused once the presentation is cut short, or the viewer is gone', async () => {
    const expiresAt = new Date(Date.now() + 2 * DAY).toISOString();
    const shortened = await presentationViewer(t, { expiresAt });
    const gone = await presentationViewer(t, { expiresAt });
    const shortenedPhoto = await photosFor({ presentationViewerId: shortened.viewerId, notAfter: expiresAt });
    const gonePhoto = await photosFor({ presentationViewerId: gone.viewerId, notAfter: expiresAt });
    // The studio moves the expiry into the past: the links signed before end with it.
    await t.app.db
      .updateTable('presentations')
      .set({ expires_at: new Date(Date.now() - MINUTE).toISOString() })
      .where('id', '=', shortened.presentationId)
      .execute();
    await t.app.db.deleteFrom('presentation_viewers').where('id', '=', gone.viewerId).execute();
    for (const url of [shortenedPhoto.displayUrl, gonePhoto.displayUrl]) {
      const refused = await load(url);
      expect(refused.statusCode, refused.body).toBe(403);
      expect(refused.json().code).toBe('MEDIA_LINK_EXPIRED');
    }
  });

  it("a user's links are unchanged: signed for the user, read and logged as theirs", async () => {
    expect(query(guardianPhoto.displayUrl).get('viewer')).toBe(guardianId);
    expect((await load(guardianPhoto.displayUrl)).statusCode).toBe(200);
    const rows = await t.app.db
      .selectFrom('child_media_access')
      .selectAll()
      .where('viewer_user_id', '=', guardianId)
      .execute();
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((row) => row.presentation_viewer_id === null)).toBe(true);
  });
});

describe('the cap of MediaSigner.sign', () => {
  const signer = new MediaSigner(
    Buffer.alloc(32, 9),
    3600,
    new LocalDiskStorage(scratch, PRIVATE_MEDIA_PATH),
  );
  // A round hour: the window starts at `now`, its expiry is now + 15 min + 1 h.
  const now = Date.parse('2026-11-29T10:00:00Z');

  it('a cap inside the rounding window wins (rounded down to the second); a later one changes nothing', async () => {
    const cap = now + 3600_000 + 5 * MINUTE + 700;
    const capped = Number(query(await signer.sign('k.webp', 'p', 'pv:v', now, cap)).get('exp'));
    expect(capped * 1000).toBeLessThanOrEqual(cap);
    expect(capped).toBe(Math.floor(cap / 1000));
    const uncapped = Number(query(await signer.sign('k.webp', 'p', 'pv:v', now)).get('exp'));
    expect(uncapped * 1000).toBe(now + 75 * MINUTE);
    expect(await signer.sign('k.webp', 'p', 'pv:v', now, now + DAY)).toBe(
      await signer.sign('k.webp', 'p', 'pv:v', now),
    );
  });

  it('a signed cap checks as expired once it has passed', async () => {
    const cap = now + 2 * MINUTE;
    const link = Object.fromEntries(query(await signer.sign('k.webp', 'p', 'pv:v', now, cap)));
    expect(signer.check('k.webp', link, now + MINUTE)).toBe('ok');
    expect(signer.check('k.webp', link, cap)).toBe('expired');
  });

  it('S3: the presigned lifetime is the capped expiry less the signing time, never below a second', async () => {
    const config = loadConfig({ ...s3.env, STORAGE: 's3', DATA_DIR: scratch, JWT_SECRET: 'x'.repeat(40) });
    if (config.storage.kind !== 's3') throw new Error('STORAGE=s3 expected');
    const s3Signer = new MediaSigner(
      Buffer.alloc(32, 9),
      3600,
      new S3Storage(config.storage, 'children', 'private'),
    );
    const cap = now + 10 * MINUTE + 400;
    const url = await s3Signer.sign('k.webp', 'p', 'pv:v', now, cap);
    expect(Number(query(url).get('X-Amz-Expires'))).toBe(600);
    expect(s3Expiry(url)).toBeLessThanOrEqual(cap);
    const past = await s3Signer.sign('k.webp', 'p', 'pv:v', now, now - MINUTE);
    expect(Number(query(past).get('X-Amz-Expires'))).toBe(1);
  });
});

describe("a presentation viewer's links with STORAGE=s3", () => {
  it('are presigned to expire no later than the link, and each hand-out is logged with the viewer', async () => {
    const app = await createTestApp({ env: { ...s3.env, STORAGE: 's3' } });
    try {
      const { headers } = await guardian(app);
      const kid = await addChild(app, headers, { firstName: 'Sara' });
      const id = randomUUID();
      await app.app.db
        .insertInto('photos')
        .values({
          id,
          talent_profile_id: kid.talentProfileId,
          original_key: `${id}-original.jpg`,
          display_key: `${id}-display.webp`,
          thumbnail_key: `${id}-thumb.webp`,
          caption: null,
          position: 0,
          width: 10,
          height: 10,
          size_bytes: 10,
          private: 1,
          created_at: new Date().toISOString(),
        })
        .execute();
      const notAfter = new Date(Date.now() + 20 * MINUTE).toISOString();
      const { viewerId } = await presentationViewer(app, { expiresAt: notAfter });
      const [photo] = await app.container.photos.listPhotos(
        { id: kid.talentProfileId, child_id: kid.id },
        { presentationViewerId: viewerId, notAfter },
      );
      if (!photo) throw new Error('the photo inserted above is listed');
      for (const url of [photo.thumbnailUrl, photo.displayUrl, photo.originalUrl]) {
        expect(url).toContain('X-Amz-Signature=');
        expect(s3Expiry(url)).toBeLessThanOrEqual(Date.parse(notAfter));
      }
      const rows = await accessOf(app, viewerId);
      expect(rows.map((row) => row.storage_key).sort()).toEqual(
        [`${id}-display.webp`, `${id}-original.jpg`, `${id}-thumb.webp`].sort(),
      );
      expect(
        rows.every((row) => row.viewer_user_id === null && row.talent_profile_id === kid.talentProfileId),
      ).toBe(true);
    } finally {
      await app.close();
    }
  }, 60_000);
});
