import type { ApplicantDetail } from '@talent/contract/studio';
import { apiData } from '@talent/ui/http/api-client';
import { type QueryClient, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { STUDIO_CASTINGS_KEY } from '@/lib/query-keys';
import { APPLICANTS_KEY } from './get-applicants';

export const applicantKey = (id: string) => ['studio-applicant', id] as const;

/** How often a page asks again while a video it shows is still being converted (DESIGN §9). */
const PROCESSING_POLL_MS = 4000;

/** GET /studio/applications/{id}: the applicant whole. The server moves a PENDING one to REVIEWED. */
export async function getApplicant(id: string, signal?: AbortSignal): Promise<ApplicantDetail> {
  return apiData<ApplicantDetail>(`/studio/applications/${encodeURIComponent(id)}`, {
    signal,
  });
}

export const applicantQueryOptions = (id: string, queryClient: QueryClient) =>
  queryOptions({
    queryKey: applicantKey(id),
    queryFn: async ({ signal }) => {
      const before = queryClient.getQueryData<ApplicantDetail>(applicantKey(id));
      const detail = await getApplicant(id, signal);
      // Opening it may have moved it from PENDING to REVIEWED: the lists and their counts are stale.
      // Asking again for the same status (a video still converting) changes nothing in them.
      if (before?.status !== detail.status) {
        void queryClient.invalidateQueries({ queryKey: APPLICANTS_KEY });
        void queryClient.invalidateQueries({ queryKey: STUDIO_CASTINGS_KEY });
      }
      return detail;
    },
    refetchInterval: (query) =>
      query.state.data?.videos.some((video) => video.processingStatus === 'PROCESSING')
        ? PROCESSING_POLL_MS
        : false,
  });

export function useApplicant(id: string) {
  const queryClient = useQueryClient();
  return useQuery(applicantQueryOptions(id, queryClient));
}
