// Resumable video uploads over tus 1.0.0 (issue 22 point 2, DESIGN §9), on the real listening server:
// a connection cut mid-upload resumes where the server stopped and the bytes match; an upload is its
// creator's alone; the size limit answers 413 with the product's message; an abandoned upload goes.
import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { join } from 'node:path';
import { MEDIA_MESSAGES, type Video } from '@talent/contract/media';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mp4 } from '../../test/media-test-files';
import { bearer, buildTestApp, createTestApp, register, staffAccount } from '../../test/test-app';

const t = buildTestApp({ env: { VIDEO_MAX_MB: '2', UPLOADS_PER_HOUR: '5' } });
const client = staffAccount(t, 'CLIENT');
let base: string;

beforeAll(async () => {
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
});

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** One raw HTTP request; `cutAfter` sends only that many body bytes, then drops the connection. */
function send(
  method: string,
  path: string,
  headers: Record<string, string>,
  body?: Buffer,
  cutAfter?: number,
): Promise<Answer | 'cut'> {
  return new Promise((resolve, reject) => {
    const url = new URL(path, base);
    const request = httpRequest(
      {
        method,
        host: url.hostname,
        port: url.port,
        path: url.pathname,
        headers: { 'Tus-Resumable': '1.0.0', ...headers },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks).toString(),
          }),
        );
      },
    );
    request.on('error', (error) => (cutAfter === undefined ? reject(error) : resolve('cut')));
    if (!body) return request.end();
    if (cutAfter === undefined) return request.end(body);
    request.write(body.subarray(0, cutAfter), () => {
      // Let the server take the bytes in, then drop the connection as a lost network would.
      setTimeout(() => {
        request.destroy();
        resolve('cut');
      }, 300);
    });
  });
}

const answer = async (promise: Promise<Answer | 'cut'>) => {
  const result = await promise;
  if (result === 'cut') throw new Error('unexpected cut');
  return result;
};

async function create(token: string, length: number): Promise<string> {
  const created = await answer(
    send('POST', '/api/uploads', {
      ...bearer(token),
      'Upload-Length': String(length),
      'Upload-Metadata': `filename ${Buffer.from('proba.mp4').toString('base64')},filetype ${Buffer.from('video/mp4').toString('base64')}`,
    }),
  );
  expect(created.status, created.body).toBe(201);
  const location = created.headers.location as string;
  expect(location).toMatch(/^\/api\/uploads\/[A-Za-z0-9_-]+$/);
  return location;
}

const offsetOf = async (location: string, token: string) => {
  const head = await answer(send('HEAD', location, bearer(token)));
  expect(head.status).toBe(200);
  return Number(head.headers['upload-offset']);
};

const patch = (location: string, token: string, offset: number, bytes: Buffer, cutAfter?: number) =>
  send(
    'PATCH',
    location,
    {
      ...bearer(token),
      'Upload-Offset': String(offset),
      'Content-Type': 'application/offset+octet-stream',
      'Content-Length': String(bytes.length),
    },
    bytes,
    cutAfter,
  );

const fromUpload = (token: string, uploadId: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/profiles/me/videos/from-upload',
    headers: bearer(token),
    payload: { uploadId, title: 'Self-tape' },
  });

