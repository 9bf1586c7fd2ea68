import { existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { join } from 'node:path';
import { MEDIA_MESSAGES, mediaMessage, type Photo, type Video } from '@talent/contract/media';
import { PROFILE_MESSAGES } from '@talent/contract/profile-messages';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import {
  abandonUpload,
  gif,
  injectUpload,
  jpegWithGps,
  mp4,
  multipart,
  type Part,
  pixelFloodPng,
  png,
} from '../../test/media-test-files';
import {
  bearer,
  buildTestApp,
  createTestApp,
  errorBody,
  expectError,
  logCapture,
  register,
} from '../../test/test-app';

const t = buildTestApp();
let video: Buffer;
let jpeg: Buffer;

beforeAll(async () => {
  video = mp4();
  jpeg = await jpegWithGps();
});

const mediaFolder = () => join(t.config.mediaDir, 'profiles');
const storedFiles = () => (existsSync(mediaFolder()) ? readdirSync(mediaFolder()) : []);
const scratchFiles = () => {
  const dir = join(t.config.dataDir, 'upload-tmp');
  return existsSync(dir) ? readdirSync(dir) : [];
};

async function talent() {
  const { tokens } = await register(t.app);
  return bearer(tokens.accessToken);
}

const upload = (headers: Record<string, string>, url: string, parts: Part[]) =>
  injectUpload(t.app, headers, url, parts);

const photoPart = (data: Buffer | string, filename = 'photo.jpg', contentType = 'image/jpeg'): Part => ({
  name: 'file',
  filename,
  contentType,
  data,
});

async function uploadPhoto(headers: Record<string, string>, data: Buffer = jpeg, filename = 'photo.jpg') {
  const response = await upload(headers, '/api/profiles/me/photos', [photoPart(data, filename)]);
  expect(response.statusCode, response.body).toBe(201);
  return (response.json() as { data: Photo }).data;
}

async function served(url: string) {
  const response = await t.app.inject({ method: 'GET', url });
  expect(response.statusCode, url).toBe(200);
  return response;
}

async function listPhotos(headers: Record<string, string>) {
  const response = await t.app.inject({ method: 'GET', url: '/api/profiles/me/photos', headers });
  return (response.json() as { data: Photo[] }).data;
}

async function listVideos(headers: Record<string, string>) {
  const response = await t.app.inject({ method: 'GET', url: '/api/profiles/me/videos', headers });
  return (response.json() as { data: Video[] }).data;
}

async function profile(headers: Record<string, string>) {
  const response = await t.app.inject({ method: 'GET', url: '/api/profiles/me', headers });
  return (
    response.json() as {
      data: {
        photosCount: number;
        videosCount: number;
        profilePhotoUrl: string | null;
        completionScore: number;
      };
    }
  ).data;
}

describe('photo upload', () => {
  it('makes a thumbnail ≤ 400 px and a display ≤ 1600 px, orientation applied, no EXIF or GPS in any served file', async () => {
    const headers = await talent();
    const big = await jpegWithGps(3000, 2000);
    const source = await sharp(big).metadata();
    // The upload really carries EXIF with a GPS IFD (tag 0x8825) and a rotation.
    expect(source.orientation).toBe(6);
    const gpsTag = (exif: Buffer | undefined) =>
      !!exif && (exif.includes(Buffer.from([0x88, 0x25])) || exif.includes(Buffer.from([0x25, 0x88])));
    expect(gpsTag(source.exif)).toBe(true);
    const photo = await uploadPhoto(headers, big, 'vacanță.jpg');
    expect(photo).toMatchObject({ caption: null, order: 0 });
    for (const [url, max] of [
      [photo.thumbnailUrl, 400],
      [photo.displayUrl, 1600],
      [photo.originalUrl, 3000],
    ] as const) {
      const response = await served(url);
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['cache-control']).toContain('max-age=31536000');
      const meta = await sharp(response.rawPayload).metadata();
      expect(meta.exif, url).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(Math.max(meta.width ?? 0, meta.height ?? 0)).toBeLessThanOrEqual(max);
      // EXIF orientation 6 (rotate 90°): the landscape 3000×2000 becomes portrait.
      expect(meta.height).toBeGreaterThan(meta.width ?? 0);
      expect(response.rawPayload.includes(Buffer.from('TestCam'))).toBe(false);
    }
    expect((await served(photo.thumbnailUrl)).headers['content-type']).toBe('image/webp');
    expect((await served(photo.originalUrl)).headers['content-type']).toBe('image/jpeg');
    expect(photo.originalUrl).not.toContain('vacan');
  });

  it('takes PNG and GIF, with a caption, and lists photos in order', async () => {
    const headers = await talent();
    const first = await uploadPhoto(headers, await png(), 'a.png');
    const response = await upload(headers, '/api/profiles/me/photos', [
      photoPart(await gif(), 'b.gif', 'image/gif'),
      { name: 'caption', data: 'Pe scenă' },
    ]);
    expect(response.statusCode, response.body).toBe(201);
    const second = (response.json() as { data: Photo }).data;
    expect(second).toMatchObject({ caption: 'Pe scenă', order: 1 });
    expect((await served(first.originalUrl)).headers['content-type']).toBe('image/png');
    expect((await served(second.originalUrl)).headers['content-type']).toBe('image/gif');
    expect((await listPhotos(headers)).map((photo) => photo.id)).toEqual([first.id, second.id]);
  });

  it.each([
    ['a truncated JPEG', async () => jpeg.subarray(0, Math.floor(jpeg.length / 2)), 'cut.jpg'],
    ['wrong magic bytes', async () => Buffer.concat([Buffer.from('NOTJPEG!'), jpeg.subarray(8)]), 'x.jpg'],
    ['an HTML file named .jpg', async () => Buffer.from('<!doctype html><script>alert(1)</script>'), 'x.jpg'],
    [
      'a GIF/JS polyglot',
      async () => Buffer.from('GIF89a/*\x00\x00\x00\x00*/=1;alert(document.cookie);//'),
      'x.gif',
    ],
    ['a renamed script', async () => Buffer.from('#!/bin/sh\nrm -rf /\n'), 'x.png'],
  ])('refuses %s with 415 and the spec message, leaving nothing', async (_label, make, filename) => {
    const headers = await talent();
    const before = storedFiles().length;
    const response = await upload(headers, '/api/profiles/me/photos', [photoPart(await make(), filename)]);
    expect(response.statusCode).toBe(415);
    expect(errorBody(response).message).toBe(mediaMessage('photoTypeNotAllowed', filename));
    expect(storedFiles()).toHaveLength(before);
    expect(await listPhotos(headers)).toEqual([]);
  });

  it('refuses an image declaring 30000×30000 pixels without decoding it', async () => {
    const headers = await talent();
    const response = await upload(headers, '/api/profiles/me/photos', [
      photoPart(pixelFloodPng(), 'flood.png', 'image/png'),
    ]);
    expect(response.statusCode).toBe(415);
    expect(errorBody(response).message).toBe(mediaMessage('imageTooManyPixels', 'flood.png'));
  });

  it('refuses an 11 MB photo with 413 and the spec message', async () => {
    const headers = await talent();
    const huge = Buffer.concat([jpeg, Buffer.alloc(11 * 1024 * 1024)]);
    const response = await upload(headers, '/api/profiles/me/photos', [photoPart(huge, 'mare.jpg')]);
    expect(response.statusCode).toBe(413);
    expect(errorBody(response).message).toBe(mediaMessage('photoTooLarge', 'mare.jpg'));
    expect(await listPhotos(headers)).toEqual([]);
    expect(scratchFiles()).toEqual([]);
  });

  it('bulk: up to 10 photos at once; 11 are refused with 400 and nothing is kept', async () => {
    const headers = await talent();
    const small = await png(50, 50);
    const files = (n: number) =>
      Array.from({ length: n }, (_, i) => ({
        name: 'files',
        filename: `p${i}.png`,
        contentType: 'image/png',
        data: small,
      }));
    const before = storedFiles().length;
    const tooMany = await upload(headers, '/api/profiles/me/photos/bulk', files(11));
    expect(tooMany.statusCode).toBe(400);
    expect(errorBody(tooMany).message).toBe(MEDIA_MESSAGES.tooManyPhotos);
    expect(storedFiles()).toHaveLength(before);
    const ok = await upload(headers, '/api/profiles/me/photos/bulk', [
      ...files(3),
      { name: 'caption', data: 'Set' },
    ]);
    expect(ok.statusCode, ok.body).toBe(201);
    const photos = (ok.json() as { data: Photo[] }).data;
    expect(photos.map((photo) => photo.order)).toEqual([0, 1, 2]);
    expect(photos.every((photo) => photo.caption === 'Set')).toBe(true);
    expect(storedFiles()).toHaveLength(before + 9);
  });

  it('a path-traversal file name changes nothing on disk', async () => {
    const headers = await talent();
    const photo = await uploadPhoto(headers, jpeg, '../../../x.jpg');
    expect(photo.originalUrl).toMatch(/^\/media\/profiles\/[0-9a-f-]+-original\.jpg$/);
    expect(existsSync(join(t.config.dataDir, 'x.jpg'))).toBe(false);
    expect(existsSync(join(t.config.mediaDir, 'x.jpg'))).toBe(false);
  });

  it('a JSON body or none on an upload route is 415 (send multipart), not 406', async () => {
    const headers = await talent();
    for (const request of [
      { headers: { ...headers, 'content-type': 'application/json' }, payload: '{}' },
      { headers },
    ]) {
      const response = await t.app.inject({ method: 'POST', url: '/api/profiles/me/photos', ...request });
      expectError(
        response,
        415,
        'UNSUPPORTED_MEDIA_TYPE',
        'Unsupported content type: send multipart/form-data',
      );
    }
  });

  it('a caption with the NUL character is 400 (PostgreSQL text cannot hold it)', async () => {
    const headers = await talent();
    const response = await upload(headers, '/api/profiles/me/photos', [
      photoPart(jpeg),
      { name: 'caption', data: 'a\u0000b' },
    ]);
    expect(response.statusCode, response.body).toBe(400);
    expect(errorBody(response).fields).toHaveProperty('caption');
  });

  it('a multipart body cut short or with another boundary is 400, not 500, and leaves no scratch file', async () => {
    const headers = await talent();
    const boundary = '----cut-short';
    const cutShort = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.jpg"\r\nContent-Type: image/jpeg\r\n\r\nabc`;
    for (const [url, contentType, payload] of [
      ['/api/profiles/me/photos', `multipart/form-data; boundary=${boundary}`, cutShort],
      ['/api/profiles/me/photos/bulk', 'multipart/form-data; boundary=other', `--${boundary}--\r\n`],
      ['/api/profiles/me/videos', `multipart/form-data; boundary=${boundary}`, cutShort],
    ] as const) {
      const response = await t.app.inject({
        method: 'POST',
        url,
        headers: { ...headers, 'content-type': contentType },
        payload,
      });
      expect(response.statusCode, response.body).toBe(400);
      expect(errorBody(response).code).toBe('BAD_REQUEST');
    }
    expect(scratchFiles()).toEqual([]);
  });
});

