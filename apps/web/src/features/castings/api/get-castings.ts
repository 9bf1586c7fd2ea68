import type { Casting } from '@talent/contract/castings';
import type { PageMeta } from '@talent/contract/pagination';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** §9: twelve castings a page. */
export const CASTINGS_PAGE_SIZE = 12;

export interface CastingPage {
  data: Casting[];
  meta: PageMeta;
}

export interface CastingListFilters {
  location?: string;
  minRemuneration?: number;
  maxRemuneration?: number;
  page: number;
}

/** GET /castings: talents list PUBLISHED castings (§7). */
export function getCastings(filters: CastingListFilters, signal?: AbortSignal): Promise<CastingPage> {
  const query = new URLSearchParams({ status: 'PUBLISHED' });
  if (filters.location) query.set('location', filters.location);
  if (filters.minRemuneration !== undefined) query.set('minRemuneration', String(filters.minRemuneration));
  if (filters.maxRemuneration !== undefined) query.set('maxRemuneration', String(filters.maxRemuneration));
  query.set('page', String(filters.page));
  query.set('pageSize', String(CASTINGS_PAGE_SIZE));
  return apiRequest<CastingPage>(`/castings?${query}`, { signal });
}

export const castingsQueryOptions = (filters: CastingListFilters) =>
  queryOptions({
    queryKey: ['castings', 'list', filters],
    queryFn: ({ signal }) => getCastings(filters, signal),
  });

export function useCastings(filters: CastingListFilters, { enabled = true }: { enabled?: boolean } = {}) {
  // The previous page stays on screen (dimmed) while the next one loads, instead of a blank grid.
  return useQuery({ ...castingsQueryOptions(filters), enabled, placeholderData: keepPreviousData });
}
