import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { emitSessionEnd } from '../http/session-events';
import { MESSAGES_KEY, threadKey, UNREAD_MESSAGES_KEY } from '../messages/api/message-keys';
import { stubApi } from '../test/api-stub';
import { type EventStream, eventStream } from '../test/event-stream';
import { NOTIFICATION_LIST_KEY } from './notification-keys';
import { FIRST_RETRY_MS } from './unread-stream';
import { UNREAD_POLL_MS, useUnreadCount, useUnreadMessages } from './use-unread-count';

const unavailable = { status: 503, body: { statusCode: 503, code: 'UNAVAILABLE', message: 'Try later' } };

const listWithUnread = (unread: number, messages = 0) => ({
  body: { data: [], meta: { page: 1, pageSize: 1, total: unread, totalPages: 1, unread, messages } },
});

/**
 * Runs the timers due within `ms` and what they set off, in React's act: a few rounds, since a
 * render at the end of one (the stream is down: polling starts) sends a request the next answers.
 */
async function elapse(ms = 0) {
  await act(() => vi.advanceTimersByTimeAsync(ms));
  for (let round = 0; round < 3; round++) await act(() => vi.advanceTimersByTimeAsync(0));
}

function renderCount() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  return { queryClient, ...renderHook(() => useUnreadCount(), { wrapper }) };
}

/** The stream route answering each connection with the next of `answers`; the count route with `unread()`. */
function serve(
  answers: (EventStream | typeof unavailable)[],
  unread: () => number = () => 0,
  messages: () => number = () => 0,
) {
  let next = 0;
  const api = stubApi({
    'GET /notifications/stream': () => {
      const answer = answers[Math.min(next++, answers.length - 1)] ?? unavailable;
      return 'response' in answer ? answer.response() : answer;
    },
    'GET /notifications': () => listWithUnread(unread(), messages()),
  });
  return {
    api,
    polls: () => api.calls.filter((call) => call.path === '/notifications'),
    streams: () => api.calls.filter((call) => call.path === '/notifications/stream'),
  };
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.spyOn(Math, 'random').mockReturnValue(1);
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  localStorage.setItem('accessToken', 'access-1');
  localStorage.setItem('refreshToken', 'refresh-1');
});

afterEach(() => {
  vi.useRealTimers();
});