describe('photos: counts, order, profile photo, delete', () => {
  it('counts photos in the profile, and 3 photos fill the completion block', async () => {
    const headers = await talent();
    const before = await profile(headers);
    expect(before.photosCount).toBe(0);
    for (let i = 0; i < 3; i++) await uploadPhoto(headers, await png(60, 60), `p${i}.png`);
    const after = await profile(headers);
    expect(after.photosCount).toBe(3);
    expect(after.completionScore - before.completionScore).toBe(20);
  });

  it('reorders with exactly the profile photos; missing, extra or foreign ids are 400 and change nothing', async () => {
    const headers = await talent();
    const other = await talent();
    const foreign = await uploadPhoto(other, await png(40, 40));
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) ids.push((await uploadPhoto(headers, await png(40, 40))).id);
    const [a, b, c] = ids as [string, string, string];
    const reorder = (photoIds: string[], h = headers) =>
      t.app.inject({
        method: 'PATCH',
        url: '/api/profiles/me/photos/reorder',
        headers: h,
        payload: { photoIds },
      });
    for (const wrong of [
      [a, b],
      [a, b, c, foreign.id],
      [a, b, foreign.id],
      [a, a, b],
    ]) {
      const response = await reorder(wrong);
      expect(response.statusCode).toBe(400);
      expect(errorBody(response).message).toBe(MEDIA_MESSAGES.reorderMismatch);
    }
    expect((await listPhotos(headers)).map((photo) => photo.id)).toEqual(ids);
    const ok = await reorder([c, a, b]);
    expect(ok.statusCode).toBe(200);
    expect((ok.json() as { data: Photo[] }).data.map((photo) => [photo.id, photo.order])).toEqual([
      [c, 0],
      [a, 1],
      [b, 2],
    ]);
    expect((await listPhotos(headers)).map((photo) => photo.id)).toEqual([c, a, b]);
    expect((await listPhotos(other)).map((photo) => photo.id)).toEqual([foreign.id]);
  });

  it("sets the profile photo only from the profile's own photos; deleting it clears it", async () => {
    const headers = await talent();
    const other = await talent();
    const mine = await uploadPhoto(headers);
    const theirs = await uploadPhoto(other);
    const setPhoto = (url: string | null) =>
      t.app.inject({ method: 'POST', url: '/api/profiles', headers, payload: { profilePhotoUrl: url } });
    for (const url of [theirs.displayUrl, 'https://evil.example/x.jpg', '/media/profiles/../jwt-secret']) {
      const refused = await setPhoto(url);
      expect(refused.statusCode).toBe(400);
      expect(errorBody(refused).fields?.profilePhotoUrl).toBe(PROFILE_MESSAGES.profilePhotoFromPhotos);
    }
    expect((await profile(headers)).profilePhotoUrl).toBeNull();
    expect((await setPhoto(mine.displayUrl)).statusCode).toBe(200);
    expect((await profile(headers)).profilePhotoUrl).toBe(mine.displayUrl);
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers });
    expect(me.body).toContain(mine.displayUrl);

    // Someone else's photo id: 404, nothing changes.
    const foreignDelete = await t.app.inject({
      method: 'DELETE',
      url: `/api/profiles/me/photos/${theirs.id}`,
      headers,
    });
    expect(foreignDelete.statusCode).toBe(404);
    await served(theirs.displayUrl);
    expect(await listPhotos(other)).toHaveLength(1);

    const del = await t.app.inject({ method: 'DELETE', url: `/api/profiles/me/photos/${mine.id}`, headers });
    expect(del.statusCode).toBe(204);
    expect((await profile(headers)).profilePhotoUrl).toBeNull();
    for (const url of [mine.thumbnailUrl, mine.displayUrl, mine.originalUrl]) {
      expect(existsSync(join(t.config.mediaDir, url.replace('/media/', '')))).toBe(false);
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
    }
    expect(await listPhotos(headers)).toEqual([]);
  });

  // A child's media (guardian mode) is tested in child-media.test.ts.
  it('anonymous calls are 401', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/profiles/me/photos' })).statusCode).toBe(401);
    const child = '/api/profiles/children/00000000-0000-4000-8000-000000000000/photos';
    expect((await t.app.inject({ method: 'GET', url: child })).statusCode).toBe(401);
  });
});

