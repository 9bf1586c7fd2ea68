import type { Application } from '@talent/contract/applications';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** GET /applications: the caller's own, newest first (§7). */
export async function getApplications(signal?: AbortSignal): Promise<Application[]> {
  const body = await apiRequest<{ data: Application[] }>('/applications', { signal });
  return body.data;
}

export const applicationsQueryOptions = () =>
  queryOptions({
    queryKey: ['applications', 'list'],
    queryFn: ({ signal }) => getApplications(signal),
  });

export function useApplications() {
  return useQuery(applicationsQueryOptions());
}
