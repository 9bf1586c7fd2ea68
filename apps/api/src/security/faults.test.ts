import { mkdirSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { connect } from 'node:net';
import { join } from 'node:path';
import type { Photo } from '@talent/contract/media';
import { describe, expect, it } from 'vitest';
import {
  call,
  filesIn,
  inspectDatabase,
  json,
  type ServerProcess,
  serverTestBench,
  startServerProcess,
} from '../test/faults-server';
import { jpegWithGps, multipart, png } from '../test/media-test-files';
import { bearer, createTestApp, register, registration } from '../test/test-app';

/**
 * Faults (ticket part 5), on the real server process as an operator runs it: `kill -9` in the middle of
 * a batch of writes and of uploads, then a restart on the same DATA_DIR; and SIGTERM under load.
 *
 * The kill -9 tests are SQLite only: they kill the process that owns the database file and then inspect
 * that file. PostgreSQL's crash safety is the database server's, not this process's, so under
 * TEST_DATABASE_URL (the PostgreSQL pass of scripts/test.sh) they are not registered at all; the
 * SIGTERM test runs on both.
 */

const bench = serverTestBench('talent-faults-');

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function registerUser(base: string) {
  const payload = registration();
  const response = await call(base, 'POST', '/api/auth/register', payload);
  expect(response.status).toBe(201);
  const { accessToken } = (await json<{ data: { accessToken: string } }>(response)).data;
  return { email: payload.email, password: payload.password, accessToken };
}

async function kill9(server: ServerProcess) {
  server.child.kill('SIGKILL');
  expect((await server.exited).signal).toBe('SIGKILL');
}

/** SIGTERM: the server drains and exits 0, as `systemctl stop` would have it. */
async function stopGracefully(server: ServerProcess) {
  server.child.kill('SIGTERM');
  expect((await server.exited).code, server.output()).toBe(0);
}

const db = (dir: string) => join(dir, 'talent-portal.db');
const mediaDir = (dir: string) => join(dir, 'media', 'profiles');
const scratchDir = (dir: string) => join(dir, 'upload-tmp');

/** Keys every photo and video row points at, and rows whose files are missing on disk. */
function mediaConsistency(dir: string) {
  const { integrity, foreignKeys, rows } = inspectDatabase(db(dir), {
    photos: 'select original_key, display_key, thumbnail_key from photos',
    videos: 'select original_key, thumbnail_key from videos',
  });
  const referenced = new Set(
    [...(rows.photos ?? []), ...(rows.videos ?? [])].flatMap(
      (row) => Object.values(row as object) as string[],
    ),
  );
  const files = filesIn(mediaDir(dir));
  return {
    integrity,
    foreignKeys,
    rows: (rows.photos?.length ?? 0) + (rows.videos?.length ?? 0),
    unreferencedFiles: files.filter((name) => !referenced.has(name)),
    missingFiles: [...referenced].filter((key) => !files.includes(key)),
  };
}

if (!process.env.TEST_DATABASE_URL) {
  describe('kill -9 during a batch of writes', () => {
    it('after a restart the database is intact, every acknowledged write is there, no half-written rows', async () => {
      const dir = bench.dataDir();
      const first = startServerProcess(dir);
      const base = await first.url;
      const owner = await registerUser(base);

      // Eight clients writing as fast as they can: skills on one profile, and new accounts.
      const acknowledgedSkills: string[] = [];
      const acknowledgedUsers: { email: string; password: string }[] = [];
      let failures = 0;
      let stop = false;
      const client = async (worker: number) => {
        for (let i = 0; !stop; i++) {
          const name = `instrument-${worker}-${i}`;
          try {
            if (i % 3 === 2) {
              const payload = registration();
              const response = await call(base, 'POST', '/api/auth/register', payload);
              if (response.status === 201) acknowledgedUsers.push(payload);
            } else {
              const response = await call(
                base,
                'POST',
                '/api/skills/instrument',
                { instrument: name, level: 'AMATEUR' },
                owner.accessToken,
              );
              if (response.status === 201) acknowledgedSkills.push(name);
            }
          } catch {
            failures += 1; // the connection died with the server: not acknowledged
            return;
          }
        }
      };
      const clients = Array.from({ length: 8 }, (_, worker) => client(worker));
      while (acknowledgedSkills.length < 60 && first.child.exitCode === null) await sleep(10);
      await kill9(first);
      stop = true;
      await Promise.all(clients);
      // Writes were in flight when the process died: their clients saw the connection fail.
      expect(failures).toBeGreaterThan(0);

      const checked = inspectDatabase(db(dir), {
        talentsWithoutProfile:
          "select u.id from users u left join talent_profiles p on p.user_id = u.id and p.child_id is null where u.role = 'TALENT' and p.id is null",
        skillsOfMissingProfiles:
          'select s.id from instruments s left join talent_profiles p on p.id = s.talent_profile_id where p.id is null',
      });
      expect(checked.integrity).toBe('ok');
      expect(checked.foreignKeys).toEqual([]);
      expect(checked.rows).toEqual({ talentsWithoutProfile: [], skillsOfMissingProfiles: [] });

      const second = startServerProcess(dir);
      const again = await second.url;
      const profile = await call(again, 'GET', '/api/profiles/me', undefined, owner.accessToken);
      expect(profile.status).toBe(200);
      const stored = (
        await json<{ data: { instruments: { instrument: string }[] } }>(profile)
      ).data.instruments.map((skill) => skill.instrument);
      expect(stored).toEqual(expect.arrayContaining(acknowledgedSkills));
      // No duplicates, and nothing but what the clients sent (an unacknowledged write may or may not be there).
      expect(new Set(stored).size).toBe(stored.length);
      for (const name of stored) expect(name).toMatch(/^instrument-\d+-\d+$/);
      for (const user of acknowledgedUsers.slice(0, 5)) {
        const login = await call(again, 'POST', '/api/auth/login', {
          email: user.email,
          password: user.password,
        });
        expect(login.status, user.email).toBe(200);
      }
      await stopGracefully(second);
    }, 40_000);
  });

  describe('kill -9 during uploads', () => {
    it('after a restart: no scratch file, no media file without a row, no row without its files; finished uploads kept', async () => {
      const dir = bench.dataDir();
      const first = startServerProcess(dir);
      const base = await first.url;
      const { accessToken } = await registerUser(base);
      const auth = { authorization: `Bearer ${accessToken}` };
      const upload = (path: string, body: ReturnType<typeof multipart>) =>
        fetch(`${base}${path}`, {
          method: 'POST',
          headers: { ...auth, ...body.headers },
          body: body.payload,
        });

      const kept = await upload(
        '/api/profiles/me/photos',
        multipart([photoPart(await png(40, 40), 'kept.png')]),
      );
      expect(kept.status).toBe(201);
      const keptPhoto = (await json<{ data: Photo }>(kept)).data;

      // A video streaming in slowly (the scratch file grows), and photo uploads being processed
      // (variants made, files renamed into the media folder, rows inserted) when the process dies.
      const video = slowVideoUpload(base, accessToken);
      const photo = await jpegWithGps(2000, 1500);
      const photos = Array.from({ length: 6 }, () =>
        upload(
          '/api/profiles/me/photos/bulk',
          multipart(Array.from({ length: 4 }, () => photoPart(photo, 'p.jpg', 'files'))),
        ).then(
          (response) => response.status,
          () => 0,
        ),
      );
      for (let i = 0; i < 500 && filesIn(scratchDir(dir)).length === 0; i++) await sleep(10);
      await sleep(150);
      expect(filesIn(scratchDir(dir)).length).toBeGreaterThan(0);
      await kill9(first);
      const statuses = await Promise.all(photos);
      await video;

      // What the crash left: the next start must clean it up (and it also removes an orphan a kill
      // between a file's rename and its row's insert would leave, planted here to be sure).
      mkdirSync(mediaDir(dir), { recursive: true });
      writeFileSync(join(mediaDir(dir), '00000000-0000-0000-0000-000000000000-original.jpg'), 'orphan');
      writeFileSync(join(mediaDir(dir), '.tmp-abandoned'), 'half a file');
      expect(filesIn(scratchDir(dir)).length).toBeGreaterThan(0);

      const second = startServerProcess(dir);
      const again = await second.url;
      expect(filesIn(scratchDir(dir))).toEqual([]);
      const state = mediaConsistency(dir);
      expect(state.integrity).toBe('ok');
      expect(state.foreignKeys).toEqual([]);
      expect(state.unreferencedFiles).toEqual([]);
      expect(state.missingFiles).toEqual([]);

      const list = await fetch(`${again}/api/profiles/me/photos`, { headers: auth });
      const listed = (await json<{ data: Photo[] }>(list)).data;
      // The acknowledged upload and every upload answered 201 before the kill are there, whole.
      expect(listed.map((p) => p.id)).toContain(keptPhoto.id);
      expect(listed.length).toBeGreaterThanOrEqual(
        1 + 4 * statuses.filter((status) => status === 201).length,
      );
      expect(listed.map((p) => p.order)).toEqual([...listed.map((p) => p.order)].sort((a, b) => a - b));
      for (const url of [keptPhoto.originalUrl, keptPhoto.displayUrl, keptPhoto.thumbnailUrl])
        expect((await fetch(`${again}${url}`)).status).toBe(200);
      const videos = await fetch(`${again}/api/profiles/me/videos`, { headers: auth });
      expect((await json<{ data: unknown[] }>(videos)).data).toEqual([]);
      await stopGracefully(second);
    }, 40_000);
  });
}

// On SQLite, and on PostgreSQL in its pass (a schema of its own): the drain is the process's.
describe('SIGTERM under load', () => {
  it('in-flight requests and an upload finish, new connections are refused, the process exits 0', async () => {
    const dir = bench.dataDir();
    const database = (await bench.database()).env;
    // LOG_LEVEL=info: the request log shows what the server took in and answered.
    const server = startServerProcess(dir, { ...database, LOG_LEVEL: 'info' });
    const base = await server.url;
    const { accessToken } = await registerUser(base);
    const auth = { authorization: `Bearer ${accessToken}` };

    // An upload sent over ~1.5 s: certainly in flight when the signal comes.
    const body = multipart([
      photoPart(Buffer.concat([await jpegWithGps(800, 600), Buffer.alloc(2 * 1024 * 1024)]), 'big.jpg'),
    ]);
    const uploadDone = paced(base, '/api/profiles/me/photos', auth, body, 15, 100);
    for (let i = 0; i < 500 && filesIn(scratchDir(dir)).length === 0; i++) await sleep(10);
    expect(filesIn(scratchDir(dir)).length).toBeGreaterThan(0);

    // 50 requests at once, then the signal while they are being served.
    const burst = Array.from({ length: 50 }, () =>
      fetch(`${base}/api/castings?pageSize=50`, { headers: auth }).then(
        async (response) => ({ status: response.status, body: await response.text() }),
        (error: Error & { cause?: { code?: string } }) => ({
          status: 0,
          body: error.cause?.code ?? error.message,
        }),
      ),
    );
    await sleep(5);
    server.child.kill('SIGTERM');
    await sleep(300);
    // The listening socket is closed: a new client is refused at once (or, on a connection still
    // open, answered 503 in the error shape), never left hanging.
    const late = await fetch(`${base}/api/health`, { signal: AbortSignal.timeout(2000) }).then(
      async (response) => `HTTP ${response.status} ${await response.text()}`,
      (error: Error & { cause?: { code?: string } }) => error.cause?.code ?? error.name,
    );
    if (late.startsWith('HTTP 503 '))
      expect(JSON.parse(late.slice(9))).toMatchObject({ statusCode: 503, code: 'SERVICE_UNAVAILABLE' });
    else expect(late).toBe('ECONNREFUSED');

    const results = await Promise.all(burst);
    for (const result of results) {
      // Answered whole (200, or 503 in the error shape if it arrived during the close), or never taken
      // in (refused, or reset before the server read it: see below). Never cut off mid-response:
      // a body that fails to arrive would reject `burst`.
      if (result.status === 0) expect(['ECONNREFUSED', 'ECONNRESET']).toContain(result.body);
      else if (result.status === 503)
        expect(JSON.parse(result.body)).toMatchObject({ statusCode: 503, code: 'SERVICE_UNAVAILABLE' });
      else {
        expect(result.status).toBe(200);
        expect(JSON.parse(result.body)).toHaveProperty('meta');
      }
    }
    expect(results.filter((result) => result.status === 200).length).toBeGreaterThan(0);
    const uploaded = await uploadDone;
    expect(uploaded.status, uploaded.body).toBe(201);
    expect((await server.exited).code, server.output()).toBe(0);

    // The operator's view (request log): every request the server took in was answered, and the
    // clients got exactly those answers; the others never reached it.
    const log = server
      .output()
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as { reqId?: string; msg: string; req?: { url: string } });
    const incoming = log.filter((entry) => entry.msg === 'incoming request');
    const completed = new Set(
      log.filter((entry) => entry.msg === 'request completed').map((entry) => entry.reqId),
    );
    expect(incoming.filter((entry) => !completed.has(entry.reqId))).toEqual([]);
    const castingsTakenIn = incoming.filter((entry) => entry.req?.url.startsWith('/api/castings')).length;
    expect(results.filter((result) => result.status !== 0)).toHaveLength(castingsTakenIn);

    // The upload answered 201 is really stored (read back after a restart), with exactly its files,
    // and nothing of it is left in scratch.
    expect(filesIn(scratchDir(dir))).toEqual([]);
    const photo = (JSON.parse(uploaded.body) as { data: Photo }).data;
    const restarted = startServerProcess(dir, database);
    const again = await restarted.url;
    const list = await fetch(`${again}/api/profiles/me/photos`, { headers: auth });
    expect((await json<{ data: Photo[] }>(list)).data.map((p) => p.id)).toEqual([photo.id]);
    const keys = [photo.originalUrl, photo.displayUrl, photo.thumbnailUrl].map((url) =>
      url.slice(url.lastIndexOf('/') + 1),
    );
    expect(filesIn(mediaDir(dir)).sort()).toEqual(keys.sort());
    await stopGracefully(restarted);
  }, 40_000);
});