describe('videos', () => {
  it('stores an MP4 as PROCESSING, converts it in a job, then serves the MP4 without location metadata; reorder and delete', async () => {
    const headers = await talent();
    const response = await upload(headers, '/api/profiles/me/videos', [
      { name: 'file', filename: 'clip.mp4', contentType: 'video/mp4', data: video },
      { name: 'title', data: 'Monolog' },
      { name: 'caption', data: 'Școala de teatru' },
    ]);
    expect(response.statusCode, response.body).toBe(201);
    const accepted = (response.json() as { data: Video }).data;
    expect(accepted).toMatchObject({
      title: 'Monolog',
      caption: 'Școala de teatru',
      order: 0,
      processingStatus: 'PROCESSING',
      originalUrl: '',
      posterUrl: null,
    });
    expect((await served(accepted.thumbnailUrl)).statusCode).toBe(200);
    await t.app.jobs.settled(60_000);
    const first = (await listVideos(headers))[0] as Video;
    expect(first).toMatchObject({ id: accepted.id, processingStatus: 'READY', processingError: null });
    expect(first.duration).toBeCloseTo(2, 0);
    const stored = await served(first.originalUrl);
    expect(stored.headers['content-type']).toBe('video/mp4');
    expect(stored.rawPayload.includes(Buffer.from('+44.4268'))).toBe(false);
    const frame = await sharp((await served(first.thumbnailUrl)).rawPayload).metadata();
    expect(frame.width).toBeLessThanOrEqual(400);
    const poster = await sharp((await served(first.posterUrl as string)).rawPayload).metadata();
    expect(poster.width).toBeGreaterThan(0);
    // The uploaded file and the neutral frame are gone once the MP4 is ready.
    expect((await t.app.inject({ method: 'GET', url: accepted.thumbnailUrl })).statusCode).toBe(404);
    expect(storedFiles().filter((name) => name.startsWith(`${first.id}-source`))).toEqual([]);

    const second = (
      (
        await upload(headers, '/api/profiles/me/videos', [{ name: 'file', filename: 'b.mov', data: video }])
      ).json() as {
        data: Video;
      }
    ).data;
    expect((await profile(headers)).videosCount).toBe(2);
    const bad = await t.app.inject({
      method: 'PATCH',
      url: '/api/profiles/me/videos/reorder',
      headers,
      payload: { videoIds: [second.id] },
    });
    expect(bad.statusCode).toBe(400);
    const reordered = await t.app.inject({
      method: 'PATCH',
      url: '/api/profiles/me/videos/reorder',
      headers,
      payload: { videoIds: [second.id, first.id] },
    });
    expect((reordered.json() as { data: Video[] }).data.map((v) => v.id)).toEqual([second.id, first.id]);

    const del = await t.app.inject({ method: 'DELETE', url: `/api/profiles/me/videos/${first.id}`, headers });
    expect(del.statusCode).toBe(204);
    expect((await t.app.inject({ method: 'GET', url: first.originalUrl })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: first.thumbnailUrl })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: first.posterUrl as string })).statusCode).toBe(404);
  });

  it('takes MOV and AVI (by content) and serves each as MP4; refuses over 100 MB with 413', async () => {
    const headers = await talent();
    for (const [extension, contentType] of [
      ['mov', 'video/quicktime'],
      ['avi', 'video/x-msvideo'],
    ] as const) {
      const response = await upload(headers, '/api/profiles/me/videos', [
        { name: 'file', filename: `clip.${extension}`, data: mp4('ffmpeg', extension) },
      ]);
      expect(response.statusCode, response.body).toBe(201);
      const accepted = (response.json() as { data: Video }).data;
      expect(accepted.duration).toBeCloseTo(2, 0);
      await t.app.jobs.settled(60_000);
      const stored = (await listVideos(headers)).find((item) => item.id === accepted.id) as Video;
      expect(stored.processingStatus, contentType).toBe('READY');
      expect((await served(stored.originalUrl)).headers['content-type']).toBe('video/mp4');
    }
    const huge = Buffer.concat([video, Buffer.alloc(101 * 1024 * 1024)]);
    const tooLarge = await upload(headers, '/api/profiles/me/videos', [
      { name: 'file', filename: 'big.mp4', data: huge },
    ]);
    expect(tooLarge.statusCode).toBe(413);
    expect(errorBody(tooLarge).message).toBe(MEDIA_MESSAGES.videoTooLarge);
    expect((await profile(headers)).videosCount).toBe(2);
  });

  it('refuses a non-video (by bytes) with 415 and the spec message', async () => {
    const headers = await talent();
    const response = await upload(headers, '/api/profiles/me/videos', [
      { name: 'file', filename: 'x.mp4', contentType: 'video/mp4', data: jpeg },
    ]);
    expect(response.statusCode).toBe(415);
    expect(errorBody(response).message).toBe(MEDIA_MESSAGES.videoTypeNotAllowed);
    const fakeMp4 = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypisom'), Buffer.alloc(200)]);
    const probed = await upload(headers, '/api/profiles/me/videos', [
      { name: 'file', filename: 'y.mp4', data: fakeMp4 },
    ]);
    expect(probed.statusCode).toBe(415);
  });
});

