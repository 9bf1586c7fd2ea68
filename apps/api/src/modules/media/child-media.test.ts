import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Child } from '@talent/contract/children';
import { CHILD_MESSAGES } from '@talent/contract/children-messages';
import type { Photo, Video } from '@talent/contract/media';
import { beforeAll, describe, expect, it } from 'vitest';
import { addChild, guardian, setGuardianMode } from '../../test/children-helpers';
import { injectUpload, jpegWithGps, mp4, type Part, png } from '../../test/media-test-files';
import { buildTestApp, createTestApp, errorBody, expectError, logCapture } from '../../test/test-app';

const t = buildTestApp();
let video: Buffer;
let jpeg: Buffer;
beforeAll(async () => {
  video = mp4();
  jpeg = await jpegWithGps(800, 600);
});

type Headers = Record<string, string>;
const base = (child: Child) => `/api/profiles/children/${child.id}`;
/** The stored file behind a URL: a child's are signed links to the private folder (DESIGN §10). */
const fileOf = (url: string, config = t.config) =>
  url.startsWith('/api/media/private/')
    ? join(config.dataDir, 'private-media', 'children', url.split('?')[0]?.split('/').pop() ?? '')
    : join(config.mediaDir, url.replace('/media/', ''));

const upload = (headers: Headers, url: string, parts: Part[]) => injectUpload(t.app, headers, url, parts);
const photoPart = (data: Buffer, name = 'file', filename = 'poza.jpg'): Part => ({
  name,
  filename,
  contentType: 'image/jpeg',
  data,
});
const videoPart = (): Part => ({ name: 'file', filename: 'clip.mp4', contentType: 'video/mp4', data: video });

async function childWithMedia(headers: Headers, firstName = 'Luca') {
  const child = await addChild(t, headers, { firstName });
  const photo = await upload(headers, `${base(child)}/photos`, [photoPart(jpeg)]);
  expect(photo.statusCode, photo.body).toBe(201);
  const clip = await upload(headers, `${base(child)}/videos`, [videoPart()]);
  expect(clip.statusCode, clip.body).toBe(201);
  // The video as served once converted (its MP4 and poster exist only then).
  await t.app.jobs.settled(60_000);
  const video = (await list(headers, child, 'videos')).find(
    (item) => item.id === clip.json().data.id,
  ) as Video;
  expect(video.processingStatus).toBe('READY');
  return { child, photo: photo.json().data as Photo, video };
}
const list = async (headers: Headers, child: Child, kind: 'photos' | 'videos') =>
  (await t.app.inject({ url: `${base(child)}/${kind}`, headers })).json().data as Array<Photo | Video>;
const reorder = (headers: Headers, child: Child, kind: 'photos' | 'videos', ids: string[]) =>
  t.app.inject({
    method: 'PATCH',
    url: `${base(child)}/${kind}/reorder`,
    headers,
    payload: kind === 'photos' ? { photoIds: ids } : { videoIds: ids },
  });
const served = async (url: string) => (await t.app.inject({ url })).statusCode;