describe('tus uploads', () => {
  it('a connection cut at 50 % resumes where the server stopped; the bytes match; the video converts', async () => {
    const { tokens } = await register(t.app);
    const video = mp4();
    const location = await create(tokens.accessToken, video.length);
    const half = Math.floor(video.length / 2);
    expect(await patch(location, tokens.accessToken, 0, video, half)).toBe('cut');

    const offset = await offsetOf(location, tokens.accessToken);
    expect(offset).toBeGreaterThan(0);
    expect(offset).toBeLessThanOrEqual(half);
    const rest = await answer(patch(location, tokens.accessToken, offset, video.subarray(offset)));
    expect(rest.status, rest.body).toBe(204);
    expect(await offsetOf(location, tokens.accessToken)).toBe(video.length);

    const id = location.split('/').pop() as string;
    const stored = join(t.config.dataDir, 'resumable-uploads', id);
    expect(readFileSync(stored).equals(video)).toBe(true);

    const made = await fromUpload(tokens.accessToken, id);
    expect(made.statusCode, made.body).toBe(201);
    expect((made.json() as { data: Video }).data).toMatchObject({
      title: 'Self-tape',
      processingStatus: 'PROCESSING',
    });
    expect(existsSync(stored)).toBe(false);
    await t.app.jobs.settled(60_000);
    const list = await t.app.inject({ url: '/api/profiles/me/videos', headers: bearer(tokens.accessToken) });
    expect((list.json() as { data: Video[] }).data[0]?.processingStatus).toBe('READY');
    // Used once: the same id is gone.
    expect((await fromUpload(tokens.accessToken, id)).statusCode).toBe(404);
  });

  it("an upload is its creator's: another talent, staff and nobody get 404, 403 and 401", async () => {
    const owner = await register(t.app);
    const stranger = await register(t.app);
    const location = await create(owner.tokens.accessToken, 1000);
    const id = location.split('/').pop() as string;
    expect((await answer(send('HEAD', location, bearer(stranger.tokens.accessToken)))).status).toBe(404);
    const stolen = await answer(patch(location, stranger.tokens.accessToken, 0, randomBytes(100)));
    expect(stolen.status).toBe(404);
    expect(JSON.parse(stolen.body).message).toBe(MEDIA_MESSAGES.uploadNotFound);
    expect((await fromUpload(stranger.tokens.accessToken, id)).statusCode).toBe(404);
    expect((await answer(send('HEAD', location, bearer(client.tokens.accessToken)))).status).toBe(403);
    expect((await answer(send('HEAD', location, {}))).status).toBe(401);
    expect((await answer(send('POST', '/api/uploads', { 'Upload-Length': '10' }))).status).toBe(401);
    expect(await offsetOf(location, owner.tokens.accessToken)).toBe(0);
  });

  it('refuses an upload over VIDEO_MAX_MB with 413 and the limit in words; an unfinished one is 409', async () => {
    const { tokens } = await register(t.app);
    const tooBig = await answer(
      send('POST', '/api/uploads', {
        ...bearer(tokens.accessToken),
        'Upload-Length': String(3 * 1024 * 1024),
      }),
    );
    expect(tooBig.status).toBe(413);
    expect(JSON.parse(tooBig.body).message).toBe('Fișierul este prea mare. Dimensiunea maximă este 2MB.');

    const location = await create(tokens.accessToken, 5000);
    await answer(patch(location, tokens.accessToken, 0, randomBytes(1000)));
    const early = await fromUpload(tokens.accessToken, location.split('/').pop() as string);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(MEDIA_MESSAGES.uploadIncomplete);
  });

  it('a finished upload that is not a video is refused by its bytes and removed', async () => {
    const { tokens } = await register(t.app);
    const bytes = Buffer.from('this is not a video at all, just text pretending to be one');
    const location = await create(tokens.accessToken, bytes.length);
    expect((await answer(patch(location, tokens.accessToken, 0, bytes))).status).toBe(204);
    const refused = await fromUpload(tokens.accessToken, location.split('/').pop() as string);
    expect(refused.statusCode).toBe(415);
    expect(refused.json().message).toBe(MEDIA_MESSAGES.videoTypeNotAllowed);
  });
});

describe('starting uploads', () => {
  it('one user may start UPLOADS_PER_HOUR uploads an hour (429 after), counted per user, not per address', async () => {
    const busy = await register(t.app);
    const other = await register(t.app);
    for (let index = 0; index < 5; index++) await create(busy.tokens.accessToken, 100);
    const refused = await answer(
      send('POST', '/api/uploads', { ...bearer(busy.tokens.accessToken), 'Upload-Length': '100' }),
    );
    expect(refused.status).toBe(429);
    expect(JSON.parse(refused.body).code).toBe('TOO_MANY_REQUESTS');
    // Another talent from the same address is not held back.
    await create(other.tokens.accessToken, 100);
  });
});

describe("a user's open uploads (issue 30 point 5)", () => {
  const MB = 1024 * 1024;
  const start = (token: string, length: number) =>
    answer(send('POST', '/api/uploads', { ...bearer(token), 'Upload-Length': String(length) }));

  it('hold at most OPEN_UPLOADS_MAX_MB declared (2 × VIDEO_MAX_MB): more is 413 in words; a cancelled one frees its share', async () => {
    const { tokens } = await register(t.app);
    const first = await create(tokens.accessToken, 1.5 * MB);
    await create(tokens.accessToken, 1.5 * MB);
    const refused = await start(tokens.accessToken, 1.5 * MB);
    expect(refused.status).toBe(413);
    expect(JSON.parse(refused.body)).toEqual({
      statusCode: 413,
      code: 'OPEN_UPLOADS_LIMIT',
      message: MEDIA_MESSAGES.openUploadsFull.replace('{open}', '3').replace('{max}', '4'),
    });
    // Another talent is not held back by this one's uploads.
    await create((await register(t.app)).tokens.accessToken, 1.5 * MB);
    // Cancelling one (tus termination) gives its bytes back.
    expect((await answer(send('DELETE', first, bearer(tokens.accessToken)))).status).toBe(204);
    await create(tokens.accessToken, 1.5 * MB);
  });

  it('an upload whose length comes later counts as VIDEO_MAX_MB', async () => {
    const { tokens } = await register(t.app);
    await create(tokens.accessToken, 1.5 * MB);
    await create(tokens.accessToken, 1 * MB);
    const deferred = await answer(
      send('POST', '/api/uploads', { ...bearer(tokens.accessToken), 'Upload-Defer-Length': '1' }),
    );
    expect(deferred.status).toBe(413);
    expect(JSON.parse(deferred.body).code).toBe('OPEN_UPLOADS_LIMIT');
    // 1.5 MB declared still fits (4 MB in all): the deferred one was counted as 2 MB.
    await create(tokens.accessToken, 1.5 * MB);
  });
});

