import type { SavedSearch } from '@talent/contract/notifications';
import { apiData } from '@talent/ui/http/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { SAVED_SEARCHES_KEY } from './get-saved-searches';

export interface SavedSearchAlertsChange {
  id: string;
  alerts: boolean;
}

/** PATCH /saved-searches/{id}: turns its alerts on or off. */
export async function updateSavedSearch({ id, alerts }: SavedSearchAlertsChange): Promise<SavedSearch> {
  return apiData<SavedSearch>(`/saved-searches/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    body: { alerts },
  });
}

export function useUpdateSavedSearch() {
  const queryClient = useQueryClient();
  const setAlerts = (id: string, alerts: boolean) =>
    queryClient.setQueryData<SavedSearch[]>(SAVED_SEARCHES_KEY, (searches) =>
      searches?.map((search) => (search.id === id ? { ...search, alerts } : search)),
    );
  return useMutation({
    mutationFn: updateSavedSearch,
    // The switch moves at once; a refusal puts it back.
    onMutate: async ({ id, alerts }) => {
      await queryClient.cancelQueries({ queryKey: SAVED_SEARCHES_KEY });
      setAlerts(id, alerts);
    },
    onError: (_error, { id, alerts }) => setAlerts(id, !alerts),
    onSettled: () => queryClient.invalidateQueries({ queryKey: SAVED_SEARCHES_KEY }),
  });
}
