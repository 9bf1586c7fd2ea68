import type { Video } from '@talent/contract/media';
import { queryOptions } from '@tanstack/react-query';
import { apiData } from '../http/api-client';

// A talent profile's videos, which the profile's Videos tab and an application's self-tapes share
// (the same cache entry: a video uploaded in one shows in the other).

/** Base of a profile and its media: the caller's own, or a child's (guardian mode). */
export function profileBasePath(childId: string | null): string {
  return childId ? `/profiles/children/${encodeURIComponent(childId)}` : '/profiles/me';
}

/** The profile's query key; its photos and videos live under it. */
export function profileQueryKey(childId: string | null): readonly unknown[] {
  return childId ? ['profiles', 'child', childId] : ['profiles', 'me'];
}

/** How often a list with a video still being converted asks again (DESIGN §9). */
export const PROCESSING_POLL_MS = 4000;

/** While any video is still converting, the list asks again every few seconds; else never. */
export function pollWhileProcessing(videos: readonly Pick<Video, 'processingStatus'>[] | undefined) {
  return videos?.some((video) => video.processingStatus === 'PROCESSING') ? PROCESSING_POLL_MS : false;
}

/** GET {profile}/videos: the profile's videos in their order. */
export async function getProfileVideos(basePath: string, signal?: AbortSignal): Promise<Video[]> {
  return apiData<Video[]>(`${basePath}/videos`, { signal });
}

export const profileVideosQueryOptions = (childId: string | null) =>
  queryOptions({
    queryKey: [...profileQueryKey(childId), 'videos'],
    queryFn: ({ signal }) => getProfileVideos(profileBasePath(childId), signal),
    refetchInterval: (query) => pollWhileProcessing(query.state.data),
  });
