import type { Application } from '@talent/contract/applications';
import { MAX_PAGE_SIZE, type PageMeta } from '@talent/contract/pagination';
import { apiRequest } from '@talent/ui/http/api-client';
import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';

export interface ApplicationPage {
  data: Application[];
  /** Absent from an answer that is not paginated: then it is everything. */
  meta?: PageMeta;
}

/** GET /applications: the caller's own, newest first (§7), a page at a time. */
export function getApplications(
  { page, pageSize }: { page: number; pageSize: number },
  signal?: AbortSignal,
): Promise<ApplicationPage> {
  const query = new URLSearchParams({ page: String(page), pageSize: String(pageSize) });
  return apiRequest<ApplicationPage>(`/applications?${query}`, { signal });
}

/** The latest few (the dashboard's recent activity). */
export const latestApplicationsQueryOptions = (count: number) =>
  queryOptions({
    queryKey: ['applications', 'latest', count],
    queryFn: async ({ signal }) => (await getApplications({ page: 1, pageSize: count }, signal)).data,
  });

export function useLatestApplications(count: number) {
  return useQuery(latestApplicationsQueryOptions(count));
}

/** All of them, in the largest pages the API serves, one more page on demand. */
export const applicationsQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: ['applications', 'list'],
    queryFn: ({ pageParam, signal }) => getApplications({ page: pageParam, pageSize: MAX_PAGE_SIZE }, signal),
    initialPageParam: 1,
    getNextPageParam: (last) =>
      last.meta && last.meta.page < last.meta.totalPages ? last.meta.page + 1 : undefined,
  });

export function useApplications() {
  return useInfiniteQuery(applicationsQueryOptions());
}
