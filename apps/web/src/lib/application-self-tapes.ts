import type { Application } from '@talent/contract/applications';
import type { SelfTapeRequest } from '@talent/contract/self-tapes';
import { apiData } from '@talent/ui/http/api-client';
import { pollWhileProcessing } from '@talent/ui/video-upload/profile-videos';
import { queryOptions } from '@tanstack/react-query';
import { resourceQueryOptions } from './resource-query';

// An application and its self-tape requests: the application's page and the self-tape studio both
// read and answer them (one cache entry: an answer sent from the studio shows on the application).

/** GET /applications/{id}: only the caller's own; anyone else's is a 404. */
export const applicationQueryOptions = (id: string) =>
  resourceQueryOptions<Application>(
    ['applications', 'detail', id],
    `/applications/${encodeURIComponent(id)}`,
  );

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

/**
 * POST /self-tape-requests/{id}/submission { videoId }: answers a request with one of the profile's
 * videos; before the deadline a second answer replaces the first. 422 once the deadline has passed.
 */
export async function submitSelfTape(requestId: string, videoId: string): Promise<SelfTapeRequest> {
  return apiData<SelfTapeRequest>(`/self-tape-requests/${encodeURIComponent(requestId)}/submission`, {
    method: 'POST',
    body: { videoId },
  });
}
