import type { NotificationList } from '@talent/contract/notifications';
import { type QueryClient, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { queryClient as appQueryClient } from '../app-kit/query-client';
import { apiRequest } from '../http/api-client';
import { onSessionEnd } from '../http/session-events';
import { getAccessToken } from '../http/token-storage';
import { MESSAGES_KEY, UNREAD_MESSAGES_KEY } from '../messages/api/message-keys';
import { unreadCountQueryOptions } from './api/get-unread-count';
import { NOTIFICATION_LIST_KEY, UNREAD_COUNT_KEY } from './notification-keys';

/** How often the count is asked for while the live stream is down. */
export const UNREAD_POLL_MS = 15_000;

type StreamState = 'connecting' | 'live' | 'down';

const sameKey = (key: readonly unknown[], other: readonly unknown[]) =>
  key.length === other.length && key.every((part, index) => part === other[index]);
/** The counts themselves came from the stream: asking for them again would only repeat them. */
const isUnreadCount = (key: readonly unknown[]) =>
  sameKey(key, UNREAD_COUNT_KEY) || sameKey(key, UNREAD_MESSAGES_KEY);

/** GET /notifications?pageSize=1: the smallest answer with both counts (notices and messages). */
function getCounts(signal?: AbortSignal) {
  return apiRequest<NotificationList>('/notifications?pageSize=1', { signal }).then(({ meta }) => meta);
}

/**
 * A new count of unread messages (stream, poll or a thread's read mark): kept for the nav's badge;
 * when it rose, a message came, and the messages kit's threads and inboxes on screen are read again.
 */
function setUnreadMessages(queryClient: QueryClient, messages: number | undefined): void {
  if (messages === undefined) return;
  const before = queryClient.getQueryData<number>(UNREAD_MESSAGES_KEY);
  queryClient.setQueryData(UNREAD_MESSAGES_KEY, messages);
  if (before !== undefined && messages > before)
    void queryClient.invalidateQueries({ queryKey: MESSAGES_KEY });
}

/**
 * The signed-in user's unread count, kept live: from the notifications stream while it is up (each
 * change also refreshes the list), from polling while it is down, until the stream is back. Use it
 * once per app (the top bar's bell): each use opens a stream. The stream closes on unmount and as
 * soon as the session ends.
 */
export function useUnreadCount(): number | undefined {
  const queryClient = useQueryClient();
  const [stream, setStream] = useState<StreamState>('connecting');
  const { data } = useQuery({
    ...unreadCountQueryOptions(),
    // The poll's answer carries the unread messages too: the nav's badge follows it.
    queryFn: ({ signal }) =>
      getCounts(signal).then(({ unread, messages }) => {
        setUnreadMessages(queryClient, messages);
        return unread;
      }),
    // Without a token there is no session to ask about (a sign-out in another tab clears it).
    enabled: stream === 'down' && getAccessToken() !== null,
    refetchInterval: UNREAD_POLL_MS,
  });

  useEffect(() => {
    if (!getAccessToken()) return;
    let stopped = false;
    let stop = () => {};
    // The stream's reader comes in a chunk of its own, after the page: the bell (in every screen's
    // top bar) costs the first paint as little as it can.
    import('./unread-stream').then(
      ({ followUnreadStream }) => {
        if (stopped) return;
        stop = followUnreadStream({
          onUnread: (unread, messages) => {
            setStream('live');
            setUnreadMessages(queryClient, messages);
            const before = queryClient.getQueryData<number>(UNREAD_COUNT_KEY);
            queryClient.setQueryData(UNREAD_COUNT_KEY, unread);
            // A new notice means something it is about changed (a status, a self-tape request): every
            // query is stale, and the ones on screen are read again. A read notice changes nothing else.
            if (before !== undefined && unread > before)
              void queryClient.invalidateQueries({ predicate: (query) => !isUnreadCount(query.queryKey) });
            else void queryClient.invalidateQueries({ queryKey: NOTIFICATION_LIST_KEY });
          },
          onDown: () => setStream('down'),
        });
      },
      (error: unknown) => {
        console.warn('Could not load the notifications stream; polling instead', error);
        if (!stopped) setStream('down');
      },
    );
    const end = () => {
      stopped = true;
      stop();
    };
    const stopOnSessionEnd = onSessionEnd(end);
    return () => {
      stopOnSessionEnd();
      end();
    };
  }, [queryClient]);

  return data;
}

/**
 * The reader's unread messages, for the nav's Messages badge: asked for once, then kept by the
 * notification stream (or its poll) that useUnreadCount follows, and by each thread's read mark.
 * In the app's one query cache by default, so the shell may ask above its QueryClientProvider.
 */
export function useUnreadMessages(client: QueryClient = appQueryClient): number | undefined {
  const { data } = useQuery(
    {
      queryKey: UNREAD_MESSAGES_KEY,
      queryFn: ({ signal }) => getCounts(signal).then(({ messages }) => messages ?? 0),
      enabled: getAccessToken() !== null,
      staleTime: Number.POSITIVE_INFINITY,
    },
    client,
  );
  return data;
}
