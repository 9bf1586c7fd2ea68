import type { UnreadCount } from '@talent/contract/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiData } from '../../http/api-client';
import { markReadInCache } from '../notification-cache';
import { NOTIFICATIONS_KEY, UNREAD_COUNT_KEY } from '../notification-keys';

/** POST /notifications/{id}/read: the reader's unread count after it. */
export async function markNotificationRead(id: string): Promise<number> {
  const { unread } = await apiData<UnreadCount>(`/notifications/${encodeURIComponent(id)}/read`, {
    method: 'POST',
  });
  return unread;
}

/** Call it only for an unread notice: the bell's count goes down by one at once. */
export function useMarkNotificationRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markNotificationRead,
    onMutate: (id) => markReadInCache(queryClient, id),
    onSuccess: (unread) => queryClient.setQueryData(UNREAD_COUNT_KEY, unread),
    // The notice was opened all the same; the server's own view replaces the guess.
    onError: (error) => {
      console.warn('Could not mark the notification as read', error);
      return queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_KEY });
    },
  });
}