describe('free disk', () => {
  const low = { app: undefined as Awaited<ReturnType<typeof createTestApp>> | undefined };
  afterAll(async () => {
    await low.app?.close();
  });

  it('below UPLOAD_MIN_FREE_MB (after the new upload), a new upload is refused with 507 and nothing is written', async () => {
    // A floor of 1 EB: no disk has that much free.
    low.app = await createTestApp({ env: { UPLOAD_MIN_FREE_MB: String(1024 ** 4) } });
    const app = low.app.app;
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const { tokens } = await register(app);
    const refused = await fetch(`${address}/api/uploads`, {
      method: 'POST',
      headers: { 'Tus-Resumable': '1.0.0', 'Upload-Length': '1000', ...bearer(tokens.accessToken) },
    });
    expect(refused.status).toBe(507);
    expect(await refused.json()).toEqual({
      statusCode: 507,
      code: 'INSUFFICIENT_STORAGE',
      message: MEDIA_MESSAGES.storageFull,
    });
    const dir = join(low.app.config.dataDir, 'resumable-uploads');
    expect(existsSync(dir) ? readdirSync(dir) : []).toEqual([]);
  });
});

describe('stalled uploads', () => {
  const quick = { app: undefined as Awaited<ReturnType<typeof createTestApp>> | undefined };
  afterAll(async () => {
    await quick.app?.close();
  });

  it('go once UPLOAD_STALL_MINUTES pass without bytes, long before UPLOAD_EXPIRY_HOURS; one still sending stays', async () => {
    // 3 s without a byte is a stall here (a request may last at most 2 s, so none is cut mid-way).
    quick.app = await createTestApp({
      env: { UPLOAD_STALL_MINUTES: '0.05', UPLOAD_TIMEOUT_SECONDS: '2', UPLOAD_EXPIRY_HOURS: '24' },
    });
    const app = quick.app.app;
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const { tokens } = await register(app);
    const headers = { 'Tus-Resumable': '1.0.0', ...bearer(tokens.accessToken) };
    const open = async () => {
      const created = await fetch(`${address}/api/uploads`, {
        method: 'POST',
        headers: { ...headers, 'Upload-Length': '100000' },
      });
      expect(created.status).toBe(201);
      return (created.headers.get('location') as string).split('/').pop() as string;
    };
    const stalled = await open();
    const sending = await open();
    const fileOf = (id: string) => join(quick.app?.config.dataDir as string, 'resumable-uploads', id);
    const openRows = () => app.db.selectFrom('resumable_uploads').select('id').orderBy('id').execute();
    expect((await openRows()).length).toBe(2);

    // `sending` gets 1000 bytes every 500 ms; `stalled` nothing after its creation.
    let offset = 0;
    const deadline = Date.now() + 15_000;
    while (existsSync(fileOf(stalled)) && Date.now() < deadline) {
      const sent = await fetch(`${address}/api/uploads/${sending}`, {
        method: 'PATCH',
        headers: {
          ...headers,
          'Upload-Offset': String(offset),
          'Content-Type': 'application/offset+octet-stream',
        },
        body: randomBytes(1000),
      });
      expect(sent.status).toBe(204);
      offset += 1000;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    expect(existsSync(fileOf(stalled))).toBe(false);
    expect(existsSync(fileOf(sending))).toBe(true);
    // The stalled one's share is given back; the other still counts.
    expect(await openRows()).toEqual([{ id: sending }]);
  }, 30_000);
});

describe('abandoned uploads', () => {
  const short = { app: undefined as Awaited<ReturnType<typeof createTestApp>> | undefined };
  afterAll(async () => {
    await short.app?.close();
  });

  it('are removed once UPLOAD_EXPIRY_HOURS has passed', async () => {
    short.app = await createTestApp({ env: { UPLOAD_EXPIRY_HOURS: '0.001' } });
    const app = short.app.app;
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const { tokens } = await register(app);
    const created = await fetch(`${address}/api/uploads`, {
      method: 'POST',
      headers: { 'Tus-Resumable': '1.0.0', 'Upload-Length': '1000', ...bearer(tokens.accessToken) },
    });
    expect(created.status).toBe(201);
    const id = (created.headers.get('location') as string).split('/').pop() as string;
    const file = join(short.app.config.dataDir, 'resumable-uploads', id);
    expect(existsSync(file)).toBe(true);
    await expect.poll(() => existsSync(file), { timeout: 15_000, interval: 250 }).toBe(false);
  }, 30_000);
});
