import { apiRequest } from '@talent/ui/http/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { auditionSessionsKey } from './get-sessions';

/** DELETE /studio/audition-sessions/{id}: cancels it; everyone booked is told, their slots freed. */
export function useCancelSession(castingId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (sessionId: string) => {
      await apiRequest<unknown>(`/studio/audition-sessions/${encodeURIComponent(sessionId)}`, {
        method: 'DELETE',
      });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: auditionSessionsKey(castingId) }),
  });
}
