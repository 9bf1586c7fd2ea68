// Issue 30 point 1: one account once held 2 × 10,000 notice streams open and the process ran out
// of file descriptors. Streams are capped per user (the oldest closes), per address and overall
// (429, logged); health and sign-in keep answering. Real server on loopback, real sockets: each
// address below is a different loopback address the client binds to (Linux routes all of 127/8).

import { readdirSync } from 'node:fs';
import { type ClientRequest, type IncomingMessage, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, logCapture, register } from '../../test/test-app';

const PER_ADDRESS = 8;
const CEILING = 20;
const log = logCapture();
const t = buildTestApp({
  env: {
    LOG_LEVEL: 'warn',
    NOTICE_STREAMS_PER_IP: String(PER_ADDRESS),
    NOTICE_STREAMS_MAX: String(CEILING),
  },
  logStream: log.logStream,
});
let port: number;

beforeAll(async () => {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
});

interface OpenStream {
  status: number;
  body: string;
  /** Resolves when the server ended the response. */
  ended: Promise<void>;
  isEnded: () => boolean;
  /** Resolves with the next `event: unread` count. */
  nextUnread: () => Promise<number>;
  close: () => void;
}

const opened: ClientRequest[] = [];
afterAll(() => {
  for (const req of opened) req.destroy();
});

/**
 * Opens the stream as `accessToken` from `fromAddress`; resolves once the answer's head arrived and,
 * when served and `waitForCount`, the count sent on connect (so the server has it registered).
 */
function openStream(accessToken: string, fromAddress: string, waitForCount = true): Promise<OpenStream> {
  return new Promise((resolve, reject) => {
    const req = request({
      host: '127.0.0.1',
      port,
      path: '/api/notifications/stream',
      localAddress: fromAddress,
      headers: { authorization: `Bearer ${accessToken}` },
      agent: false,
    });
    opened.push(req);
    req.on('error', reject);
    req.on('response', (response: IncomingMessage) => {
      let body = '';
      let ended = false;
      const waiting: (() => void)[] = [];
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        body += chunk;
        for (const wake of waiting.splice(0)) wake();
      });
      const endedPromise = new Promise<void>((done) =>
        response.on('close', () => {
          ended = true;
          done();
          for (const wake of waiting.splice(0)) wake();
        }),
      );
      let seen = 0;
      const nextUnread = async (): Promise<number> => {
        const deadline = Date.now() + 5000;
        for (;;) {
          const counts = [...body.matchAll(/^event: unread\ndata: (\{.*\})$/gm)];
          if (counts.length > seen) {
            seen += 1;
            return (JSON.parse(counts[seen - 1]?.[1] ?? '{}') as { unread: number }).unread;
          }
          if (ended || Date.now() > deadline) throw new Error('no unread event');
          await new Promise<void>((wake) => {
            waiting.push(wake);
            setTimeout(wake, 200);
          });
        }
      };
      const stream: OpenStream = {
        status: response.statusCode ?? 0,
        get body() {
          return body;
        },
        ended: endedPromise,
        isEnded: () => ended,
        nextUnread,
        close: () => req.destroy(),
      };
      // A refusal's body is read whole; a stream may be taken as soon as it answered.
      if (stream.status !== 200) {
        response.on('end', () => resolve(stream));
        return;
      }
      if (!waitForCount) {
        resolve(stream);
        return;
      }
      void nextUnread().then(
        () => resolve(stream),
        (error: unknown) => reject(error),
      );
    });
    req.end();
  });
}

/** Fails instead of hanging when the server never ends a stream it should have. */
function within<T>(promise: Promise<T> | undefined, ms = 3000): Promise<T | undefined> {
  return Promise.race([
    promise,
    new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`not done within ${ms} ms`)), ms)),
  ]);
}

function warnings(): { msg: string; reason?: string; userId?: string; ip?: string; refused?: number }[] {
  return log.lines
    .flatMap((chunk) => chunk.split('\n'))
    .filter(Boolean)
    .map((line) => JSON.parse(line) as { level: number; msg: string })
    .filter((entry) => entry.level === 40);
}

