import type { SavedSearch, SavedSearchCreatePayload } from '@talent/contract/notifications';
import { apiData } from '@talent/ui/http/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { SAVED_SEARCHES_KEY } from './get-saved-searches';

/** POST /saved-searches: 201 with the search; 400 (a name taken or invalid), 409 (the limit reached). */
export async function createSavedSearch(payload: SavedSearchCreatePayload): Promise<SavedSearch> {
  return apiData<SavedSearch>('/saved-searches', { method: 'POST', body: payload });
}

export function useCreateSavedSearch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSavedSearch,
    onSuccess: (saved) => {
      // First in the list at once (it is the newest); the refetch confirms.
      queryClient.setQueryData<SavedSearch[]>(SAVED_SEARCHES_KEY, (searches) =>
        searches ? [saved, ...searches.filter((search) => search.id !== saved.id)] : searches,
      );
      return queryClient.invalidateQueries({ queryKey: SAVED_SEARCHES_KEY });
    },
  });
}