describe('without ffmpeg', () => {
  it('still stores the video, with no duration and a placeholder frame, and logs why once', async () => {
    const { lines, logStream } = logCapture();
    const noTools = await createTestApp({
      env: { FFMPEG_PATH: '/nonexistent/ffmpeg', FFPROBE_PATH: '/nonexistent/ffprobe', LOG_LEVEL: 'warn' },
      logStream,
    });
    try {
      const { tokens } = await register(noTools.app);
      const headers = bearer(tokens.accessToken);
      for (let i = 0; i < 2; i++) {
        const body = multipart([
          { name: 'file', filename: 'clip.mp4', contentType: 'video/mp4', data: video },
        ]);
        const response = await noTools.app.inject({
          method: 'POST',
          url: '/api/profiles/me/videos',
          headers: { ...headers, ...body.headers },
          payload: body.payload,
        });
        expect(response.statusCode, response.body).toBe(201);
        const stored = (response.json() as { data: Video }).data;
        expect(stored.duration).toBeNull();
        const frame = await noTools.app.inject({ method: 'GET', url: stored.thumbnailUrl });
        expect(frame.statusCode).toBe(200);
      }
      expect(lines.filter((line) => line.includes('ffmpeg/ffprobe not found'))).toHaveLength(1);
    } finally {
      await noTools.close();
    }
  });
});

