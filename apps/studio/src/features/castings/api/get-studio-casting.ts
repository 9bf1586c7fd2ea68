import type { StudioCasting } from '@talent/contract/studio';
import { apiData } from '@talent/ui/http/api-client';
import { useQuery } from '@tanstack/react-query';
import { STUDIO_CASTINGS_KEY } from './get-studio-castings';

export const studioCastingKey = (id: string) => [...STUDIO_CASTINGS_KEY, 'one', id] as const;

/** GET /studio/castings/{id}: one casting the caller manages, any status (GET /castings/{id} is talents'). */
export async function getStudioCasting(id: string, signal?: AbortSignal): Promise<StudioCasting> {
  return apiData<StudioCasting>(`/studio/castings/${encodeURIComponent(id)}`, {
    signal,
  });
}

export function useStudioCasting(id: string) {
  return useQuery({
    queryKey: studioCastingKey(id),
    queryFn: ({ signal }) => getStudioCasting(id, signal),
  });
}
