import type { Child } from '@talent/contract/children';
import { apiRequest } from '@talent/ui/http/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateChildren } from './invalidate-children';

/** DELETE /children/{id}: the child, its talent profile and its applications go. */
export async function deleteChild(id: string): Promise<void> {
  await apiRequest<unknown>(`/children/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useDeleteChild() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteChild,
    onSuccess: (_result, id) => {
      // Gone from the list at once; the refetch confirms.
      queryClient.setQueryData<Child[]>(['children'], (children) =>
        children?.filter((child) => child.id !== id),
      );
      queryClient.removeQueries({ queryKey: ['children', id], exact: true });
      return invalidateChildren(queryClient);
    },
  });
}