describe('nothing left over', () => {
  it('a client that disconnects mid-upload leaves no row and no file', async () => {
    const headers = await talent();
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const before = storedFiles().length;
    const { port } = new URL(address);
    const body = multipart([photoPart(Buffer.concat([jpeg, Buffer.alloc(3 * 1024 * 1024)]), 'big.jpg')]);
    await abandonUpload({
      port,
      path: '/api/profiles/me/photos',
      headers,
      body,
      sentBytes: 1024 * 1024,
      waitMs: 100,
    });
    // Give the server time to notice and clean up.
    for (let i = 0; i < 50 && scratchFiles().length > 0; i++) await new Promise((r) => setTimeout(r, 50));
    await new Promise((r) => setTimeout(r, 200));
    expect(scratchFiles()).toEqual([]);
    expect(storedFiles()).toHaveLength(before);
    expect(await listPhotos(headers)).toEqual([]);
  });

  it('a 2 GB upload is answered 413 and cut off early, never read to the end', async () => {
    const headers = await talent();
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' }).catch(() => {
      const info = t.app.server.address();
      return typeof info === 'object' && info ? `http://127.0.0.1:${info.port}` : '';
    });
    const { port } = new URL(address);
    const head = multipart([photoPart(Buffer.alloc(0), 'huge.jpg')]);
    // The head of the form, then megabytes of zeros for a declared 2 GB.
    const opening = head.payload.subarray(0, head.payload.indexOf('\r\n\r\n') + 4);
    const declared = 2 * 1024 * 1024 * 1024;
    let sent = 0;
    const result = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = httpRequest({
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: '/api/profiles/me/photos',
        headers: { ...headers, ...head.headers, 'content-length': declared },
      });
      req.on('response', (response) => {
        let body = '';
        response.on('data', (chunk: Buffer) => {
          body += chunk.toString();
        });
        response.on('end', () => {
          req.destroy();
          resolve({ status: response.statusCode ?? 0, body });
        });
      });
      req.on('error', (error) => (sent > 0 ? undefined : reject(error)));
      const chunk = Buffer.alloc(256 * 1024);
      req.write(opening);
      const pump = () => {
        while (sent < 200 * 1024 * 1024 && !req.destroyed) {
          sent += chunk.length;
          if (!req.write(chunk)) return void req.once('drain', pump);
        }
      };
      pump();
    });
    expect(result.status).toBe(413);
    expect(JSON.parse(result.body).message).toBe(mediaMessage('photoTooLarge', 'huge.jpg'));
    expect(sent).toBeLessThan(200 * 1024 * 1024);
    expect(await listPhotos(headers)).toEqual([]);
  });

  it('caps a profile at 50 photos (409, nothing kept)', async () => {
    const headers = await talent();
    const small = await png(20, 20);
    const files = (n: number) =>
      Array.from({ length: n }, (_, i) => ({
        name: 'files',
        filename: `p${i}.png`,
        contentType: 'image/png',
        data: small,
      }));
    for (let i = 0; i < 5; i++) {
      expect((await upload(headers, '/api/profiles/me/photos/bulk', files(10))).statusCode).toBe(201);
    }
    const before = storedFiles().length;
    const over = await upload(headers, '/api/profiles/me/photos', [photoPart(small, 'x.png', 'image/png')]);
    expect(over.statusCode).toBe(409);
    expect(errorBody(over).message).toBe(MEDIA_MESSAGES.photoLimitReached);
    expect(storedFiles()).toHaveLength(before);
    expect((await profile(headers)).photosCount).toBe(50);
  });

  it('at startup, stray temp files and files no row points at are removed; referenced files stay', async () => {
    const headers = await talent();
    const photo = await uploadPhoto(headers, await png(30, 30));
    mkdirSync(mediaFolder(), { recursive: true });
    writeFileSync(join(mediaFolder(), '.tmp-abandoned'), 'x');
    writeFileSync(join(mediaFolder(), 'orphan-original.jpg'), 'x');
    mkdirSync(join(t.config.dataDir, 'upload-tmp', 'up-old'), { recursive: true });
    writeFileSync(join(t.config.dataDir, 'upload-tmp', 'up-old', '0.upload'), 'x');
    const second = await buildApp(t.config);
    await second.close();
    expect(storedFiles()).not.toContain('.tmp-abandoned');
    expect(storedFiles()).not.toContain('orphan-original.jpg');
    expect(scratchFiles()).toEqual([]);
    await served(photo.originalUrl);
  });
});