describe('graceful close, step by step', () => {
  it('a request in flight when the close begins is answered whole with Connection: close, and the close does not wait for the client', async () => {
    const t = await createTestApp();
    try {
      const { tokens } = await register(t.app);
      const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
      const body = multipart([photoPart(await png(30, 30), 'inflight.png')]);
      const socket = connect(Number(new URL(address).port), '127.0.0.1');
      let received = '';
      socket.on('data', (chunk) => {
        received += String(chunk);
      });
      const ended = new Promise<void>((resolve) => socket.on('close', () => resolve()));
      await new Promise<void>((resolve) => socket.on('connect', resolve));
      // A keep-alive HTTP/1.1 request, its body held back until the close has begun.
      socket.write(
        `POST /api/profiles/me/photos HTTP/1.1\r\nHost: x\r\nAuthorization: ${bearer(tokens.accessToken).authorization}\r\n` +
          `Content-Type: ${body.headers['content-type']}\r\nContent-Length: ${body.payload.length}\r\n\r\n`,
      );
      socket.write(body.payload.subarray(0, 100));
      await sleep(200);
      const started = Date.now();
      const closed = t.app.close();
      await sleep(100);
      socket.write(body.payload.subarray(100));
      await closed;
      // Without Connection: close the finished keep-alive connection would hold the close open until
      // the client left or keepAliveTimeout (72 s) passed, beyond the shutdown's 10 s limit.
      expect(Date.now() - started).toBeLessThan(3000);
      await ended;
      expect(received).toMatch(/^HTTP\/1\.1 201 /);
      expect(received.toLowerCase()).toContain('\r\nconnection: close\r\n');
    } finally {
      await t.close().catch(() => {});
    }
  });
});

