import type { AuditionSessionPayload } from '@talent/contract/audition-sessions';
import type { AuditionSessionView } from '@talent/contract/auditions';
import { apiData } from '@talent/ui/http/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { auditionSessionsKey } from './get-sessions';

export interface SaveSession {
  castingId: string;
  /** The session edited; none: a new one. */
  sessionId?: string | undefined;
  payload: AuditionSessionPayload;
}

/**
 * POST /studio/castings/{id}/audition-sessions, or PATCH /studio/audition-sessions/{id} with the whole
 * session (the server tells everyone booked when a time, the place or the link changes).
 */
export async function saveSession({
  castingId,
  sessionId,
  payload,
}: SaveSession): Promise<AuditionSessionView> {
  const path = sessionId
    ? `/studio/audition-sessions/${encodeURIComponent(sessionId)}`
    : `/studio/castings/${encodeURIComponent(castingId)}/audition-sessions`;
  return apiData<AuditionSessionView>(path, { method: sessionId ? 'PATCH' : 'POST', body: payload });
}

export function useSaveSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveSession,
    onSuccess: (_session, { castingId }) =>
      queryClient.invalidateQueries({ queryKey: auditionSessionsKey(castingId) }),
  });
}
