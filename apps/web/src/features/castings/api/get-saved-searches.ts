import type { SavedSearch } from '@talent/contract/notifications';
import { apiData } from '@talent/ui/http/api-client';
import { queryOptions, useQuery } from '@tanstack/react-query';

export const SAVED_SEARCHES_KEY = ['saved-searches'] as const;

/** GET /saved-searches: the signed-in talent's saved searches, newest first. */
export async function getSavedSearches(signal?: AbortSignal): Promise<SavedSearch[]> {
  return apiData<SavedSearch[]>('/saved-searches', { signal });
}

export const savedSearchesQueryOptions = () =>
  queryOptions({ queryKey: SAVED_SEARCHES_KEY, queryFn: ({ signal }) => getSavedSearches(signal) });

export function useSavedSearches({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...savedSearchesQueryOptions(), enabled });
}
