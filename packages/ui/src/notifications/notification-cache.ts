import type { Notification, NotificationList } from '@talent/contract/notifications';
import type { QueryClient } from '@tanstack/react-query';
import { NOTIFICATION_LIST_KEY, UNREAD_COUNT_KEY } from './notification-keys';

/**
 * Shows notices as read before the server answers, in every cached page of the list and in the
 * bell: a notice is opened as it is marked, and the screen it leads to must not wait for the answer.
 */
export function markReadInCache(queryClient: QueryClient, which: 'all' | Notification['id']): void {
  const readAt = new Date().toISOString();
  queryClient.setQueriesData<NotificationList>(
    { queryKey: NOTIFICATION_LIST_KEY },
    (list) =>
      list && {
        ...list,
        data: list.data.map((notice) =>
          notice.readAt === null && (which === 'all' || notice.id === which) ? { ...notice, readAt } : notice,
        ),
      },
  );
  queryClient.setQueryData<number>(UNREAD_COUNT_KEY, (unread) =>
    which === 'all' ? 0 : unread === undefined ? undefined : Math.max(0, unread - 1),
  );
}
