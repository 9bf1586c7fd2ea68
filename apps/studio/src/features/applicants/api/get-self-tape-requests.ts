import type { SelfTapeRequest } from '@talent/contract/self-tapes';
import { apiData } from '@talent/ui/http/api-client';
import { queryOptions, useQuery } from '@tanstack/react-query';

/**
 * How often the list is asked again while a video sent is being converted. The applicant's own
 * videos poll the same way (get-applicant.ts); not imported from there, so that the bulk request's
 * chunk does not split that module out of the applicant page's.
 */
const PROCESSING_POLL_MS = 4000;

/** Every applicant's self-tape requests: what a bulk request invalidates. */
export const SELF_TAPES_KEY = ['studio-self-tapes'] as const;
export const selfTapeRequestsKey = (applicationId: string) => [...SELF_TAPES_KEY, applicationId] as const;

/** GET /studio/applications/{id}/self-tape-requests: newest first, each with the video sent, if any. */
export async function getSelfTapeRequests(
  applicationId: string,
  signal?: AbortSignal,
): Promise<SelfTapeRequest[]> {
  return apiData<SelfTapeRequest[]>(
    `/studio/applications/${encodeURIComponent(applicationId)}/self-tape-requests`,
    { signal },
  );
}

export const selfTapeRequestsQueryOptions = (applicationId: string) =>
  queryOptions({
    queryKey: selfTapeRequestsKey(applicationId),
    queryFn: ({ signal }) => getSelfTapeRequests(applicationId, signal),
    // A video sent is converted in the background: asked again until it plays (or failed).
    refetchInterval: (query) =>
      query.state.data?.some((request) => request.video?.processingStatus === 'PROCESSING')
        ? PROCESSING_POLL_MS
        : false,
  });

export function useSelfTapeRequests(applicationId: string) {
  return useQuery(selfTapeRequestsQueryOptions(applicationId));
}
