import { randomUUID } from 'node:crypto';
import { copyFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Photo, Video } from '@talent/contract/media';
import { beforeAll, describe, expect, it } from 'vitest';
import { injectUpload, jpegWithGps, mp4, type Part } from '../../test/media-test-files';
import {
  bearer,
  buildTestApp,
  createCasting,
  createStaff,
  dateYearsAgo,
  ownProfileId,
  register,
  type StaffAccount,
} from '../../test/test-app';
import { LocalDiskStorage } from './local-disk-storage';
import { MediaSigner } from './media-signer';
import { adultBirthCutoff, isMinorProfile } from './minor-profile';
import { PrivateMediaService } from './private-media.service';

/**
 * DESIGN §10 for self-registered minors (registration takes 13-year-olds): a talent under 18 is a
 * child too. Whether a file is private is its row's own fact, decided at upload, and it stays so
 * after the 18th birthday.
 */
const t = buildTestApp();

type Headers = Record<string, string>;
const PRIVATE = '/api/media/private/';
const keyOf = (url: string) => new URL(url, 'http://x').pathname.split('/').pop() as string;
const privateFile = (key: string) => join(t.config.dataDir, 'private-media', 'children', key);
const publicFile = (key: string) => join(t.config.mediaDir, 'profiles', key);
const load = (url: string, headers: Headers = {}) => t.app.inject({ method: 'GET', url, headers });
const photoPart = (data: Buffer): Part => ({
  name: 'file',
  filename: 'poza.jpg',
  contentType: 'image/jpeg',
  data,
});
const accessRows = (key: string) =>
  t.app.db.selectFrom('child_media_access').selectAll().where('storage_key', '=', key).execute();

let jpeg: Buffer;
const minor = { headers: {} as Headers, userId: '', profileId: '', photo: undefined as unknown as Photo };
const adult = { headers: {} as Headers, photo: undefined as unknown as Photo };
let client: StaffAccount;
let applicationId: string;
let castingId: string;

async function uploadPhoto(headers: Headers): Promise<Photo> {
  const response = await injectUpload(t.app, headers, '/api/profiles/me/photos', [photoPart(jpeg)]);
  expect(response.statusCode, response.body).toBe(201);
  return (response.json() as { data: Photo }).data;
}

beforeAll(async () => {
  jpeg = await jpegWithGps(800, 600);
  const teen = await register(t.app, { firstName: 'Bianca', birthDate: dateYearsAgo(15) });
  minor.headers = bearer(teen.tokens.accessToken);
  minor.profileId = await ownProfileId(t.app, teen.tokens.accessToken);
  minor.userId = (await t.app.inject({ url: '/api/auth/me', headers: minor.headers })).json().data.id;
  minor.photo = await uploadPhoto(minor.headers);
  const grown = await register(t.app, { birthDate: dateYearsAgo(30) });
  adult.headers = bearer(grown.tokens.accessToken);
  adult.photo = await uploadPhoto(adult.headers);

  client = await createStaff(t);
  const casting = await createCasting(t.app, client.tokens.accessToken, {
    title: 'Reclamă pentru adolescenți',
    ageRanges: [{ min: 13, max: 30 }],
  });
  castingId = casting.id;
  const applied = await t.app.inject({
    method: 'POST',
    url: '/api/applications',
    headers: minor.headers,
    payload: { castingId, talentProfileId: minor.profileId },
  });
  expect(applied.statusCode, applied.body).toBe(201);
  applicationId = applied.json().data.id;
}, 90_000);

