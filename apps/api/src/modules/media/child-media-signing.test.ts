import { randomUUID } from 'node:crypto';
import { copyFileSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Child } from '@talent/contract/children';
import type { Photo, Video } from '@talent/contract/media';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../../config';
import { addChild, guardian } from '../../test/children-helpers';
import { injectUpload, jpegWithGps, mp4, type Part } from '../../test/media-test-files';
import { s3TestServer } from '../../test/s3-test-server';
import {
  bearer,
  buildTestApp,
  createCasting,
  createStaff,
  createTestApp,
  register,
  type StaffAccount,
} from '../../test/test-app';
import { seedDemoData } from '../demo/demo-seed';
import { MediaSigner } from './media-signer';
import { S3Storage } from './s3-storage';

/**
 * DESIGN §10: a child's photos and videos are never at a public, permanent URL. They are stored
 * privately and handed out as signed, expiring URLs to the guardian and to the clients of castings the
 * child applied to; every read is logged. Adults' media is unchanged.
 */
const t = buildTestApp();

type Headers = Record<string, string>;
const photoPart = (data: Buffer): Part => ({
  name: 'file',
  filename: 'poza.jpg',
  contentType: 'image/jpeg',
  data,
});
const PRIVATE = '/api/media/private/';
const keyOf = (url: string) => new URL(url, 'http://x').pathname.split('/').pop() as string;
const privateFile = (url: string) => join(t.config.dataDir, 'private-media', 'children', keyOf(url));
const load = (url: string, headers: Headers = {}) => t.app.inject({ method: 'GET', url, headers });
const accessRows = (viewer: string) =>
  t.app.db.selectFrom('child_media_access').selectAll().where('viewer_user_id', '=', viewer).execute();

/** The same link with one query value changed (or removed with null). */
function withParam(url: string, name: string, value: string | null): string {
  const parsed = new URL(url, 'http://x');
  if (value === null) parsed.searchParams.delete(name);
  else parsed.searchParams.set(name, value);
  return `${parsed.pathname}${parsed.search}`;
}

function expectRefused(response: LightMyRequestResponse, code: string) {
  expect(response.statusCode, response.body).toBe(403);
  expect(response.json()).toEqual({ statusCode: 403, code, message: expect.any(String) });
}

let g: { headers: Headers; userId: string };
let child: Child;
let childPhoto: Photo;
let childVideo: Video;
let adultPhoto: Photo;
let client1: StaffAccount;
let client2: StaffAccount;
let talentHeaders: Headers;
let applicationId: string;
let castingId: string;

beforeAll(async () => {
  const jpeg = await jpegWithGps(800, 600);
  const { headers } = await guardian(t);
  const me = await t.app.inject({ url: '/api/auth/me', headers });
  g = { headers, userId: (me.json() as { data: { id: string } }).data.id };
  child = await addChild(t, headers, { firstName: 'Ilinca' });
  const base = `/api/profiles/children/${child.id}`;
  const photo = await injectUpload(t.app, headers, `${base}/photos`, [photoPart(jpeg)]);
  expect(photo.statusCode, photo.body).toBe(201);
  childPhoto = photo.json().data;
  const clip = await injectUpload(t.app, headers, `${base}/videos`, [
    { name: 'file', filename: 'clip.mp4', contentType: 'video/mp4', data: mp4() },
  ]);
  expect(clip.statusCode, clip.body).toBe(201);
  await t.app.jobs.settled(60_000);
  const videos = await t.app.inject({ url: `${base}/videos`, headers });
  childVideo = (videos.json().data as Video[])[0] as Video;
  const own = await injectUpload(t.app, headers, '/api/profiles/me/photos', [photoPart(jpeg)]);
  expect(own.statusCode, own.body).toBe(201);
  adultPhoto = own.json().data;

  [client1, client2] = await Promise.all([createStaff(t), createStaff(t)]);
  talentHeaders = bearer((await register(t.app)).tokens.accessToken);
  const casting = await createCasting(t.app, client1.tokens.accessToken, { title: 'Reclamă cu copii' });
  castingId = casting.id;
  const applied = await t.app.inject({
    method: 'POST',
    url: '/api/applications',
    headers,
    payload: { castingId: casting.id, talentProfileId: child.talentProfileId },
  });
  expect(applied.statusCode, applied.body).toBe(201);
  applicationId = applied.json().data.id;
}, 90_000);

