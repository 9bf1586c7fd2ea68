import { CASTINGS_PAGE_SIZE, type Casting, type CastingListFilters } from '@talent/contract/castings';
import type { PageMeta } from '@talent/contract/pagination';
import { apiRequest } from '@talent/ui/http/api-client';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

export interface CastingPage {
  data: Casting[];
  meta: PageMeta;
}

/** The contract's list filters (the API's own) and the page asked for. */
export type CastingListRequest = CastingListFilters & { page: number };

/** GET /castings: talents list PUBLISHED castings (§7). */
export function getCastings(filters: CastingListRequest, signal?: AbortSignal): Promise<CastingPage> {
  const query = new URLSearchParams({ status: 'PUBLISHED' });
  if (filters.location) query.set('location', filters.location);
  if (filters.minRemuneration !== undefined) query.set('minRemuneration', String(filters.minRemuneration));
  if (filters.maxRemuneration !== undefined) query.set('maxRemuneration', String(filters.maxRemuneration));
  query.set('page', String(filters.page));
  query.set('pageSize', String(CASTINGS_PAGE_SIZE));
  return apiRequest<CastingPage>(`/castings?${query}`, { signal });
}

export const castingsQueryOptions = (filters: CastingListRequest) =>
  queryOptions({
    queryKey: ['castings', 'list', filters],
    queryFn: ({ signal }) => getCastings(filters, signal),
  });

export function useCastings(filters: CastingListRequest, { enabled = true }: { enabled?: boolean } = {}) {
  // The previous page stays on screen (dimmed) while the next one loads, instead of a blank grid.
  return useQuery({ ...castingsQueryOptions(filters), enabled, placeholderData: keepPreviousData });
}
