import type { Presentation } from '@talent/contract/presentations';
import { apiData } from '@talent/ui/http/api-client';
import { useQuery } from '@tanstack/react-query';

/** Every presentations query of the studio: making, extending or revoking one invalidates this prefix. */
export const PRESENTATIONS_KEY = ['studio-presentations'] as const;
export const presentationsKey = (castingId: string) => [...PRESENTATIONS_KEY, castingId] as const;

/** GET /studio/presentations?castingId=: the casting's presentations, newest first. */
export async function getPresentations(castingId: string, signal?: AbortSignal): Promise<Presentation[]> {
  const query = new URLSearchParams({ castingId });
  return apiData<Presentation[]>(`/studio/presentations?${query}`, { signal });
}

export function usePresentations(castingId: string) {
  return useQuery({
    queryKey: presentationsKey(castingId),
    queryFn: ({ signal }) => getPresentations(castingId, signal),
  });
}
