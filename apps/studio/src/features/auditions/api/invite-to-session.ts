import type { AuditionInvitePayload, AuditionInviteResult } from '@talent/contract/auditions';
import { apiData } from '@talent/ui/http/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AUDITION_SESSIONS_KEY } from './get-sessions';

/**
 * POST /studio/audition-sessions/{id}/invitations: into the slot given, else each into the next free
 * slot its hours allow, in order, or onto the waiting list.
 */
export function useInviteToSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ sessionId, payload }: { sessionId: string; payload: AuditionInvitePayload }) =>
      apiData<AuditionInviteResult>(
        `/studio/audition-sessions/${encodeURIComponent(sessionId)}/invitations`,
        {
          method: 'POST',
          body: payload,
        },
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: AUDITION_SESSIONS_KEY }),
  });
}
