import type { StudioAuditionSessionList } from '@talent/contract/auditions';
import { apiRequest } from '@talent/ui/http/api-client';
import { useQuery } from '@tanstack/react-query';

/** Every audition query of the studio: a change to a session (or a check-in) invalidates this prefix. */
export const AUDITION_SESSIONS_KEY = ['studio-audition-sessions'] as const;
export const auditionSessionsKey = (castingId: string) => [...AUDITION_SESSIONS_KEY, castingId] as const;

/** GET /studio/castings/{id}/audition-sessions: each session with its slots and bookings, and the sides. */
export async function getAuditionSessions(
  castingId: string,
  signal?: AbortSignal,
): Promise<StudioAuditionSessionList> {
  return apiRequest<StudioAuditionSessionList>(
    `/studio/castings/${encodeURIComponent(castingId)}/audition-sessions`,
    { signal },
  );
}

export function useAuditionSessions(castingId: string, enabled = true) {
  return useQuery({
    queryKey: auditionSessionsKey(castingId),
    queryFn: ({ signal }) => getAuditionSessions(castingId, signal),
    enabled,
  });
}
