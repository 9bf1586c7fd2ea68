import type { Audition, AuditionList } from '@talent/contract/auditions';
import { apiRequest } from '@talent/ui/http/api-client';
import { queryOptions } from '@tanstack/react-query';

// The talent's auditions: the auditions page answers them, the self-tape studio reads an audition's
// instructions from the same cache entry.

/** Every auditions query: what an answer (confirm, decline, ask to move) refreshes. */
export const AUDITIONS_KEY = ['auditions'] as const;

/** GET /auditions: the talent's own and their children's, each with the slots it may still take. */
export async function getAuditions(signal?: AbortSignal): Promise<Audition[]> {
  const body = await apiRequest<AuditionList>('/auditions', { signal });
  return body.data;
}

export const auditionsQueryOptions = () =>
  queryOptions({ queryKey: AUDITIONS_KEY, queryFn: ({ signal }) => getAuditions(signal) });
