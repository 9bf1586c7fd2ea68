import type { NotificationPreferences } from '@talent/contract/notifications';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiData } from '../../http/api-client';
import { NOTIFICATION_PREFERENCES_KEY } from '../notification-keys';

/** GET /notification-preferences: every type the reader can receive, true when it also comes by e-mail. */
export async function getNotificationPreferences(signal?: AbortSignal): Promise<NotificationPreferences> {
  return apiData<NotificationPreferences>('/notification-preferences', { signal });
}

export const notificationPreferencesQueryOptions = () =>
  queryOptions({
    queryKey: NOTIFICATION_PREFERENCES_KEY,
    queryFn: ({ signal }) => getNotificationPreferences(signal),
  });

export function useNotificationPreferences() {
  return useQuery(notificationPreferencesQueryOptions());
}
