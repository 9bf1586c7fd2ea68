import type { SavedSearch } from '@talent/contract/notifications';
import { apiRequest } from '@talent/ui/http/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { SAVED_SEARCHES_KEY } from './get-saved-searches';

/** DELETE /saved-searches/{id}: 204; its alerts stop with it. */
export async function deleteSavedSearch(id: string): Promise<void> {
  await apiRequest<unknown>(`/saved-searches/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useDeleteSavedSearch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSavedSearch,
    onSuccess: (_result, id) => {
      // Gone from the list at once; the refetch confirms.
      queryClient.setQueryData<SavedSearch[]>(SAVED_SEARCHES_KEY, (searches) =>
        searches?.filter((search) => search.id !== id),
      );
      return queryClient.invalidateQueries({ queryKey: SAVED_SEARCHES_KEY });
    },
  });
}