describe("a child's photos and videos", () => {
  it("upload, bulk, list, reorder, profile photo and delete act on the child's profile only", async () => {
    const { headers } = await guardian(t);
    const child = await addChild(t, headers);
    const single = await upload(headers, `${base(child)}/photos`, [photoPart(jpeg)]);
    expect(single.statusCode, single.body).toBe(201);
    const bulk = await upload(headers, `${base(child)}/photos/bulk`, [
      photoPart(await png(), 'files', 'a.png'),
      photoPart(jpeg, 'files', 'b.jpg'),
    ]);
    expect(bulk.statusCode, bulk.body).toBe(201);
    const photos = (await list(headers, child, 'photos')) as Photo[];
    expect(photos.map((photo) => photo.order)).toEqual([0, 1, 2]);
    const reversed = photos.map((photo) => photo.id).reverse();
    const reordered = await reorder(headers, child, 'photos', reversed);
    expect(reordered.statusCode, reordered.body).toBe(200);
    expect(((await list(headers, child, 'photos')) as Photo[]).map((photo) => photo.id)).toEqual(reversed);

    const chosen = photos[1]!;
    const setPhoto = await t.app.inject({
      method: 'POST',
      url: base(child),
      headers,
      payload: { profilePhotoUrl: chosen.displayUrl },
    });
    expect(setPhoto.statusCode, setPhoto.body).toBe(200);
    expect(setPhoto.json().data).toMatchObject({ profilePhotoUrl: chosen.displayUrl, photosCount: 3 });
    const children = (await t.app.inject({ url: '/api/children', headers })).json().data;
    expect(children[0].profilePhotoUrl).toBe(chosen.displayUrl);
    const own = (await t.app.inject({ url: '/api/profiles/me', headers })).json().data;
    expect(own).toMatchObject({ photosCount: 0, videosCount: 0 });
    // The guardian's own profile cannot take the child's photo as its own.
    const ownPhoto = await t.app.inject({
      method: 'POST',
      url: '/api/profiles',
      headers,
      payload: { profilePhotoUrl: chosen.displayUrl },
    });
    expect(ownPhoto.statusCode).toBe(400);

    const del = await t.app.inject({ method: 'DELETE', url: `${base(child)}/photos/${chosen.id}`, headers });
    expect(del.statusCode).toBe(204);
    expect(await served(chosen.displayUrl)).toBe(404);
    expect((await t.app.inject({ url: base(child), headers })).json().data).toMatchObject({
      profilePhotoUrl: null,
      photosCount: 2,
    });

    const first = await upload(headers, `${base(child)}/videos`, [videoPart()]);
    const second = await upload(headers, `${base(child)}/videos`, [
      videoPart(),
      { name: 'title', data: 'Dans' },
    ]);
    expect([first.statusCode, second.statusCode]).toEqual([201, 201]);
    const ids = [second.json().data.id, first.json().data.id];
    const videoOrder = await reorder(headers, child, 'videos', ids);
    expect(videoOrder.statusCode, videoOrder.body).toBe(200);
    expect((await list(headers, child, 'videos')).map((item) => item.id)).toEqual(ids);
    const delVideo = await t.app.inject({
      method: 'DELETE',
      url: `${base(child)}/videos/${ids[0]}`,
      headers,
    });
    expect(delVideo.statusCode).toBe(204);
    expect((await list(headers, child, 'videos')).map((item) => item.id)).toEqual([ids[1]]);
    expect((await t.app.inject({ url: base(child), headers })).json().data.videosCount).toBe(1);
  });

  it("another guardian's child: every media call is 404 CHILD_NOT_FOUND and nothing changes", async () => {
    const a = await guardian(t, 'Ana');
    const b = await guardian(t, 'Bianca');
    const { child, photo, video: clip } = await childWithMedia(b.headers);
    const responses = [
      await t.app.inject({ url: `${base(child)}/photos`, headers: a.headers }),
      await upload(a.headers, `${base(child)}/photos`, [photoPart(jpeg)]),
      await upload(a.headers, `${base(child)}/photos/bulk`, [photoPart(jpeg, 'files')]),
      await t.app.inject({ method: 'DELETE', url: `${base(child)}/photos/${photo.id}`, headers: a.headers }),
      await reorder(a.headers, child, 'photos', [photo.id]),
      await t.app.inject({ url: `${base(child)}/videos`, headers: a.headers }),
      await upload(a.headers, `${base(child)}/videos`, [videoPart()]),
      await t.app.inject({ method: 'DELETE', url: `${base(child)}/videos/${clip.id}`, headers: a.headers }),
      await reorder(a.headers, child, 'videos', [clip.id]),
    ];
    for (const response of responses) {
      expectError(response, 404, 'CHILD_NOT_FOUND', CHILD_MESSAGES.notFound);
    }
    expect(await list(b.headers, child, 'photos')).toEqual([photo]);
    expect(await list(b.headers, child, 'videos')).toEqual([clip]);
    expect(await served(photo.originalUrl)).toBe(200);
    expect(await served(clip.originalUrl)).toBe(200);
    // A's own profile got nothing either.
    expect((await t.app.inject({ url: '/api/profiles/me/photos', headers: a.headers })).json().data).toEqual(
      [],
    );
  });

  it('guardian mode off: every media call of the child is 403 and nothing changes', async () => {
    const { headers } = await guardian(t);
    const { child, photo, video: clip } = await childWithMedia(headers);
    await setGuardianMode(t, headers, false);
    const responses = [
      await t.app.inject({ url: `${base(child)}/photos`, headers }),
      await upload(headers, `${base(child)}/photos`, [photoPart(jpeg)]),
      await t.app.inject({ method: 'DELETE', url: `${base(child)}/photos/${photo.id}`, headers }),
      await reorder(headers, child, 'photos', [photo.id]),
      await t.app.inject({ url: `${base(child)}/videos`, headers }),
      await t.app.inject({ method: 'DELETE', url: `${base(child)}/videos/${clip.id}`, headers }),
      await reorder(headers, child, 'videos', [clip.id]),
    ];
    for (const response of responses) {
      expect(response.statusCode, response.body).toBe(403);
      expect(errorBody(response).code).toBe('GUARDIAN_MODE_REQUIRED');
    }
    await setGuardianMode(t, headers, true);
    expect(await list(headers, child, 'photos')).toEqual([photo]);
    expect(await list(headers, child, 'videos')).toEqual([clip]);
  });

  it("deleting a child removes its media files from storage; a sibling's stay", async () => {
    const { headers } = await guardian(t);
    const gone = await childWithMedia(headers, 'Plecat');
    const kept = await childWithMedia(headers, 'Rămas');
    const urls = [
      gone.photo.originalUrl,
      gone.photo.displayUrl,
      gone.photo.thumbnailUrl,
      gone.video.originalUrl,
      gone.video.thumbnailUrl,
      gone.video.posterUrl as string,
    ];
    for (const url of urls) expect(existsSync(fileOf(url)), url).toBe(true);

    const response = await t.app.inject({ method: 'DELETE', url: `/api/children/${gone.child.id}`, headers });
    expect(response.statusCode).toBe(204);
    for (const url of urls) {
      expect(existsSync(fileOf(url)), url).toBe(false);
      expect(await served(url), url).toBe(404);
    }
    for (const table of ['photos', 'videos'] as const) {
      const rows = await t.app.db
        .selectFrom(table)
        .select('id')
        .where('talent_profile_id', '=', gone.child.talentProfileId)
        .execute();
      expect(rows, table).toEqual([]);
    }
    expect(await served(kept.photo.originalUrl)).toBe(200);
    expect(await served(kept.video.originalUrl)).toBe(200);
    expect(await list(headers, kept.child, 'photos')).toEqual([kept.photo]);
  });

  it('a media file that cannot be removed is logged; the child is deleted all the same (204)', async () => {
    const { lines, logStream } = logCapture();
    const logged = await createTestApp({ env: { LOG_LEVEL: 'error' }, logStream });
    try {
      const { headers } = await guardian(logged);
      const child = await addChild(logged, headers);
      const response = await injectUpload(logged.app, headers, `${base(child)}/photos`, [photoPart(jpeg)]);
      expect(response.statusCode, response.body).toBe(201);
      const photo = response.json().data as Photo;
      // A non-empty folder where the thumbnail was: removing it as a file fails.
      const stuck = fileOf(photo.thumbnailUrl, logged.config);
      rmSync(stuck);
      mkdirSync(stuck);
      writeFileSync(join(stuck, 'x'), 'x');

      const deleted = await logged.app.inject({
        method: 'DELETE',
        url: `/api/children/${child.id}`,
        headers,
      });
      expect(deleted.statusCode, deleted.body).toBe(204);
      expect((await logged.app.inject({ url: `/api/children/${child.id}`, headers })).statusCode).toBe(404);
      expect(existsSync(fileOf(photo.originalUrl, logged.config))).toBe(false);
      expect(lines.join('')).toContain('could not remove a file of an erased profile');
    } finally {
      await logged.close();
    }
  });
});
