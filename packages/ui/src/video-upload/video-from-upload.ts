import type { Video, VideoFromUploadPayload } from '@talent/contract/media';
import { apiData } from '../http/api-client';

/**
 * POST {profile}/videos/from-upload: a finished resumable upload becomes a video of the profile, at
 * first PROCESSING while the server converts it (DESIGN §9).
 */
export async function createVideoFromUpload(
  basePath: string,
  payload: VideoFromUploadPayload,
): Promise<Video> {
  return apiData<Video>(`${basePath}/videos/from-upload`, {
    method: 'POST',
    body: payload,
  });
}
