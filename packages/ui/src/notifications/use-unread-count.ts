import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { onSessionEnd } from '../http/session-events';
import { getAccessToken } from '../http/token-storage';
import { unreadCountQueryOptions } from './api/get-unread-count';
import { NOTIFICATION_LIST_KEY, UNREAD_COUNT_KEY } from './notification-keys';

/** How often the count is asked for while the live stream is down. */
export const UNREAD_POLL_MS = 15_000;

type StreamState = 'connecting' | 'live' | 'down';

/** The count itself came from the stream: asking for it again would only repeat it. */
const isUnreadCount = (key: readonly unknown[]) =>
  key.length === UNREAD_COUNT_KEY.length && key.every((part, index) => part === UNREAD_COUNT_KEY[index]);

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
          onUnread: (unread) => {
            setStream('live');
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
