import type { Child } from '@talent/contract/children';
import { apiData } from '@talent/ui/http/api-client';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** GET /children: the guardian's children (403 while guardian mode is off). */
export async function getChildren(signal?: AbortSignal): Promise<Child[]> {
  return apiData<Child[]>('/children', { signal });
}

export const childrenQueryOptions = () =>
  queryOptions({ queryKey: ['children'], queryFn: ({ signal }) => getChildren(signal) });

export function useChildren({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...childrenQueryOptions(), enabled });
}
