import { existsSync, readdirSync } from 'node:fs';
import { connect } from 'node:net';
import { join } from 'node:path';
import { MEDIA_MESSAGES, mediaMessage, type Photo } from '@talent/contract/media';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  abandonUpload,
  injectUpload,
  jpegWithGps,
  multipart,
  type Part,
  png,
} from '../test/media-test-files';
import { bearer, buildTestApp, errorBody, register } from '../test/test-app';

/**
 * Uploads under attack (ticket part 4): hostile files beyond the media tests' own, concurrent uploads to
 * one profile at its 50-photo cap, reorder racing uploads, a slow-loris upload cut off by
 * UPLOAD_TIMEOUT_SECONDS, and a video upload abandoned mid-way. After each: no scratch file, no stored
 * file without a row, no row without its files.
 */

const UPLOAD_TIMEOUT_SECONDS = 2;
const t = buildTestApp({ env: { UPLOAD_TIMEOUT_SECONDS: String(UPLOAD_TIMEOUT_SECONDS) } });
let port: number;
let small: Buffer;

beforeAll(async () => {
  const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = Number(new URL(address).port);
  small = await png(20, 20);
});

const mediaFolder = () => join(t.config.mediaDir, 'profiles');
const storedFiles = () => (existsSync(mediaFolder()) ? readdirSync(mediaFolder()) : []);
const scratchDir = () => join(t.config.dataDir, 'upload-tmp');
const scratchFiles = () => (existsSync(scratchDir()) ? readdirSync(scratchDir(), { recursive: true }) : []);
const keyOf = (url: string) => url.slice(url.lastIndexOf('/') + 1);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function talent() {
  const { tokens } = await register(t.app);
  return bearer(tokens.accessToken);
}

async function listPhotos(headers: Record<string, string>): Promise<Photo[]> {
  const response = await t.app.inject({ method: 'GET', url: '/api/profiles/me/photos', headers });
  expect(response.statusCode).toBe(200);
  return (response.json() as { data: Photo[] }).data;
}

const pngPart = (name = 'file', filename = 'p.png', data: Buffer = small): Part => ({
  name,
  filename,
  contentType: 'image/png',
  data,
});

/** Every file on disk belongs to a listed photo, every listed photo has its three files, no scratch. */
async function expectConsistent(everyone: Record<string, string>[]) {
  const rowKeys = new Set<string>();
  for (const headers of everyone)
    for (const photo of await listPhotos(headers))
      for (const url of [photo.originalUrl, photo.displayUrl, photo.thumbnailUrl]) rowKeys.add(keyOf(url));
  const files = storedFiles();
  expect(files.filter((name) => !rowKeys.has(name))).toEqual([]);
  expect([...rowKeys].filter((key) => !files.includes(key))).toEqual([]);
  expect(scratchFiles()).toEqual([]);
}

/** Waits for the server's cleanup of an abandoned upload (it runs when the stream errors). */
async function scratchEmptied(withinMs = 3000) {
  for (let waited = 0; waited < withinMs && scratchFiles().length > 0; waited += 50) await sleep(50);
  return scratchFiles();
}

const owners: Record<string, string>[] = [];

