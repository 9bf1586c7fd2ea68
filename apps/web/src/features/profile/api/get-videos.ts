import type { Video } from '@talent/contract/media';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { OWN_PROFILE, type ProfileTarget, videosKey } from '../profile-target';

/** GET {profile}/videos: the profile's videos in their order. */
export async function getVideos(target: ProfileTarget, signal?: AbortSignal): Promise<Video[]> {
  const body = await apiRequest<{ data: Video[] }>(`${target.basePath}/videos`, { signal });
  return body.data;
}

export const videosQueryOptions = (target: ProfileTarget = OWN_PROFILE) =>
  queryOptions({
    queryKey: videosKey(target),
    queryFn: ({ signal }) => getVideos(target, signal),
  });

export function useVideos(target: ProfileTarget) {
  return useQuery(videosQueryOptions(target));
}
