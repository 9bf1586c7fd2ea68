import { CASTINGS_PAGE_SIZE } from '@talent/contract/castings';
import { apiRequest } from '@talent/ui/http/api-client';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { CastingPage } from './get-castings';

export interface CastingSearch {
  q: string;
  page: number;
}

/** GET /castings/search: accent-insensitive, over titles, descriptions and locations (§7, DESIGN §4). */
export function searchCastings({ q, page }: CastingSearch, signal?: AbortSignal): Promise<CastingPage> {
  const query = new URLSearchParams({ q, page: String(page), pageSize: String(CASTINGS_PAGE_SIZE) });
  return apiRequest<CastingPage>(`/castings/search?${query}`, { signal });
}

export const castingSearchQueryOptions = (search: CastingSearch) =>
  queryOptions({
    queryKey: ['castings', 'search', search],
    queryFn: ({ signal }) => searchCastings(search, signal),
  });

export function useCastingSearch(search: CastingSearch, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...castingSearchQueryOptions(search), enabled, placeholderData: keepPreviousData });
}