describe('a self-registered talent of 15', () => {
  it('their photo is not under /media (404) and loads through the signed URL; an adult’s stays public', async () => {
    for (const url of [minor.photo.thumbnailUrl, minor.photo.displayUrl, minor.photo.originalUrl]) {
      expect(url.startsWith(PRIVATE), url).toBe(true);
      expect(new URL(url, 'http://x').searchParams.get('viewer')).toBe(minor.userId);
      const key = keyOf(url);
      expect(existsSync(privateFile(key))).toBe(true);
      expect(existsSync(publicFile(key))).toBe(false);
      expect((await load(`/media/profiles/${key}`)).statusCode).toBe(404);
      expect((await load(url)).statusCode).toBe(200);
    }
    const row = await t.app.db
      .selectFrom('photos')
      .select('private')
      .where('id', '=', minor.photo.id)
      .executeTakeFirstOrThrow();
    expect(row.private).toBe(1);

    expect(adult.photo.displayUrl).toMatch(/^\/media\/profiles\/[^?]+$/);
    expect((await load(adult.photo.displayUrl)).statusCode).toBe(200);
  });

  it('their video and what its conversion makes are private', async () => {
    const clip = await injectUpload(t.app, minor.headers, '/api/profiles/me/videos', [
      { name: 'file', filename: 'clip.mp4', contentType: 'video/mp4', data: mp4() },
    ]);
    expect(clip.statusCode, clip.body).toBe(201);
    await t.app.jobs.settled(60_000);
    const videos = (await t.app.inject({ url: '/api/profiles/me/videos', headers: minor.headers })).json()
      .data as Video[];
    const video = videos[0] as Video;
    for (const url of [
      video.thumbnailUrl,
      video.originalUrl,
      ...(video.posterUrl ? [video.posterUrl] : []),
    ]) {
      expect(url.startsWith(PRIVATE), url).toBe(true);
      expect(existsSync(publicFile(keyOf(url)))).toBe(false);
      expect((await load(url)).statusCode, url).toBe(200);
    }
  }, 90_000);

  it('the profile photo is stored unsigned and comes signed for them (/profiles/me, /auth/me) and the client', async () => {
    const set = await t.app.inject({
      method: 'POST',
      url: '/api/profiles',
      headers: minor.headers,
      payload: { profilePhotoUrl: minor.photo.displayUrl },
    });
    expect(set.statusCode, set.body).toBe(200);
    const stored = await t.app.db
      .selectFrom('talent_profiles')
      .select('profile_photo_url')
      .where('id', '=', minor.profileId)
      .executeTakeFirstOrThrow();
    expect(stored.profile_photo_url).toBe(`${PRIVATE}${keyOf(minor.photo.displayUrl)}`);

    const profile = (await t.app.inject({ url: '/api/profiles/me', headers: minor.headers })).json().data;
    const me = (await t.app.inject({ url: '/api/auth/me', headers: minor.headers })).json().data;
    for (const url of [
      set.json().data.profilePhotoUrl,
      profile.profilePhotoUrl,
      me.profilePhotoUrl,
    ] as string[]) {
      expect(url).toContain('&sig=');
      expect(new URL(url, 'http://x').searchParams.get('viewer')).toBe(minor.userId);
      expect((await load(url)).statusCode).toBe(200);
    }

    const headers = bearer(client.tokens.accessToken);
    const list = await t.app.inject({ url: `/api/studio/castings/${castingId}/applications`, headers });
    expect(list.statusCode, list.body).toBe(200);
    const detail = await t.app.inject({ url: `/api/studio/applications/${applicationId}`, headers });
    expect(detail.statusCode, detail.body).toBe(200);
    const data = detail.json().data as { photos: Photo[]; talent: { profilePhotoUrl: string } };
    for (const url of [
      list.json().data[0].talent.photoUrl,
      data.talent.profilePhotoUrl,
      data.photos[0]?.displayUrl,
    ] as string[]) {
      expect(url.startsWith(PRIVATE), url).toBe(true);
      expect(new URL(url, 'http://x').searchParams.get('viewer')).toBe(client.user.id);
      expect((await load(url)).statusCode).toBe(200);
    }

    // An adult's own profile photo stays its public URL.
    await t.app.inject({
      method: 'POST',
      url: '/api/profiles',
      headers: adult.headers,
      payload: { profilePhotoUrl: adult.photo.displayUrl },
    });
    const adultMe = (await t.app.inject({ url: '/api/auth/me', headers: adult.headers })).json().data;
    expect(adultMe.profilePhotoUrl).toBe(adult.photo.displayUrl);
  });

  it('after the 18th birthday their files stay private; what they upload then is public', async () => {
    // Born 18 years and a day ago: an adult from here on (the later tests need no minor).
    await t.app.db
      .updateTable('talent_profiles')
      .set({ date_of_birth: dateYearsAgo(18, -1) })
      .where('id', '=', minor.profileId)
      .execute();
    const photos = (await t.app.inject({ url: '/api/profiles/me/photos', headers: minor.headers })).json()
      .data as Photo[];
    const old = photos.find((photo) => photo.id === minor.photo.id) as Photo;
    expect(old.displayUrl.startsWith(PRIVATE)).toBe(true);
    expect((await load(old.displayUrl)).statusCode).toBe(200);
    const me = (await t.app.inject({ url: '/api/auth/me', headers: minor.headers })).json().data;
    expect(me.profilePhotoUrl.startsWith(PRIVATE)).toBe(true);
    // The startup sweep takes nothing back out of the private storage.
    await t.app.secureChildMedia();
    expect(existsSync(privateFile(keyOf(old.displayUrl)))).toBe(true);

    const fresh = await uploadPhoto(minor.headers);
    expect(fresh.displayUrl).toMatch(/^\/media\/profiles\/[^?]+$/);
    expect((await load(fresh.displayUrl)).statusCode).toBe(200);
  });

  it('files from before, of an owner under 18 today, move at startup and their rows become private', async () => {
    const teen = await register(t.app, { birthDate: dateYearsAgo(16) });
    const profileId = await ownProfileId(t.app, teen.tokens.accessToken);
    const id = randomUUID();
    const keys = { original: `${id}-original.jpg`, display: `${id}-display.webp`, thumb: `${id}-thumb.webp` };
    for (const key of Object.values(keys))
      copyFileSync(publicFile(keyOf(adult.photo.thumbnailUrl)), publicFile(key));
    await t.app.db
      .insertInto('photos')
      .values({
        id,
        talent_profile_id: profileId,
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
      .where('id', '=', profileId)
      .execute();
    expect((await load(`/media/profiles/${keys.display}`)).statusCode).toBe(200);

    expect(await t.app.secureChildMedia()).toBe(3);
    expect(await t.app.secureChildMedia()).toBe(0);
    for (const key of Object.values(keys)) {
      expect(existsSync(publicFile(key))).toBe(false);
      expect(existsSync(privateFile(key))).toBe(true);
    }
    expect((await load(`/media/profiles/${keys.display}`)).statusCode).toBe(404);
    const row = await t.app.db
      .selectFrom('photos')
      .select('private')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.private).toBe(1);
    const me = (await t.app.inject({ url: '/api/auth/me', headers: bearer(teen.tokens.accessToken) })).json()
      .data;
    expect(me.profilePhotoUrl.startsWith(`${PRIVATE}${keys.display}?`)).toBe(true);
    expect((await load(me.profilePhotoUrl)).statusCode).toBe(200);
  });

  it('is a minor until the day they turn 18 (Romanian date), a child profile always', () => {
    const profile = (date_of_birth: string | null, child_id: string | null = null) => ({
      id: 'p',
      child_id,
      date_of_birth,
    });
    expect(isMinorProfile(profile('2008-06-15'), '2026-06-14')).toBe(true);
    expect(isMinorProfile(profile('2008-06-15'), '2026-06-15')).toBe(false);
    expect(isMinorProfile(profile(null), '2026-06-15')).toBe(false);
    expect(isMinorProfile(profile('1990-01-01', 'c'), '2026-06-15')).toBe(true);
    // The startup sweep's SQL compares with a cutoff date: the same answer, 29 February included.
    for (const today of ['2026-02-28', '2026-03-01', '2024-02-29', '2024-03-01', '2026-06-15']) {
      const [year, month, date] = today.split('-').map(Number) as [number, number, number];
      for (let offset = -3; offset <= 3; offset++) {
        const born = new Date(Date.UTC(year - 18, month - 1, date + offset)).toISOString().slice(0, 10);
        expect(born > adultBirthCutoff(today), `${born} on ${today}`).toBe(
          isMinorProfile(profile(born), today),
        );
      }
    }
  });
});

describe('the access log of signed URLs', () => {
  it('logs a read whatever its range (bytes=1- too), once per link for the many requests of a playback', async () => {
    // A link nobody loaded yet: the original, as the client gets it.
    const detail = await t.app.inject({
      url: `/api/studio/applications/${applicationId}`,
      headers: bearer(client.tokens.accessToken),
    });
    const photos = detail.json().data.photos as Photo[];
    const url = (photos.find((photo) => photo.id === minor.photo.id) as Photo).originalUrl;
    const key = keyOf(url);
    const before = (await accessRows(key)).length;
    const skipped = await load(url, { range: 'bytes=1-' });
    expect(skipped.statusCode).toBe(206);
    expect((await accessRows(key)).length).toBe(before + 1);
    for (const range of ['bytes=0-99', 'bytes=100-', 'bytes=-10'])
      expect((await load(url, { range })).statusCode).toBe(206);
    expect((await load(url)).statusCode).toBe(200);
    expect((await accessRows(key)).length).toBe(before + 1);
  });

  it('remembers a bounded number of links: the oldest is forgotten first', async () => {
    const rows: unknown[] = [];
    const storage = new LocalDiskStorage(join(t.config.dataDir, 'private-media', 'children'), PRIVATE);
    const signer = new MediaSigner(Buffer.alloc(32, 7), 3600, storage);
    const service = new PrivateMediaService(
      storage,
      signer,
      { logChildAccess: async (r) => void rows.push(...r) },
      // The links here are users': no presentation's viewer is asked about.
      { isLive: async () => false },
      2,
    );
    const key = keyOf(minor.photo.displayUrl);
    const links = await Promise.all(
      ['a', 'b', 'c'].map(async (viewer) => {
        const query = new URL(await signer.sign(key, minor.profileId, viewer), 'http://x').searchParams;
        return Object.fromEntries(query) as Record<string, string>;
      }),
    );
    const open = async (query: Record<string, string>) => {
      const answer = await service.open(key, query, {
        method: 'GET',
        range: undefined,
        fetcher: { ip: '127.0.0.1', userAgent: undefined },
        log: t.app.log,
      });
      if (answer.kind === 'file') answer.stream.destroy();
    };
    for (const query of [...links, links[2], links[0]] as Record<string, string>[]) await open(query);
    // a, b, c logged; c remembered; a forgotten (the map holds two) and logged again.
    expect(rows.length).toBe(4);
  });
});
