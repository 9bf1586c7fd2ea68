import type { Child } from '@talent/contract/children';
import { apiData } from '@talent/ui/http/api-client';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** GET /children/{id}: one of the guardian's children; 404 for an unknown id or another's child. */
export async function getChild(id: string, signal?: AbortSignal): Promise<Child> {
  return apiData<Child>(`/children/${encodeURIComponent(id)}`, { signal });
}

export const childQueryOptions = (id: string) =>
  queryOptions({ queryKey: ['children', id], queryFn: ({ signal }) => getChild(id, signal) });

export function useChild(id: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...childQueryOptions(id), enabled });
}
