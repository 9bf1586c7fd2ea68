import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../test/api-stub';
import { type EventStream, eventStream } from '../test/event-stream';
import { FIRST_RETRY_MS, followUnreadStream, MAX_RETRY_MS, STREAM_SILENCE_MS } from './unread-stream';

const unavailable = { status: 503, body: { statusCode: 503, code: 'UNAVAILABLE', message: 'Try later' } };
const expired = { status: 401, body: { statusCode: 401, code: 'UNAUTHORIZED', message: 'Token expired' } };

/** Lets the fetch answers, stream reads and callbacks queued so far run (timers stay where they are). */
const settle = () => vi.advanceTimersByTimeAsync(0);

function follow() {
  const counts: number[] = [];
  const onDown = vi.fn();
  const stop = followUnreadStream({ onUnread: (count) => counts.push(count), onDown });
  return { counts, onDown, stop };
}

/** The stream route answering each connection in turn with the next of `answers`. */
function streamAnswers(...answers: (EventStream | typeof unavailable)[]) {
  let next = 0;
  return stubApi({
    'GET /notifications/stream': () => {
      const answer = answers[Math.min(next++, answers.length - 1)];
      if (!answer) throw new Error('no answer');
      return 'response' in answer ? answer.response() : answer;
    },
  });
}

const streamCalls = (api: ReturnType<typeof stubApi>) =>
  api.calls.filter((call) => call.path === '/notifications/stream');

