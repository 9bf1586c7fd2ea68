import type { AuditionCheckInPayload, AuditionDay } from '@talent/contract/auditions';
import { apiRequest } from '@talent/ui/http/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { auditionDayKey, withStatus } from './get-audition-day';
import { AUDITION_SESSIONS_KEY } from './get-sessions';

export interface CheckIn extends AuditionCheckInPayload {
  auditionId: string;
}

const CHECK_IN_KEY = ['audition-check-in'] as const;

/** POST /studio/auditions/{id}/check-in: arrived or did not come. */
export async function checkIn({ auditionId, status }: CheckIn): Promise<void> {
  await apiRequest<unknown>(`/studio/auditions/${encodeURIComponent(auditionId)}/check-in`, {
    method: 'POST',
    body: { status },
  });
}

/**
 * A check-in shown at once (the door does not wait for the network), put back as it was when the
 * server refuses it. The day is asked for again once the last of several quick check-ins is answered:
 * asking after each would show the others' rows as they were before theirs arrive.
 */
export function useCheckIn(sessionId: string) {
  const queryClient = useQueryClient();
  const key = auditionDayKey(sessionId);
  return useMutation({
    mutationKey: CHECK_IN_KEY,
    mutationFn: checkIn,
    onMutate: async ({ auditionId, status }) => {
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<AuditionDay>(key);
      if (before) queryClient.setQueryData<AuditionDay>(key, withStatus(before, auditionId, status));
      return { before };
    },
    onError: (_error, { auditionId }, context) => {
      const was = context?.before?.slots
        .flatMap((slot) => slot.entries)
        .find((entry) => entry.id === auditionId);
      const now = queryClient.getQueryData<AuditionDay>(key);
      if (was && now) queryClient.setQueryData<AuditionDay>(key, withStatus(now, auditionId, was.status));
    },
    onSettled: () =>
      queryClient.isMutating({ mutationKey: CHECK_IN_KEY }) === 1
        ? queryClient.invalidateQueries({ queryKey: AUDITION_SESSIONS_KEY })
        : undefined,
  });
}
