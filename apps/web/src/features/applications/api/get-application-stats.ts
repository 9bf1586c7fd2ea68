import type { ApplicationStats } from '@talent/contract/applications';
import { apiData } from '@talent/ui/http/api-client';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** GET /applications/my-stats: the dashboard's three numbers (§3, DESIGN §4). */
export async function getApplicationStats(signal?: AbortSignal): Promise<ApplicationStats> {
  return apiData<ApplicationStats>('/applications/my-stats', { signal });
}

export const applicationStatsQueryOptions = () =>
  queryOptions({
    queryKey: ['applications', 'stats'],
    queryFn: ({ signal }) => getApplicationStats(signal),
  });

export function useApplicationStats() {
  return useQuery(applicationStatsQueryOptions());
}
