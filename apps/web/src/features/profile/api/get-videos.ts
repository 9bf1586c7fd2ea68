import type { Video } from '@talent/contract/media';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** GET /profiles/me/videos: the caller's videos in their order. */
export async function getMyVideos(signal?: AbortSignal): Promise<Video[]> {
  const body = await apiRequest<{ data: Video[] }>('/profiles/me/videos', { signal });
  return body.data;
}

export const myVideosQueryOptions = () =>
  queryOptions({
    queryKey: ['profiles', 'me', 'videos'],
    queryFn: ({ signal }) => getMyVideos(signal),
  });

export function useMyVideos() {
  return useQuery(myVideosQueryOptions());
}