describe('useUnreadCount', () => {
  it('takes the count from the live stream, and has the list asked again at every change', async () => {
    const stream = eventStream();
    const { polls } = serve([stream]);
    const { result, queryClient, unmount } = renderCount();
    queryClient.setQueryData([...NOTIFICATION_LIST_KEY, 1], { data: [], meta: {} });
    await elapse();
    expect(result.current).toBeUndefined();

    stream.unread(3);
    await elapse();
    expect(result.current).toBe(3);
    expect(queryClient.getQueryState([...NOTIFICATION_LIST_KEY, 1])?.isInvalidated).toBe(true);

    stream.unread(4);
    await elapse(2 * UNREAD_POLL_MS);
    expect(result.current).toBe(4);
    // While the stream is up nobody polls.
    expect(polls()).toHaveLength(0);
    unmount();
    expect(stream.cancelled).toBe(true);
  });

  it('a new notice makes every query stale (what it is about changed); reading one does not', async () => {
    const stream = eventStream();
    serve([stream]);
    const { queryClient, unmount } = renderCount();
    const application = ['applications', 'detail', 'a-1'];
    await elapse();
    stream.unread(1);
    await elapse();
    queryClient.setQueryData(application, { status: 'PENDING' });

    stream.unread(2);
    await elapse();
    expect(queryClient.getQueryState(application)?.isInvalidated).toBe(true);

    queryClient.setQueryData(application, { status: 'REVIEWED' });
    stream.unread(1);
    await elapse();
    expect(queryClient.getQueryState(application)?.isInvalidated).toBe(false);
    unmount();
  });

  it('keeps the unread messages from the stream, and a new message has the threads read again', async () => {
    const stream = eventStream();
    serve([stream]);
    const { queryClient, unmount } = renderCount();
    const thread = threadKey('/conversations/c-1');
    const application = ['applications', 'detail', 'a-1'];
    await elapse();
    stream.send('event: unread\ndata: {"unread":1,"messages":2}\n\n');
    await elapse();
    expect(queryClient.getQueryData(UNREAD_MESSAGES_KEY)).toBe(2);
    queryClient.setQueryData(thread, { pages: [] });
    queryClient.setQueryData(application, { status: 'PENDING' });

    // A message came (the notices' count stayed): the threads and inboxes only are read again.
    stream.send('event: unread\ndata: {"unread":1,"messages":3}\n\n');
    await elapse();
    expect(queryClient.getQueryData(UNREAD_MESSAGES_KEY)).toBe(3);
    expect(queryClient.getQueryState(thread)?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(application)?.isInvalidated).toBe(false);

    // Read elsewhere: the badge follows, nothing is read again.
    queryClient.setQueryData(thread, { pages: [] });
    stream.send('event: unread\ndata: {"unread":1,"messages":0}\n\n');
    await elapse();
    expect(queryClient.getQueryData(UNREAD_MESSAGES_KEY)).toBe(0);
    expect(queryClient.getQueryState(thread)?.isInvalidated).toBe(false);
    expect(queryClient.getQueryState([...MESSAGES_KEY])).toBeUndefined();
    unmount();
  });

  it('takes the unread messages from the poll while the stream is down', async () => {
    serve(
      [unavailable],
      () => 1,
      () => 5,
    );
    const { queryClient, unmount } = renderCount();
    await elapse(FIRST_RETRY_MS);
    await elapse(UNREAD_POLL_MS);
    expect(queryClient.getQueryData(UNREAD_MESSAGES_KEY)).toBe(5);
    unmount();
  });

  it('polls every 15 s while the stream is down, and stops once the stream is back', async () => {
    const stream = eventStream();
    let unread = 2;
    const { polls, streams } = serve([unavailable, unavailable, stream], () => unread);
    const { result, unmount } = renderCount();
    await elapse();
    expect(polls()).toHaveLength(1);
    expect(polls()[0]?.search.get('pageSize')).toBe('1');
    expect(result.current).toBe(2);

    // Refused at 0 s and 2 s, the stream is open again from 6 s; until it speaks, polling goes on.
    unread = 5;
    await elapse(UNREAD_POLL_MS);
    expect(polls()).toHaveLength(2);
    expect(result.current).toBe(5);
    expect(streams()).toHaveLength(3);

    stream.unread(7);
    await elapse();
    expect(result.current).toBe(7);
    await elapse(3 * UNREAD_POLL_MS);
    expect(polls()).toHaveLength(2);
    unmount();
  });

  it('closes the stream as soon as the session ends', async () => {
    const stream = eventStream();
    const { streams } = serve([stream]);
    const { unmount } = renderCount();
    await elapse();
    stream.unread(1);
    await elapse();

    act(() => emitSessionEnd('refused'));
    await elapse(10 * FIRST_RETRY_MS);
    expect(stream.cancelled).toBe(true);
    expect(streams()).toHaveLength(1);
    unmount();
  });

  it('asks nothing when nobody is signed in', async () => {
    localStorage.clear();
    const { api } = serve([eventStream()]);
    const { result, unmount } = renderCount();
    await elapse(2 * UNREAD_POLL_MS);
    expect(result.current).toBeUndefined();
    expect(api.calls).toHaveLength(0);
    unmount();
  });
});

describe('useUnreadMessages', () => {
  it("asks once for the reader's unread messages, for the nav's badge", async () => {
    const { polls } = serve(
      [unavailable],
      () => 0,
      () => 4,
    );
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const { result } = renderHook(() => useUnreadMessages(queryClient));
    await elapse(2 * UNREAD_POLL_MS);
    expect(result.current).toBe(4);
    expect(polls()).toHaveLength(1);
  });
});
