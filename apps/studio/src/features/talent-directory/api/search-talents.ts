import type { TalentPage } from '@talent/contract/directory';
import { apiRequest } from '@talent/ui/http/api-client';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { type DirectoryParams, directoryApiSearch } from '../directory-query';

/** GET /studio/talents: one page of the directory's search. */
export function searchTalents(params: DirectoryParams, signal?: AbortSignal): Promise<TalentPage> {
  return apiRequest<TalentPage>(`/studio/talents?${directoryApiSearch(params)}`, { signal });
}

export function useTalentSearch(params: DirectoryParams) {
  return useQuery(
    queryOptions({
      queryKey: ['studio-directory', directoryApiSearch(params).toString()],
      queryFn: ({ signal }) => searchTalents(params, signal),
      // The page being left stays on screen while the next one loads, instead of a spinner.
      placeholderData: keepPreviousData,
      // A refused value (400) is the search's fault: asking again would answer the same.
      retry: false,
    }),
  );
}