beforeEach(() => {
  vi.useFakeTimers();
  localStorage.setItem('accessToken', 'access-1');
  localStorage.setItem('refreshToken', 'refresh-1');
  // Each run of failures says so once; the tests below fail on purpose.
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

afterEach(() => {
  vi.useRealTimers();
});

describe('followUnreadStream', () => {
  it('reads each unread count the server sends, with the bearer token, skipping pings and other frames', async () => {
    const stream = eventStream();
    const api = streamAnswers(stream);
    const { counts, onDown, stop } = follow();
    await settle();

    const headers = new Headers(api.fetchMock.mock.calls[0]?.[1]?.headers);
    expect(headers.get('authorization')).toBe('Bearer access-1');
    expect(headers.get('accept')).toBe('text/event-stream');

    stream.unread(3);
    stream.send(': ping\n\nevent: other\ndata: {"unread":99}\n\nevent: unread\ndata: not json\n\n');
    stream.send('event: unread\ndata: {"unr');
    stream.send('ead":5}\n\n');
    await settle();

    expect(counts).toEqual([3, 5]);
    expect(onDown).not.toHaveBeenCalled();
    stop();
    await settle();
    expect(stream.cancelled).toBe(true);
    expect(streamCalls(api)).toHaveLength(1);
  });

  it("passes on the reader's unread messages with the count, when the server sends them", async () => {
    const stream = eventStream();
    streamAnswers(stream);
    const heard: [number, number | undefined][] = [];
    const stop = followUnreadStream({
      onUnread: (unread, messages) => heard.push([unread, messages]),
      onDown: vi.fn(),
    });
    await settle();

    stream.send('event: unread\ndata: {"unread":2,"messages":4}\n\n');
    stream.send('event: unread\ndata: {"unread":2,"messages":-1}\n\n');
    stream.unread(1);
    await settle();

    // A count that is not one is left out, not passed on; the notices' count still is.
    expect(heard).toEqual([
      [2, 4],
      [2, undefined],
      [1, undefined],
    ]);
    stop();
  });

  it('says the stream is down when it fails, and tries again after waits that grow', async () => {
    // The longest wait of each step (the waits are shortened at random by up to half).
    vi.spyOn(Math, 'random').mockReturnValue(1);
    const stream = eventStream();
    const api = streamAnswers(unavailable, unavailable, stream);
    const { counts, onDown, stop } = follow();
    await settle();
    expect(onDown).toHaveBeenCalledTimes(1);

    await vi.advanceTimersByTimeAsync(FIRST_RETRY_MS - 1);
    expect(streamCalls(api)).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(streamCalls(api)).toHaveLength(2);
    expect(onDown).toHaveBeenCalledTimes(2);

    await vi.advanceTimersByTimeAsync(2 * FIRST_RETRY_MS - 1);
    expect(streamCalls(api)).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(streamCalls(api)).toHaveLength(3);

    stream.unread(4);
    await settle();
    expect(counts).toEqual([4]);
    expect(console.warn).toHaveBeenCalledTimes(1);
    stop();
  });

  it('spreads the retries of clients dropped together: a wait may be half as long', async () => {
    vi.spyOn(Math, 'random').mockReturnValue(0);
    const api = streamAnswers(unavailable);
    const { stop } = follow();
    await settle();
    await vi.advanceTimersByTimeAsync(FIRST_RETRY_MS / 2);
    expect(streamCalls(api)).toHaveLength(2);
    stop();
  });

  it('opens the stream again when the server ends it, and when it goes silent', async () => {
    const first = eventStream();
    const second = eventStream();
    const third = eventStream();
    const api = streamAnswers(first, second, third);
    const { counts, onDown, stop } = follow();
    await settle();
    first.unread(1);
    first.end();
    await settle();
    expect(onDown).toHaveBeenCalledTimes(1);

    await vi.advanceTimersByTimeAsync(FIRST_RETRY_MS);
    expect(streamCalls(api)).toHaveLength(2);
    second.unread(2);
    await settle();
    // Pings keep a connection alive; a connection that says nothing for too long is given up.
    await vi.advanceTimersByTimeAsync(STREAM_SILENCE_MS - 1000);
    second.send(': ping\n\n');
    await vi.advanceTimersByTimeAsync(STREAM_SILENCE_MS - 1000);
    expect(onDown).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1000);
    expect(second.cancelled).toBe(true);
    expect(onDown).toHaveBeenCalledTimes(2);

    // That connection lasted long enough to count as healthy: the wait starts over from the first.
    await vi.advanceTimersByTimeAsync(FIRST_RETRY_MS);
    expect(streamCalls(api)).toHaveLength(3);
    third.unread(3);
    await settle();
    expect(counts).toEqual([1, 2, 3]);
    stop();
  });

  it('stays on polling when a newer tab of the same user took its stream over', async () => {
    const stream = eventStream();
    const api = streamAnswers(stream, eventStream());
    const { counts, onDown, stop } = follow();
    await settle();
    stream.unread(2);
    // The server keeps a user's newest streams: reconnecting would only close the next tab's.
    stream.send('event: replaced\ndata: {}\n\n');
    stream.end();
    await settle();
    expect(counts).toEqual([2]);
    expect(onDown).toHaveBeenCalledTimes(1);

    await vi.advanceTimersByTimeAsync(10 * MAX_RETRY_MS);
    expect(streamCalls(api)).toHaveLength(1);
    stop();
  });

  it('refreshes an expired token through the API client and opens the stream with the new one', async () => {
    const stream = eventStream();
    const api = stubApi({
      'GET /notifications/stream': () =>
        localStorage.getItem('accessToken') === 'access-2' ? stream.response() : expired,
      'POST /auth/refresh': () => ({
        body: { data: { accessToken: 'access-2', refreshToken: 'refresh-2' } },
      }),
    });
    const { counts, onDown, stop } = follow();
    await settle();
    stream.unread(6);
    await settle();

    expect(counts).toEqual([6]);
    expect(onDown).not.toHaveBeenCalled();
    expect(api.calls.filter((call) => call.path === '/auth/refresh')).toHaveLength(1);
    const bearers = api.fetchMock.mock.calls
      .filter(([url]) => String(url).endsWith('/stream'))
      .map(([, init]) => new Headers(init?.headers).get('authorization'));
    expect(bearers).toEqual(['Bearer access-1', 'Bearer access-2']);
    stop();
  });

  it('follows no further once the session is over (signed out here or in another tab)', async () => {
    const api = streamAnswers(unavailable);
    const { onDown, stop } = follow();
    await settle();
    expect(onDown).toHaveBeenCalledTimes(1);

    localStorage.removeItem('accessToken');
    await vi.advanceTimersByTimeAsync(10 * FIRST_RETRY_MS);
    expect(streamCalls(api)).toHaveLength(1);
    stop();
  });

  it('closes the open connection when stopped, and never reports it as down', async () => {
    const stream = eventStream();
    const api = streamAnswers(stream);
    const { onDown, stop } = follow();
    await settle();
    stop();
    await vi.advanceTimersByTimeAsync(10 * FIRST_RETRY_MS);

    expect(stream.cancelled).toBe(true);
    expect(onDown).not.toHaveBeenCalled();
    expect(streamCalls(api)).toHaveLength(1);
  });
});