describe('limits on notice streams', () => {
  it('one user opening 30 streams keeps the newest 5: each new one past 5 closes that user’s oldest', async () => {
    const { tokens } = await register(t.app);
    const streams: OpenStream[] = [];
    for (let i = 0; i < 30; i++) {
      const stream = await openStream(tokens.accessToken, '127.0.0.1');
      expect(stream.status).toBe(200);
      streams.push(stream);
      // The oldest of the six closes, at once, never a newer one.
      if (i >= 5) {
        await within(streams[i - 5]?.ended);
        expect(streams.slice(i - 4).every((open) => !open.isEnded())).toBe(true);
      }
    }
    const kept = streams.slice(-5);
    expect(streams.slice(0, 25).every((old) => old.isEnded())).toBe(true);
    expect(streams.slice(0, 25).every((old) => old.body.includes('event: replaced\n'))).toBe(true);
    // The five kept are alive: a change reaches each of them.
    const read = await t.app.inject({
      method: 'POST',
      url: '/api/notifications/read-all',
      headers: { authorization: `Bearer ${tokens.accessToken}` },
    });
    expect(read.statusCode).toBe(200);
    for (const stream of kept) expect(await stream.nextUnread()).toBe(0);
    for (const stream of kept) stream.close();
    await within(Promise.all(kept.map((stream) => stream.ended)));
  });

  it(`from one address, streams of several users stop at ${PER_ADDRESS} with 429 and a message, logged as a warning`, async () => {
    const users = await Promise.all([register(t.app), register(t.app), register(t.app)]);
    const [first, second, third] = users.map((user) => user.tokens.accessToken) as [string, string, string];
    const streams: OpenStream[] = [];
    for (let i = 0; i < 5; i++) streams.push(await openStream(first, '127.0.0.2'));
    for (let i = 0; i < 3; i++) streams.push(await openStream(second, '127.0.0.2'));
    expect(streams.map((stream) => stream.status)).toEqual(Array(8).fill(200));

    for (const token of [second, third, third]) {
      const refused = await openStream(token, '127.0.0.2');
      expect(refused.status).toBe(429);
      expect(JSON.parse(refused.body)).toEqual({
        statusCode: 429,
        code: 'TOO_MANY_REQUESTS',
        message: 'Too many live connections from this address. Close some tabs and try again.',
      });
    }
    // A user at their own cap still swaps their oldest for a new one: the address's count stays 8.
    const swapped = await openStream(first, '127.0.0.2');
    expect(swapped.status).toBe(200);
    await within(streams[0]?.ended);
    // Another address is not affected.
    const elsewhere = await openStream(third, '127.0.0.3');
    expect(elsewhere.status).toBe(200);

    const refusals = warnings().filter((entry) => entry.reason === 'address');
    expect(refusals.length).toBeGreaterThanOrEqual(1);
    expect(refusals[0]).toMatchObject({ msg: 'notice stream refused', ip: '127.0.0.2' });
    for (const stream of [...streams.slice(1), swapped, elsewhere]) stream.close();
    await within(Promise.all([...streams, swapped, elsewhere].map((stream) => stream.ended)));
  });

  it('a flood of 300 streams at once from one account leaves 5 open and no descriptor behind; the server answers', async () => {
    const { tokens, payload } = await register(t.app);
    const descriptorsBefore = readdirSync('/proc/self/fd').length;
    const flood = await Promise.all(
      Array.from({ length: 300 }, () => openStream(tokens.accessToken, '127.0.0.4', false)),
    );
    expect(flood.every((stream) => stream.status === 200)).toBe(true);
    await expect.poll(() => flood.filter((stream) => !stream.isEnded()).length).toBe(5);
    // Each replaced stream's connection is closed by the server, not kept alive: its descriptor is back.
    await expect.poll(() => readdirSync('/proc/self/fd').length - descriptorsBefore).toBeLessThan(30);

    const health = await fetch(`http://127.0.0.1:${port}/api/health`);
    expect(health.status).toBe(200);
    const login = await fetch(`http://127.0.0.1:${port}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: payload.email, password: payload.password }),
    });
    expect(login.status).toBe(200);
    const open = flood.filter((stream) => !stream.isEnded());
    for (const stream of open) stream.close();
    await within(Promise.all(open.map((stream) => stream.ended)));
  });

  it(`past ${CEILING} streams in all, new ones are refused 429 while health and sign-in still answer`, async () => {
    const streams: OpenStream[] = [];
    const users = await Promise.all(Array.from({ length: 5 }, () => register(t.app)));
    // 5 users × 4 streams, each user from an address of its own: under every per-user and per-address cap.
    for (const [index, user] of users.entries())
      for (let i = 0; i < 4; i++)
        streams.push(await openStream(user.tokens.accessToken, `127.0.1.${index + 1}`));
    expect(streams.map((stream) => stream.status)).toEqual(Array(CEILING).fill(200));

    const late = await register(t.app);
    const refused = await openStream(late.tokens.accessToken, '127.0.2.1');
    expect(refused.status).toBe(429);
    expect(JSON.parse(refused.body)).toEqual({
      statusCode: 429,
      code: 'TOO_MANY_REQUESTS',
      message: 'The server has too many live connections right now. Please try again in a few minutes.',
    });
    expect(warnings().some((entry) => entry.reason === 'server')).toBe(true);

    const started = Date.now();
    const health = await fetch(`http://127.0.0.1:${port}/api/health`);
    expect(health.status).toBe(200);
    const login = await fetch(`http://127.0.0.1:${port}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: late.payload.email, password: late.payload.password }),
    });
    expect(login.status).toBe(200);
    expect(Date.now() - started).toBeLessThan(2000);

    // A stream that ends makes room again.
    streams[0]?.close();
    await within(streams[0]?.ended);
    await expect.poll(async () => (await openStream(late.tokens.accessToken, '127.0.2.1')).status).toBe(200);
  });
});
