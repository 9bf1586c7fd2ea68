import type { ApplicantDetail } from '@talent/contract/studio';
import { apiRequest } from '@talent/ui/http/api-client';
import { type QueryClient, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { STUDIO_CASTINGS_KEY } from '@/lib/query-keys';
import { APPLICANTS_KEY } from './get-applicants';

export const applicantKey = (id: string) => ['studio-applicant', id] as const;

/** GET /studio/applications/{id}: the applicant whole. The server moves a PENDING one to REVIEWED. */
export async function getApplicant(id: string, signal?: AbortSignal): Promise<ApplicantDetail> {
  const body = await apiRequest<{ data: ApplicantDetail }>(`/studio/applications/${encodeURIComponent(id)}`, {
    signal,
  });
  return body.data;
}

export const applicantQueryOptions = (id: string, queryClient: QueryClient) =>
  queryOptions({
    queryKey: applicantKey(id),
    queryFn: async ({ signal }) => {
      const detail = await getApplicant(id, signal);
      // Opening it may have moved it from PENDING to REVIEWED: the lists and their counts are stale.
      void queryClient.invalidateQueries({ queryKey: APPLICANTS_KEY });
      void queryClient.invalidateQueries({ queryKey: STUDIO_CASTINGS_KEY });
      return detail;
    },
  });

export function useApplicant(id: string) {
  const queryClient = useQueryClient();
  return useQuery(applicantQueryOptions(id, queryClient));
}
