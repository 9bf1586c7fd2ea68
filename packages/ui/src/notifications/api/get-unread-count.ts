import type { NotificationList } from '@talent/contract/notifications';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../http/api-client';
import { UNREAD_COUNT_KEY } from '../notification-keys';

/** GET /notifications?pageSize=1: the smallest answer that carries the unread count. */
export async function getUnreadCount(signal?: AbortSignal): Promise<number> {
  const list = await apiRequest<NotificationList>('/notifications?pageSize=1', { signal });
  return list.meta.unread;
}

export const unreadCountQueryOptions = () =>
  queryOptions({ queryKey: UNREAD_COUNT_KEY, queryFn: ({ signal }) => getUnreadCount(signal) });