describe('hostile photo files (beyond media.test.ts)', () => {
  it('are refused with 4xx and the spec message, never a 500, and leave nothing behind', async () => {
    const headers = await talent();
    owners.push(headers);
    const jpeg = await jpegWithGps(64, 64);
    const hostile: { what: string; part: Part; status: number; message: string }[] = [
      {
        what: 'SVG with a script, sent as image/jpeg',
        part: {
          name: 'file',
          filename: 'poza.jpg',
          contentType: 'image/jpeg',
          data: '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(2)</script></svg>',
        },
        status: 415,
        message: mediaMessage('photoTypeNotAllowed', 'poza.jpg'),
      },
      {
        what: 'HTML page named .png',
        part: pngPart('file', 'x.png', Buffer.from('<!doctype html><script>fetch("/api/auth/me")</script>')),
        status: 415,
        message: mediaMessage('photoTypeNotAllowed', 'x.png'),
      },
      {
        what: 'truncated JPEG (header only)',
        part: { name: 'file', filename: 'cut.jpg', contentType: 'image/jpeg', data: jpeg.subarray(0, 200) },
        status: 415,
        message: mediaMessage('photoTypeNotAllowed', 'cut.jpg'),
      },
      {
        what: 'PNG signature followed by garbage',
        part: pngPart(
          'file',
          'junk.png',
          Buffer.concat([
            Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
            Buffer.alloc(4096, 7),
          ]),
        ),
        status: 415,
        message: mediaMessage('photoTypeNotAllowed', 'junk.png'),
      },
      {
        what: 'an empty file',
        part: pngPart('file', 'empty.png', Buffer.alloc(0)),
        status: 415,
        message: mediaMessage('photoTypeNotAllowed', 'empty.png'),
      },
      {
        what: 'a video where a photo is expected',
        part: {
          name: 'file',
          filename: 'clip.mp4',
          contentType: 'video/mp4',
          data: Buffer.from('....ftypisom'),
        },
        status: 415,
        message: mediaMessage('photoTypeNotAllowed', 'clip.mp4'),
      },
      {
        what: 'no file part at all',
        part: { name: 'caption', data: 'only a caption' },
        status: 400,
        message: MEDIA_MESSAGES.fileRequired,
      },
    ];
    for (const { what, part, status, message } of hostile) {
      const response = await injectUpload(t.app, headers, '/api/profiles/me/photos', [part]);
      expect(response.statusCode, `${what}: ${response.body}`).toBe(status);
      expect(errorBody(response).message, what).toBe(message);
    }
    expect(await listPhotos(headers)).toEqual([]);
    await expectConsistent(owners);
  });

  it('a JPEG with a script appended (polyglot) is stored re-encoded: no served file carries the payload', async () => {
    const headers = await talent();
    owners.push(headers);
    const payload = '<script>alert("polyglot")</script>';
    const polyglot = Buffer.concat([await jpegWithGps(64, 64), Buffer.from(payload)]);
    const response = await injectUpload(t.app, headers, '/api/profiles/me/photos', [
      { name: 'file', filename: 'poly.jpg', contentType: 'image/jpeg', data: polyglot },
    ]);
    expect(response.statusCode, response.body).toBe(201);
    const photo = (response.json() as { data: Photo }).data;
    for (const url of [photo.originalUrl, photo.displayUrl, photo.thumbnailUrl]) {
      const served = await t.app.inject({ method: 'GET', url });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toMatch(/^image\//);
      expect(served.rawPayload.includes(Buffer.from('polyglot'))).toBe(false);
    }
    await expectConsistent(owners);
  });
});

describe('concurrent uploads to one profile', () => {
  it('12 parallel uploads to a profile with 45 photos: exactly 50 kept, the rest 409, order 0..49, files match rows', async () => {
    const headers = await talent();
    owners.push(headers);
    for (const count of [10, 10, 10, 10, 5]) {
      const parts = Array.from({ length: count }, (_, i) => pngPart('files', `p${i}.png`));
      const response = await injectUpload(t.app, headers, '/api/profiles/me/photos/bulk', parts);
      expect(response.statusCode, response.body).toBe(201);
    }
    // Over real connections, so the 12 bodies really are parsed and processed at the same time.
    const responses = await Promise.all(
      Array.from({ length: 12 }, async (_, i) => {
        const body = multipart([pngPart('file', `race${i}.png`)]);
        const response = await fetch(`http://127.0.0.1:${port}/api/profiles/me/photos`, {
          method: 'POST',
          headers: { ...headers, ...body.headers },
          body: body.payload,
        });
        return { status: response.status, body: (await response.json()) as { message?: string } };
      }),
    );
    const statuses = responses.map((response) => response.status).sort();
    expect(statuses).toEqual([...Array(5).fill(201), ...Array(7).fill(409)]);
    for (const refused of responses.filter((response) => response.status === 409))
      expect(refused.body.message).toBe(MEDIA_MESSAGES.photoLimitReached);
    const photos = await listPhotos(headers);
    expect(photos).toHaveLength(50);
    expect(photos.map((photo) => photo.order)).toEqual(Array.from({ length: 50 }, (_, i) => i));
    await expectConsistent(owners);
  });

  it('reorders racing uploads never corrupt the order: every photo kept once, positions unique and contiguous', async () => {
    const headers = await talent();
    owners.push(headers);
    const parts = Array.from({ length: 10 }, (_, i) => pngPart('files', `p${i}.png`));
    expect((await injectUpload(t.app, headers, '/api/profiles/me/photos/bulk', parts)).statusCode).toBe(201);
    const ids = (await listPhotos(headers)).map((photo) => photo.id);
    const reorders = Array.from({ length: 6 }, (_, i) =>
      t.app.inject({
        method: 'PATCH',
        url: '/api/profiles/me/photos/reorder',
        headers,
        payload: { photoIds: i % 2 ? [...ids].reverse() : [...ids.slice(i), ...ids.slice(0, i)] },
      }),
    );
    const uploads = Array.from({ length: 6 }, (_, i) =>
      injectUpload(t.app, headers, '/api/profiles/me/photos', [pngPart('file', `more${i}.png`)]),
    );
    const results = await Promise.all([...reorders, ...uploads]);
    for (const response of results.slice(0, 6)) {
      // A reorder that raced an upload no longer names every photo: refused whole, never half-applied.
      expect([200, 400], response.body).toContain(response.statusCode);
      if (response.statusCode === 400)
        expect(errorBody(response).message).toBe(MEDIA_MESSAGES.reorderMismatch);
    }
    for (const response of results.slice(6)) expect(response.statusCode, response.body).toBe(201);
    const photos = await listPhotos(headers);
    expect(photos).toHaveLength(16);
    expect(new Set(photos.map((photo) => photo.id)).size).toBe(16);
    expect(photos.map((photo) => photo.order)).toEqual(Array.from({ length: 16 }, (_, i) => i));
    await expectConsistent(owners);
  });
});

/** A raw connection that sends the request's head and the start of a file, then `trickle`s or stalls. */
function slowLoris(headers: Record<string, string>, trickle: boolean) {
  const body = multipart([pngPart('file', 'slow.png', Buffer.alloc(64 * 1024, 1))]);
  const head = [
    'POST /api/profiles/me/photos HTTP/1.1',
    `Host: 127.0.0.1:${port}`,
    `Authorization: ${headers.authorization}`,
    `Content-Type: ${body.headers['content-type']}`,
    `Content-Length: ${body.payload.length}`,
    '',
    '',
  ].join('\r\n');
  const started = Date.now();
  const socket = connect(port, '127.0.0.1');
  let received = '';
  let sent = 0;
  let timer: NodeJS.Timeout | undefined;
  socket.on('data', (chunk) => {
    received += String(chunk);
  });
  socket.on('error', () => {});
  socket.on('connect', () => {
    socket.write(head);
    // The multipart head and the first 1000 bytes of the file: the upload has begun.
    sent = body.payload.indexOf('\r\n\r\n') + 4 + 1000;
    socket.write(body.payload.subarray(0, sent));
    if (trickle)
      timer = setInterval(() => {
        if (sent < body.payload.length - 100) socket.write(body.payload.subarray(sent, ++sent));
      }, 200);
  });
  const closed = new Promise<{ afterMs: number; received: string }>((resolve) => {
    socket.on('close', () => {
      clearInterval(timer);
      resolve({ afterMs: Date.now() - started, received });
    });
  });
  // Safety net: the test fails on the timing assertion instead of hanging when nothing cuts it off.
  const giveUp = setTimeout(() => socket.destroy(), 15_000);
  return closed.finally(() => clearTimeout(giveUp));
}

describe('slow-loris uploads (UPLOAD_TIMEOUT_SECONDS=2)', () => {
  for (const [label, trickle] of [
    ['trickling one byte every 200 ms', true],
    ['stalled after the first kilobyte', false],
  ] as const) {
    it(`an upload ${label} is answered 408 and cut off; no scratch file, no row, the server stays responsive`, async () => {
      const headers = await talent();
      owners.push(headers);
      const result = await slowLoris(headers, trickle);
      // The timeout, plus at most one connection check (a quarter of it), plus slack for a busy machine.
      expect(result.afterMs).toBeGreaterThanOrEqual(UPLOAD_TIMEOUT_SECONDS * 1000 - 100);
      expect(result.afterMs).toBeLessThan(UPLOAD_TIMEOUT_SECONDS * 1000 * 1.25 + 2000);
      expect(result.received).toMatch(/^HTTP\/1\.1 408 /);
      expect(JSON.parse(result.received.slice(result.received.indexOf('\r\n\r\n') + 4))).toEqual({
        statusCode: 408,
        code: 'REQUEST_TIMEOUT',
        message: 'The request took too long to arrive. Please try again.',
      });
      expect(await scratchEmptied()).toEqual([]);
      const started = Date.now();
      const health = await fetch(`http://127.0.0.1:${port}/api/health`);
      expect(health.status).toBe(200);
      expect(Date.now() - started).toBeLessThan(1000);
      expect(await listPhotos(headers)).toEqual([]);
      await expectConsistent(owners);
    });
  }

  it('a request whose headers never finish is cut off too', async () => {
    const socket = connect(port, '127.0.0.1');
    const started = Date.now();
    socket.on('error', () => {});
    socket.on('connect', () => socket.write('POST /api/profiles/me/photos HTTP/1.1\r\nHost: x\r\n'));
    let received = '';
    socket.on('data', (chunk) => {
      received += String(chunk);
    });
    const afterMs = await new Promise<number>((resolve) => {
      const giveUp = setTimeout(() => socket.destroy(), 15_000);
      socket.on('close', () => {
        clearTimeout(giveUp);
        resolve(Date.now() - started);
      });
    });
    expect(afterMs).toBeLessThan(UPLOAD_TIMEOUT_SECONDS * 1000 * 1.25 + 2000);
    expect(received).toMatch(/^HTTP\/1\.1 408 /);
  });

  it('an upload at a normal pace is not affected by the timeout', async () => {
    const headers = await talent();
    owners.push(headers);
    const body = multipart([pngPart('file', 'ok.png')]);
    const response = await fetch(`http://127.0.0.1:${port}/api/profiles/me/photos`, {
      method: 'POST',
      headers: { ...headers, ...body.headers },
      body: body.payload,
    });
    expect(response.status).toBe(201);
    expect(await listPhotos(headers)).toHaveLength(1);
  });
});

describe('abandoned video upload', () => {
  it('a client that disconnects 5 MB into a video upload leaves no scratch file, no stored file, no row', async () => {
    const headers = await talent();
    owners.push(headers);
    const body = multipart([
      {
        name: 'file',
        filename: 'big.mp4',
        contentType: 'video/mp4',
        data: Buffer.alloc(40 * 1024 * 1024, 3),
      },
    ]);
    await abandonUpload({
      port,
      path: '/api/profiles/me/videos',
      headers,
      body,
      sentBytes: 5 * 1024 * 1024,
      waitMs: 200,
      // The scratch file exists while the upload streams in…
      beforeDisconnect: () => expect(scratchFiles().length).toBeGreaterThan(0),
    });
    // …and is gone once the server notices the disconnect.
    expect(await scratchEmptied()).toEqual([]);
    const videos = await t.app.inject({ method: 'GET', url: '/api/profiles/me/videos', headers });
    expect((videos.json() as { data: unknown[] }).data).toEqual([]);
    await expectConsistent(owners);
  });
});
