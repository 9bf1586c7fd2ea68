import type { Child, ChildCreatePayload } from '@talent/contract/children';
import { apiData } from '@talent/ui/http/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateChildren } from './invalidate-children';

/** POST /children: 201 with the child; its talent profile is created with it. */
export async function createChild(payload: ChildCreatePayload): Promise<Child> {
  return apiData<Child>('/children', { method: 'POST', body: payload });
}

export function useCreateChild() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createChild, onSuccess: () => invalidateChildren(queryClient) });
}
