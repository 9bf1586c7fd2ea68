import type { UnreadCount } from '@talent/contract/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiData } from '../../http/api-client';
import { markReadInCache } from '../notification-cache';
import { NOTIFICATION_LIST_KEY, NOTIFICATIONS_KEY, UNREAD_COUNT_KEY } from '../notification-keys';

/** POST /notifications/read-all: every notice of the reader read; the unread count after it (0). */
export async function markAllNotificationsRead(): Promise<number> {
  const { unread } = await apiData<UnreadCount>('/notifications/read-all', { method: 'POST' });
  return unread;
}

export function useMarkAllNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markAllNotificationsRead,
    onMutate: () => markReadInCache(queryClient, 'all'),
    onSuccess: async (unread) => {
      queryClient.setQueryData(UNREAD_COUNT_KEY, unread);
      // The pages not in the cache were read too: whichever is shown next is asked again.
      await queryClient.invalidateQueries({ queryKey: NOTIFICATION_LIST_KEY });
    },
    onError: () => queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_KEY }),
  });
}
