import type { StudioCasting } from '@talent/contract/studio';
import { apiData } from '@talent/ui/http/api-client';
import { useQuery } from '@tanstack/react-query';

/** GET /studio/castings/{id}: the casting whose applicants these are (its title heads the screens). */
export async function getCasting(id: string, signal?: AbortSignal): Promise<StudioCasting> {
  return apiData<StudioCasting>(`/studio/castings/${encodeURIComponent(id)}`, {
    signal,
  });
}

export function useCasting(id: string) {
  return useQuery({
    queryKey: ['studio-applicants-casting', id],
    queryFn: ({ signal }) => getCasting(id, signal),
    // The title rarely changes while someone reviews.
    staleTime: 5 * 60_000,
  });
}
