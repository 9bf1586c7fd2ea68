import { API_BASE, apiErrorFrom, sendAuthorized } from '../http/api-client';
import { getAccessToken } from '../http/token-storage';
import { createSseParser } from './sse-parser';

export const UNREAD_STREAM_PATH = '/notifications/stream';
/** The server pings every 25 s: a minute without a byte means the connection died without closing. */
export const STREAM_SILENCE_MS = 60_000;
/** The waits before the stream is tried again double from here… */
export const FIRST_RETRY_MS = 2_000;
/** …up to here. */
export const MAX_RETRY_MS = 60_000;
/** A connection that stayed up this long was healthy: when it ends, the waits start over. */
const STABLE_MS = 60_000;

export interface UnreadStreamListeners {
  /**
   * The unread count the server sent: once on connecting, then at every change; with it the reader's
   * unread messages (DESIGN §14), when the server sends them.
   */
  onUnread: (unread: number, messages?: number) => void;
  /** The stream failed or ended: the count must come from elsewhere until onUnread is heard again. */
  onDown: () => void;
}

/**
 * Follows GET /notifications/stream until stopped: reads it, and whenever it fails or ends, says so
 * and opens it again after a wait that grows with each failure in a row. The token and its refresh on
 * a 401 are the API client's (sendAuthorized); a refused refresh ends the session, and a session
 * that has ended (here, or in another tab: they share the tokens) is not followed any further.
 * Returns the function that stops it, closing the open connection.
 */
export function followUnreadStream({ onUnread, onDown }: UnreadStreamListeners): () => void {
  const controller = new AbortController();
  const { signal } = controller;

  const run = async () => {
    let failures = 0;
    while (!signal.aborted && getAccessToken()) {
      const openedAt = Date.now();
      try {
        if ((await readUnreadStream(onUnread, signal)) === 'replaced') {
          // The server keeps a user's newest few streams and closed this one for a newer tab's:
          // opening it again would close the next tab's in turn, so this tab polls from now on.
          onDown();
          return;
        }
      } catch (error) {
        if (signal.aborted) return;
        // Once per run of failures: a server without the stream would otherwise fill the console.
        if (failures === 0) console.warn('The notifications stream is down; polling until it is back', error);
      }
      if (signal.aborted) return;
      onDown();
      if (Date.now() - openedAt >= STABLE_MS) failures = 0;
      await wait(retryDelay(failures), signal);
      failures += 1;
    }
  };
  void run();
  return () => controller.abort();
}

/**
 * Reads one connection until the server ends it, answering whether it ended because a newer stream
 * of the same user replaced it; rejects when it cannot open, breaks or goes silent.
 */
async function readUnreadStream(
  onUnread: UnreadStreamListeners['onUnread'],
  signal: AbortSignal,
): Promise<'ended' | 'replaced'> {
  const response = await sendAuthorized((accessToken) => {
    const headers = new Headers({ accept: 'text/event-stream' });
    if (accessToken) headers.set('authorization', `Bearer ${accessToken}`);
    return fetch(`${API_BASE}${UNREAD_STREAM_PATH}`, { headers, signal, cache: 'no-store' });
  });
  if (!response.ok) {
    throw apiErrorFrom(response.status, response.statusText, await response.text().catch(() => ''));
  }
  // A proxy's page or a server without the route answering 200 is not a stream to wait on.
  const type = response.headers.get('content-type') ?? '';
  if (!response.body || !type.includes('text/event-stream')) {
    await response.body?.cancel().catch(() => {});
    throw new Error(`The notifications stream answered ${type || 'without a content type'}`);
  }

  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let replaced = false;
  const parser = createSseParser(({ event, data }) => {
    if (event === 'replaced') replaced = true;
    if (event !== 'unread') return;
    const counts = countsOf(data);
    if (!counts) return;
    if (counts.messages === undefined) onUnread(counts.unread);
    else onUnread(counts.unread, counts.messages);
  });
  // Cancelling the reader ends the loop below whatever the fetch does with an abort after the headers.
  const close = () => void reader.cancel().catch(() => {});
  let silent = false;
  let silence: ReturnType<typeof setTimeout> | undefined;
  const heard = () => {
    clearTimeout(silence);
    silence = setTimeout(() => {
      silent = true;
      close();
    }, STREAM_SILENCE_MS);
  };
  signal.addEventListener('abort', close);
  heard();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      heard();
      parser.push(decoder.decode(value, { stream: true }));
    }
  } finally {
    clearTimeout(silence);
    signal.removeEventListener('abort', close);
  }
  if (silent) throw new Error('The notifications stream went silent');
  return replaced ? 'replaced' : 'ended';
}

const isCount = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0;

/**
 * `{"unread":N,"messages":M}` (`messages` left out when it is not a count), or null for anything
 * else (which is ignored rather than shown).
 */
function countsOf(data: string): { unread: number; messages?: number } | null {
  try {
    const { unread, messages } = JSON.parse(data) as { unread?: unknown; messages?: unknown };
    if (!isCount(unread)) return null;
    return isCount(messages) ? { unread, messages } : { unread };
  } catch {
    return null;
  }
}

/**
 * The wait after `failures` failures in a row, shortened at random by up to half, so that the
 * clients a restarting server dropped together do not all come back in the same second.
 */
function retryDelay(failures: number): number {
  return Math.min(MAX_RETRY_MS, FIRST_RETRY_MS * 2 ** failures) * (0.5 + Math.random() / 2);
}

function wait(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal.addEventListener('abort', done);
  });
}