afterEach(() => {
  vi.useRealTimers();
});

describe("the guardian's signed URLs", () => {
  it("every URL of a child's photo and video is a signed link to the private route", () => {
    for (const url of [
      childPhoto.thumbnailUrl,
      childPhoto.displayUrl,
      childPhoto.originalUrl,
      childVideo.thumbnailUrl,
      childVideo.originalUrl,
      childVideo.posterUrl as string,
    ]) {
      expect(url.startsWith(PRIVATE), url).toBe(true);
      const query = new URL(url, 'http://x').searchParams;
      expect(query.get('viewer')).toBe(g.userId);
      expect(query.get('p')).toBe(child.talentProfileId);
      expect(query.get('sig')).toMatch(/^[0-9a-f]{64}$/);
      expect(Number(query.get('exp')) * 1000).toBeGreaterThan(Date.now() + 3_500_000);
    }
  });

  it('load with the right bytes and headers, and each read is logged for the guardian', async () => {
    const before = (await accessRows(g.userId)).length;
    const response = await load(childPhoto.displayUrl);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.rawPayload.equals(readFileSync(privateFile(childPhoto.displayUrl)))).toBe(true);
    expect(response.headers['content-type']).toBe('image/webp');
    expect(response.headers['cache-control']).toMatch(/^private, max-age=\d+$/);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    const rows = await accessRows(g.userId);
    expect(rows.length).toBe(before + 1);
    expect(rows.at(-1)).toMatchObject({
      talent_profile_id: child.talentProfileId,
      storage_key: keyOf(childPhoto.displayUrl),
      viewer_user_id: g.userId,
    });
  });

  it('a video plays: whole, and by byte ranges (206), as an MP4', async () => {
    const whole = await load(childVideo.originalUrl);
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['content-type']).toBe('video/mp4');
    expect(whole.headers['accept-ranges']).toBe('bytes');
    const size = whole.rawPayload.length;
    const part = await load(childVideo.originalUrl, { range: 'bytes=10-109' });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 10-109/${size}`);
    expect(part.rawPayload.equals(whole.rawPayload.subarray(10, 110))).toBe(true);
    const tail = await load(childVideo.originalUrl, { range: 'bytes=-5' });
    expect(tail.rawPayload.equals(whole.rawPayload.subarray(size - 5))).toBe(true);
    expect((await load(childVideo.originalUrl, { range: `bytes=${size}-` })).statusCode).toBe(416);
  });

  it('the same URL once expired is refused (403 MEDIA_LINK_EXPIRED)', async () => {
    expect((await load(childPhoto.thumbnailUrl)).statusCode).toBe(200);
    const exp = Number(new URL(childPhoto.thumbnailUrl, 'http://x').searchParams.get('exp'));
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(exp * 1000 + 1000);
    expectRefused(await load(childPhoto.thumbnailUrl), 'MEDIA_LINK_EXPIRED');
  });

  it('a tampered link is refused (403 MEDIA_LINK_INVALID): signature, key, viewer, expiry, profile', async () => {
    const url = childPhoto.displayUrl;
    const sig = new URL(url, 'http://x').searchParams.get('sig') as string;
    const flipped = `${sig.slice(0, -1)}${sig.endsWith('0') ? '1' : '0'}`;
    const exp = Number(new URL(url, 'http://x').searchParams.get('exp'));
    const otherKey = url.replace(keyOf(url), keyOf(childPhoto.originalUrl));
    for (const tampered of [
      withParam(url, 'sig', flipped),
      withParam(url, 'sig', null),
      withParam(url, 'viewer', client2.user.id),
      withParam(url, 'viewer', ''),
      withParam(url, 'exp', String(exp + 86_400)),
      withParam(url, 'p', randomUUID()),
      otherKey,
      url.split('?')[0] as string,
    ]) {
      expectRefused(await load(tampered), 'MEDIA_LINK_INVALID');
    }
  });

  it("no public URL serves a child's file: /media has none of them", async () => {
    const key = keyOf(childPhoto.displayUrl);
    expect(existsSync(privateFile(childPhoto.displayUrl))).toBe(true);
    expect(existsSync(join(t.config.mediaDir, 'profiles', key))).toBe(false);
    for (const path of [`/media/profiles/${key}`, `/media/children/${key}`, `/media/private-media/${key}`])
      expect((await load(path)).statusCode, path).toBe(404);
  });

  it("adults' media is unchanged: public, permanent URLs under /media", async () => {
    expect(adultPhoto.displayUrl).toMatch(/^\/media\/profiles\/[^?]+$/);
    const response = await load(adultPhoto.displayUrl);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('the profile photo is chosen with a signed URL, stored unsigned, and handed out signed', async () => {
    const base = `/api/profiles/children/${child.id}`;
    const set = await t.app.inject({
      method: 'POST',
      url: base,
      headers: g.headers,
      payload: { profilePhotoUrl: childPhoto.displayUrl },
    });
    expect(set.statusCode, set.body).toBe(200);
    const stored = await t.app.db
      .selectFrom('talent_profiles')
      .select('profile_photo_url')
      .where('id', '=', child.talentProfileId)
      .executeTakeFirstOrThrow();
    expect(stored.profile_photo_url).toBe(`${PRIVATE}${keyOf(childPhoto.displayUrl)}`);
    const profile = (await t.app.inject({ url: base, headers: g.headers })).json().data;
    const children = (await t.app.inject({ url: '/api/children', headers: g.headers })).json()
      .data as Child[];
    for (const url of [
      set.json().data.profilePhotoUrl,
      profile.profilePhotoUrl,
      children[0]?.profilePhotoUrl,
    ]) {
      expect(url).toContain('&sig=');
      expect((await load(url)).statusCode).toBe(200);
    }
    // A link to another profile's photo (the guardian's own) is still refused.
    const refused = await t.app.inject({
      method: 'POST',
      url: base,
      headers: g.headers,
      payload: { profilePhotoUrl: adultPhoto.displayUrl },
    });
    expect(refused.statusCode).toBe(400);
  });
});

describe('the clients of castings the child applied to', () => {
  it("the casting's client gets working signed URLs in the list and the detail, logged as theirs", async () => {
    const client = bearer(client1.tokens.accessToken);
    const list = await t.app.inject({
      url: `/api/studio/castings/${castingId}/applications`,
      headers: client,
    });
    expect(list.statusCode, list.body).toBe(200);
    const photoUrl = list.json().data[0].talent.photoUrl as string;
    expect(new URL(photoUrl, 'http://x').searchParams.get('viewer')).toBe(client1.user.id);
    const detail = await t.app.inject({ url: `/api/studio/applications/${applicationId}`, headers: client });
    expect(detail.statusCode, detail.body).toBe(200);
    const { photos, videos, talent } = detail.json().data as {
      photos: Photo[];
      videos: Video[];
      talent: { profilePhotoUrl: string };
    };
    const before = (await accessRows(client1.user.id)).length;
    const urls = [
      photoUrl,
      talent.profilePhotoUrl,
      photos[0]?.displayUrl,
      videos[0]?.originalUrl,
    ] as string[];
    for (const url of urls) {
      expect(url.startsWith(PRIVATE), url).toBe(true);
      expect((await load(url)).statusCode, url).toBe(200);
    }
    const rows = await accessRows(client1.user.id);
    // One row per link (file, viewer, expiry): the profile photo is the same link as the photo's.
    expect(rows.length).toBe(before + new Set(urls).size);
    expect(rows.every((row) => row.talent_profile_id === child.talentProfileId)).toBe(true);
  });

  it('another client, a talent and anonymous get no URL; a client link re-aimed at another viewer fails', async () => {
    const other = bearer(client2.tokens.accessToken);
    for (const [headers, status] of [
      [other, 404],
      [talentHeaders, 403],
      [{}, 401],
    ] as const) {
      const detail = await t.app.inject({ url: `/api/studio/applications/${applicationId}`, headers });
      expect(detail.statusCode).toBe(status);
      expect(detail.body).not.toContain(PRIVATE);
      const list = await t.app.inject({ url: `/api/studio/castings/${castingId}/applications`, headers });
      expect(list.statusCode).toBe(status);
      expect(list.body).not.toContain(PRIVATE);
      const media = await t.app.inject({ url: `/api/profiles/children/${child.id}/photos`, headers });
      expect(media.body).not.toContain(PRIVATE);
    }
    const detail = await t.app.inject({
      url: `/api/studio/applications/${applicationId}`,
      headers: bearer(client1.tokens.accessToken),
    });
    const url = (detail.json().data.photos as Photo[])[0]?.displayUrl as string;
    expectRefused(await load(withParam(url, 'viewer', client2.user.id)), 'MEDIA_LINK_INVALID');
  });

  it('no listing outside the studio shows the child: the castings catalogue and a casting carry no talent', async () => {
    // The catalogue is for signed-in talents (there is no anonymous listing at all).
    for (const url of ['/api/castings', `/api/castings/${castingId}`]) {
      const response = await t.app.inject({ url, headers: talentHeaders });
      expect(response.statusCode).toBe(200);
      expect(response.body).not.toContain('Ilinca');
      expect(response.body).not.toContain(child.talentProfileId);
      expect(response.body).not.toContain(PRIVATE);
    }
  });
});

describe("children's files from before (public folder)", () => {
  it('move to the private storage, and the profile photo becomes the stable private path', async () => {
    const legacy = await addChild(t, g.headers, { firstName: 'Vechi' });
    const id = randomUUID();
    const keys = { original: `${id}-original.jpg`, display: `${id}-display.webp`, thumb: `${id}-thumb.webp` };
    const source = privateFile(childPhoto.thumbnailUrl);
    for (const key of Object.values(keys)) copyFileSync(source, join(t.config.mediaDir, 'profiles', key));
    await t.app.db
      .insertInto('photos')
      .values({
        id,
        talent_profile_id: legacy.talentProfileId,
        original_key: keys.original,
        display_key: keys.display,
        thumbnail_key: keys.thumb,
        caption: null,
        position: 0,
        width: 10,
        height: 10,
        size_bytes: 10,
        created_at: new Date().toISOString(),
      })
      .execute();
    await t.app.db
      .updateTable('talent_profiles')
      .set({ profile_photo_url: `/media/profiles/${keys.display}` })
      .where('id', '=', legacy.talentProfileId)
      .execute();
    expect((await load(`/media/profiles/${keys.display}`)).statusCode).toBe(200);

    expect(await t.app.secureChildMedia()).toBe(3);
    expect(await t.app.secureChildMedia()).toBe(0);
    for (const key of Object.values(keys)) {
      expect(existsSync(join(t.config.mediaDir, 'profiles', key))).toBe(false);
      expect(existsSync(join(t.config.dataDir, 'private-media', 'children', key))).toBe(true);
    }
    expect((await load(`/media/profiles/${keys.display}`)).statusCode).toBe(404);
    const row = await t.app.db
      .selectFrom('talent_profiles')
      .select('profile_photo_url')
      .where('id', '=', legacy.talentProfileId)
      .executeTakeFirstOrThrow();
    expect(row.profile_photo_url).toBe(`${PRIVATE}${keys.display}`);
    const listed = (await t.app.inject({ url: `/api/children/${legacy.id}`, headers: g.headers })).json()
      .data;
    expect((await load(listed.profilePhotoUrl)).statusCode).toBe(200);
  });
});

describe('the demo data', () => {
  it("the demo child's portrait goes private after the seed (as server.ts does)", async () => {
    const demo = await createTestApp();
    try {
      expect((await seedDemoData(demo.app.container.demo, demo.config)).seeded).toBe(true);
      expect(await demo.app.secureChildMedia()).toBeGreaterThan(0);
      const rows = await demo.app.db
        .selectFrom('talent_profiles')
        .innerJoin('photos', 'photos.talent_profile_id', 'talent_profiles.id')
        .select(['talent_profiles.profile_photo_url', 'photos.display_key', 'photos.thumbnail_key'])
        .where('talent_profiles.child_id', 'is not', null)
        .execute();
      expect(rows.length).toBeGreaterThan(0);
      for (const row of rows) {
        expect(row.profile_photo_url?.startsWith(PRIVATE)).toBe(true);
        for (const key of [row.display_key, row.thumbnail_key]) {
          expect(existsSync(join(demo.config.mediaDir, 'profiles', key))).toBe(false);
          expect(existsSync(join(demo.config.dataDir, 'private-media', 'children', key))).toBe(true);
        }
      }
    } finally {
      await demo.close();
    }
  });
});

/** S3: the private prefix is read through presigned GETs (s3rver, or the configured S3_ENDPOINT). */
describe('S3 presigned GETs', () => {
  const scratch = mkdtempSync(join(tmpdir(), 'talent-s3-sign-'));
  const s3 = s3TestServer(scratch);
  afterAll(() => rmSync(scratch, { recursive: true, force: true }));

  it('a presigned URL reads the file until it expires; a tampered one is refused', async () => {
    const config = loadConfig({ ...s3.env, STORAGE: 's3', DATA_DIR: scratch, JWT_SECRET: 'x'.repeat(40) });
    if (config.storage.kind !== 's3') throw new Error('STORAGE=s3 expected');
    const storage = new S3Storage(config.storage, `children-${randomUUID()}`, 'private');
    const signer = new MediaSigner(config.childMedia.signingKey, 60, storage);
    const source = join(scratch, 'photo.bin');
    writeFileSync(source, 'child photo bytes');
    const key = `${randomUUID()}-display.webp`;
    await storage.putFile(source, key, 'image/webp');

    const now = Date.now();
    const url = await signer.sign(key, randomUUID(), randomUUID(), now);
    const query = new URL(url).searchParams;
    expect(new URL(url).pathname).toMatch(new RegExp(`/media/children-[^/]+/${key}$`));
    expect(query.get('X-Amz-Signature')).toMatch(/^[0-9a-f]{64}$/);
    // Valid for at least the configured time (60 s), at most a quarter more, from a rounded signing time.
    const signedAt = Date.parse(
      (query.get('X-Amz-Date') as string).replace(
        /^(\d{4})(\d\d)(\d\d)T(\d\d)(\d\d)(\d\d)Z$/,
        '$1-$2-$3T$4:$5:$6Z',
      ),
    );
    const expires = signedAt + Number(query.get('X-Amz-Expires')) * 1000;
    expect(expires - now).toBeGreaterThanOrEqual(60_000);
    expect(expires - now).toBeLessThanOrEqual(75_000);
    // Same window, same URL: the browser's cache keeps working.
    expect(await signer.sign(key, randomUUID(), randomUUID(), now)).toBe(url);
    const fresh = await fetch(url);
    expect(fresh.status).toBe(200);
    expect(await fresh.text()).toBe('child photo bytes');
    if (process.env.S3_ENDPOINT) {
      // A real S3 (s3rver does not check query signatures): tampered or expired links are refused.
      const tampered = url.replace(
        /X-Amz-Signature=([0-9a-f])/,
        (_m, c: string) => `X-Amz-Signature=${c === '0' ? '1' : '0'}`,
      );
      expect((await fetch(tampered)).status).toBe(403);
      const old = await signer.sign(key, randomUUID(), randomUUID(), now - 3_600_000);
      expect((await fetch(old)).status).toBe(403);
    }
    await storage.delete(key);
  });
});
