// Issue 21 points 3 and 6: the bell's live count. A status move reaches the talent's open stream
// (server-sent events) within 5 seconds, with the default job polling, through the real server.
import type { AddressInfo } from 'node:net';
import { beforeAll, describe, expect, it } from 'vitest';
import { moveApplication, newApplicant } from '../../test/application-helpers';
import { bearer, buildTestApp, createCasting, register, staffAccount } from '../../test/test-app';

const t = buildTestApp();
const client = staffAccount(t, 'CLIENT');
let base: string;

beforeAll(async () => {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});

/** An `event: unread` frame: unread notices, and unread messages in the reader's threads (DESIGN §14). */
type Unread = { unread: number; messages: number };

/** Reads `event: unread` frames from an open stream. */
function eventsOf(body: ReadableStream<Uint8Array>) {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  return {
    async next(timeoutMs: number): Promise<Unread> {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const frames = buffer.split('\n\n');
        buffer = frames.pop() ?? '';
        for (const frame of frames) {
          const data = /^event: unread\ndata: (.*)$/m.exec(frame);
          if (data?.[1]) {
            buffer = [...frames.slice(frames.indexOf(frame) + 1), buffer].join('\n\n');
            return JSON.parse(data[1]) as Unread;
          }
        }
        const left = deadline - Date.now();
        if (left <= 0) throw new Error('no unread event in time');
        const chunk = await Promise.race([
          reader.read(),
          new Promise<never>((_, reject) =>
            setTimeout(() => reject(new Error('no unread event in time')), left),
          ),
        ]);
        if (chunk.done) throw new Error('the stream ended');
        buffer += decoder.decode(chunk.value, { stream: true });
      }
    },
    /** Reads frames until one matches, within `timeoutMs` from now: that frame. */
    async until(timeoutMs: number, matches: (event: Unread) => boolean): Promise<Unread> {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const event = await this.next(deadline - Date.now());
        if (matches(event)) return event;
      }
    },
    close: () => reader.cancel(),
  };
}

describe('GET /api/notifications/stream', () => {
  it('needs a signed-in user', async () => {
    const response = await fetch(`${base}/api/notifications/stream`);
    expect(response.status).toBe(401);
    expect(((await response.json()) as { code: string }).code).toBe('UNAUTHORIZED');
  });

  it('sends the unread count on connect, and the new count within 5 s of a status move', async () => {
    const casting = await createCasting(t.app, client.tokens.accessToken);
    const { token, applicationId } = await newApplicant(t, casting.id);

    const response = await fetch(`${base}/api/notifications/stream`, { headers: bearer(token) });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('no-cache, no-transform');
    const events = eventsOf(response.body!);
    try {
      expect(await events.next(5000)).toEqual({ unread: 0, messages: 0 });
      const movedAt = Date.now();
      const moved = await moveApplication(t, client.tokens.accessToken, applicationId, {
        status: 'SHORTLISTED',
      });
      expect(moved.statusCode).toBe(200);
      expect(await events.next(5000)).toEqual({ unread: 1, messages: 0 });
      expect(Date.now() - movedAt).toBeLessThan(5000);

      // Reading it elsewhere (another tab) updates this one too.
      const read = await t.app.inject({
        method: 'POST',
        url: '/api/notifications/read-all',
        headers: bearer(token),
      });
      expect(read.statusCode).toBe(200);
      expect(await events.next(5000)).toEqual({ unread: 0, messages: 0 });
    } finally {
      await events.close();
    }
  });

  it('raises the unread messages within 5 s of a new message, and lowers them when the thread is read', async () => {
    const casting = await createCasting(t.app, client.tokens.accessToken);
    const { token, applicationId } = await newApplicant(t, casting.id);
    const opened = await t.app.inject({
      url: `/api/studio/applications/${applicationId}/conversation`,
      headers: bearer(client.tokens.accessToken),
    });
    expect(opened.statusCode, opened.body).toBe(200);
    const threadId = (opened.json() as { data: { id: string } }).data.id;

    const response = await fetch(`${base}/api/notifications/stream`, { headers: bearer(token) });
    expect(response.status).toBe(200);
    const events = eventsOf(response.body!);
    try {
      expect(await events.next(5000)).toEqual({ unread: 0, messages: 0 });
      const sentAt = Date.now();
      const sent = await t.app.inject({
        method: 'POST',
        url: `/api/studio/conversations/${threadId}/messages`,
        headers: bearer(client.tokens.accessToken),
        payload: { text: 'Ești disponibil joi la 10?' },
      });
      expect(sent.statusCode, sent.body).toBe(201);
      // The message counts at once; its notice (MESSAGE) follows from the job.
      expect(await events.until(5000, (event) => event.messages === 1)).toMatchObject({ messages: 1 });
      expect(Date.now() - sentAt).toBeLessThan(5000);
      await events.until(5000, (event) => event.unread === 1);

      // Reading the thread (in another tab) lowers it on this one.
      const read = await t.app.inject({
        method: 'POST',
        url: `/api/conversations/${threadId}/read`,
        headers: bearer(token),
      });
      expect(read.json()).toEqual({ data: { unread: 0 } });
      expect(await events.until(5000, (event) => event.messages === 0)).toEqual({ unread: 1, messages: 0 });
    } finally {
      await events.close();
    }
  });

  it('refuses a query, so nothing but the count is ever read from it', async () => {
    const { tokens } = await register(t.app);
    const response = await fetch(`${base}/api/notifications/stream?x=1`, {
      headers: bearer(tokens.accessToken),
    });
    expect(response.status).toBe(400);
  });
});
