import type { ApplicantPage } from '@talent/contract/studio';
import { apiRequest } from '@talent/ui/http/api-client';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { type ApplicantListParams, apiSearch } from '../applicant-query';

/** Every list of applicants, of every casting: what a status move or an opened applicant invalidates. */
export const APPLICANTS_KEY = ['studio-applicants'] as const;

/** GET /studio/castings/{id}/applications: one page of the filtered, sorted applicants. */
export function getApplicants(
  castingId: string,
  params: ApplicantListParams,
  signal?: AbortSignal,
): Promise<ApplicantPage> {
  return apiRequest<ApplicantPage>(
    `/studio/castings/${encodeURIComponent(castingId)}/applications?${apiSearch(params)}`,
    { signal },
  );
}

export const applicantsQueryOptions = (castingId: string, params: ApplicantListParams) =>
  queryOptions({
    queryKey: [...APPLICANTS_KEY, castingId, apiSearch(params).toString()],
    queryFn: ({ signal }) => getApplicants(castingId, params, signal),
    // The page being left stays on screen while the next one loads, instead of a spinner.
    placeholderData: keepPreviousData,
  });

export function useApplicants(castingId: string, params: ApplicantListParams) {
  return useQuery(applicantsQueryOptions(castingId, params));
}
