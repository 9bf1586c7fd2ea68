import type { SelfTapeRequest } from '@talent/contract/self-tapes';
import { apiData } from '@talent/ui/http/api-client';

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
