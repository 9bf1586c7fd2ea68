import type { SavedSearch } from '@talent/contract/notifications';
import { apiRequest } from '@talent/ui/http/api-client';
import { queryOptions, useQuery } from '@tanstack/react-query';

export const SAVED_SEARCHES_KEY = ['saved-searches'] as const;

/** GET /saved-searches: the signed-in talent's saved searches, newest first. */
export async function getSavedSearches(signal?: AbortSignal): Promise<SavedSearch[]> {
  const body = await apiRequest<{ data: SavedSearch[] }>('/saved-searches', { signal });
  return body.data;
}

export const savedSearchesQueryOptions = () =>
  queryOptions({ queryKey: SAVED_SEARCHES_KEY, queryFn: ({ signal }) => getSavedSearches(signal) });

export function useSavedSearches({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...savedSearchesQueryOptions(), enabled });
}
