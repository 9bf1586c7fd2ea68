import type {
  Audition,
  AuditionConfirmPayload,
  AuditionDeclinePayload,
  AuditionReschedulePayload,
} from '@talent/contract/auditions';
import { apiData } from '@talent/ui/http/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AUDITIONS_KEY } from '@/lib/auditions-query';

type Answer = 'confirm' | 'decline' | 'reschedule';

const answer =
  <P extends object>(action: Answer) =>
  ({ id, ...payload }: { id: string } & P): Promise<Audition> =>
    apiData<Audition>(`/auditions/${encodeURIComponent(id)}/${action}`, { method: 'POST', body: payload });

/** POST /auditions/{id}/confirm: the slot given, or `slotStart` chosen among the free ones. */
export const confirmAudition = answer<AuditionConfirmPayload>('confirm');
/** POST /auditions/{id}/decline, with the optional note the casting team reads. */
export const declineAudition = answer<AuditionDeclinePayload>('decline');
/** POST /auditions/{id}/reschedule: the times that would suit, required. */
export const rescheduleAudition = answer<AuditionReschedulePayload>('reschedule');

/**
 * The answer replaces the audition in the list at once; the refetch then brings the others' changes
 * (a freed seat given to someone waiting). A refusal (409: the slot filled meanwhile) refetches too,
 * so the free slots on screen are the server's again.
 */
function useAuditionAnswer<V>(send: (variables: V) => Promise<Audition>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (answered) => {
      queryClient.setQueryData<Audition[]>(AUDITIONS_KEY, (list) =>
        list?.map((audition) => (audition.id === answered.id ? answered : audition)),
      );
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: AUDITIONS_KEY }),
  });
}

export const useConfirmAudition = () => useAuditionAnswer(confirmAudition);
export const useDeclineAudition = () => useAuditionAnswer(declineAudition);
export const useRescheduleAudition = () => useAuditionAnswer(rescheduleAudition);