function photoPart(data: Buffer, filename: string, name = 'file') {
  const contentType = filename.endsWith('.png')
    ? 'image/png'
    : filename.endsWith('.mp4')
      ? 'video/mp4'
      : 'image/jpeg';
  return { name, filename, contentType, data };
}

/** Sends `body` in `chunks` pieces, `everyMs` apart; resolves with the answer, or status 0 when cut. */
function paced(
  base: string,
  path: string,
  headers: Record<string, string>,
  body: ReturnType<typeof multipart>,
  chunks: number,
  everyMs: number,
) {
  const { port } = new URL(base);
  return new Promise<{ status: number; body: string }>((resolve) => {
    const req = httpRequest({
      host: '127.0.0.1',
      port,
      method: 'POST',
      path,
      headers: { ...headers, ...body.headers, 'content-length': body.payload.length },
    });
    req.on('response', (response) => {
      let text = '';
      response.on('data', (chunk: Buffer) => {
        text += String(chunk);
      });
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text }));
      response.on('error', () => resolve({ status: 0, body: text }));
    });
    req.on('error', (error) => resolve({ status: 0, body: error.message }));
    const size = Math.ceil(body.payload.length / chunks);
    let sent = 0;
    const next = () => {
      if (req.destroyed) return;
      const piece = body.payload.subarray(sent, sent + size);
      sent += piece.length;
      if (sent >= body.payload.length) req.end(piece);
      else req.write(piece, () => setTimeout(next, everyMs));
    };
    next();
  });
}

/** A 50 MB "video" streamed at ~10 MB/s: in flight for seconds; resolves when its connection ends. */
function slowVideoUpload(base: string, accessToken: string) {
  const body = multipart([photoPart(Buffer.alloc(50 * 1024 * 1024, 5), 'clip.mp4')]);
  return paced(base, '/api/profiles/me/videos', { authorization: `Bearer ${accessToken}` }, body, 500, 10);
}
