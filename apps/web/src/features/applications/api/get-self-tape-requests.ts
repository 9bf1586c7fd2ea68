import type { SelfTapeRequest } from '@talent/contract/self-tapes';
import { apiData } from '@talent/ui/http/api-client';
import { pollWhileProcessing } from '@talent/ui/video-upload/profile-videos';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** GET /applications/{id}/self-tape-requests: the casting team's requests for this application. */
export async function getSelfTapeRequests(
  applicationId: string,
  signal?: AbortSignal,
): Promise<SelfTapeRequest[]> {
  return apiData<SelfTapeRequest[]>(`/applications/${encodeURIComponent(applicationId)}/self-tape-requests`, {
    signal,
  });
}

export const selfTapeRequestsKey = (applicationId: string) =>
  ['applications', 'detail', applicationId, 'self-tapes'] as const;

export const selfTapeRequestsQueryOptions = (applicationId: string) =>
  queryOptions({
    queryKey: selfTapeRequestsKey(applicationId),
    queryFn: ({ signal }) => getSelfTapeRequests(applicationId, signal),
    // A video sent while still converting: follow it until it plays (or failed).
    refetchInterval: (query) =>
      pollWhileProcessing(query.state.data?.flatMap((request) => (request.video ? [request.video] : []))),
  });

export function useSelfTapeRequests(applicationId: string) {
  return useQuery(selfTapeRequestsQueryOptions(applicationId));
}
