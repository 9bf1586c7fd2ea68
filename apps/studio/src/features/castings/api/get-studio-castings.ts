import type { CastingStatus } from '@talent/contract/castings';
import type { PageMeta } from '@talent/contract/pagination';
import type { StudioCasting } from '@talent/contract/studio';
import { apiRequest } from '@talent/ui/http/api-client';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { STUDIO_CASTINGS_KEY } from '@/lib/query-keys';

/** A screenful of cards; the API allows up to 50 (MAX_PAGE_SIZE). */
export const STUDIO_CASTINGS_PAGE_SIZE = 12;

/** Every studio casting query starts with this key: one invalidation refreshes lists and single castings. */
export { STUDIO_CASTINGS_KEY };

export interface StudioCastingPage {
  data: StudioCasting[];
  meta: PageMeta;
}

/** GET /studio/castings?status=&page=&pageSize=: the caller's castings (ADMIN: all), counted. */
export function getStudioCastings(
  { status, page }: { status: CastingStatus | undefined; page: number },
  signal?: AbortSignal,
): Promise<StudioCastingPage> {
  const query = new URLSearchParams({ page: String(page), pageSize: String(STUDIO_CASTINGS_PAGE_SIZE) });
  if (status) query.set('status', status);
  return apiRequest<StudioCastingPage>(`/studio/castings?${query}`, { signal });
}

export function useStudioCastings(status: CastingStatus | undefined, page: number) {
  return useQuery(
    queryOptions({
      queryKey: [...STUDIO_CASTINGS_KEY, 'list', status ?? 'ALL', page],
      queryFn: ({ signal }) => getStudioCastings({ status, page }, signal),
      // The page being left stays on screen while the next one loads, instead of a spinner.
      placeholderData: keepPreviousData,
    }),
  );
}
