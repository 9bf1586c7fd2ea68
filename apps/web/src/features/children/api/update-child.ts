import type { Child, ChildUpdatePayload } from '@talent/contract/children';
import { apiData } from '@talent/ui/http/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateChildren } from './invalidate-children';

/** PATCH /children/{id}: only the fields sent change. */
export async function updateChild({
  id,
  changes,
}: {
  id: string;
  changes: ChildUpdatePayload;
}): Promise<Child> {
  return apiData<Child>(`/children/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    body: changes,
  });
}

export function useUpdateChild() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateChild,
    onSuccess: (child) => {
      queryClient.setQueryData(['children', child.id], child);
      return invalidateChildren(queryClient);
    },
  });
}
