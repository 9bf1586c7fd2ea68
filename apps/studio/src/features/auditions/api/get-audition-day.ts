import type { AuditionDay, AuditionStatus } from '@talent/contract/auditions';
import { apiData } from '@talent/ui/http/api-client';
import { useQuery } from '@tanstack/react-query';
import { AUDITION_SESSIONS_KEY } from './get-sessions';

/** Under the auditions' prefix: a change to the session (or a check-in) refreshes the day sheet too. */
export const auditionDayKey = (sessionId: string) => [...AUDITION_SESSIONS_KEY, 'day', sessionId] as const;

/** GET /studio/audition-sessions/{id}/day: the session, its casting, and its slots in order with who is in each. */
export async function getAuditionDay(sessionId: string, signal?: AbortSignal): Promise<AuditionDay> {
  return apiData<AuditionDay>(`/studio/audition-sessions/${encodeURIComponent(sessionId)}/day`, { signal });
}

export function useAuditionDay(sessionId: string) {
  return useQuery({
    queryKey: auditionDayKey(sessionId),
    queryFn: ({ signal }) => getAuditionDay(sessionId, signal),
  });
}

/** The day with one audition's status changed (a check-in shown before the server has answered). */
export function withStatus(day: AuditionDay, auditionId: string, status: AuditionStatus): AuditionDay {
  return {
    ...day,
    slots: day.slots.map((slot) => ({
      ...slot,
      entries: slot.entries.map((entry) => (entry.id === auditionId ? { ...entry, status } : entry)),
    })),
  };
}
