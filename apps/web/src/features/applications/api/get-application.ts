import type { Application } from '@talent/contract/applications';
import { apiRequest } from '@talent/ui/http/api-client';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** GET /applications/{id}: only the caller's own; anyone else's is a 404. */
export async function getApplication(id: string, signal?: AbortSignal): Promise<Application> {
  const body = await apiRequest<{ data: Application }>(`/applications/${encodeURIComponent(id)}`, { signal });
  return body.data;
}

export const applicationQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['applications', 'detail', id],
    queryFn: ({ signal }) => getApplication(id, signal),
  });

export function useApplication(id: string) {
  return useQuery(applicationQueryOptions(id));
}
