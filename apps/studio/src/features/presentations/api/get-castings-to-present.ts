import type { StudioCasting } from '@talent/contract/studio';
import { apiData } from '@talent/ui/http/api-client';
import { useQuery } from '@tanstack/react-query';
import { STUDIO_CASTINGS_KEY } from '@/lib/query-keys';

/** The most castings one page of the API gives (MAX_PAGE_SIZE): a talent list is presented to one. */
const CASTINGS_OFFERED = 50;

/** GET /studio/castings: the client's castings (newest first), to choose the one a list is shown for. */
export function useCastingsToPresent(enabled = true) {
  return useQuery({
    enabled,
    queryKey: [...STUDIO_CASTINGS_KEY, 'to-present'],
    queryFn: ({ signal }) =>
      apiData<StudioCasting[]>(`/studio/castings?page=1&pageSize=${CASTINGS_OFFERED}`, { signal }),
  });
}
