import type { NotificationList } from '@talent/contract/notifications';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../http/api-client';
import { NOTIFICATION_LIST_KEY, UNREAD_COUNT_KEY } from '../notification-keys';

/** A screenful: the API's default (NOTIFICATIONS_PAGE_SIZE, not imported: that module brings zod). */
export const NOTIFICATIONS_PAGE_SIZE = 20;

/** GET /notifications?page=&pageSize=: the reader's notices, newest first, and their unread count. */
export function getNotifications(page: number, signal?: AbortSignal): Promise<NotificationList> {
  const query = new URLSearchParams({ page: String(page), pageSize: String(NOTIFICATIONS_PAGE_SIZE) });
  return apiRequest<NotificationList>(`/notifications?${query}`, { signal });
}

export const notificationsQueryOptions = (page: number) =>
  queryOptions({
    queryKey: [...NOTIFICATION_LIST_KEY, page],
    queryFn: async ({ signal, client }) => {
      const list = await getNotifications(page, signal);
      // Every fresh page carries the count too: the bell agrees with what the list shows. Not once
      // the query is cancelled (a sign-out empties the cache): the count is no longer anybody's.
      if (!signal.aborted) client.setQueryData(UNREAD_COUNT_KEY, list.meta.unread);
      return list;
    },
    // The page being left stays on screen while the next one loads, instead of a spinner.
    placeholderData: keepPreviousData,
  });

export function useNotifications(page: number) {
  return useQuery(notificationsQueryOptions(page));
}
