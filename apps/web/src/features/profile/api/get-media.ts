import type { Video } from '@talent/contract/media';
import { apiData } from '@talent/ui/http/api-client';
import { pollWhileProcessing } from '@talent/ui/video-upload/profile-videos';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type MediaItem, type MediaKind, mediaKey, type ProfileTarget } from '../profile-target';

/** GET {profile}/photos or {profile}/videos: the profile's photos or videos in their order. */
export async function getMedia<K extends MediaKind>(
  target: ProfileTarget,
  kind: K,
  signal?: AbortSignal,
): Promise<MediaItem<K>[]> {
  return apiData<MediaItem<K>[]>(`${target.basePath}/${kind}`, { signal });
}

export const mediaQueryOptions = <K extends MediaKind>(target: ProfileTarget, kind: K) =>
  queryOptions({
    queryKey: mediaKey(target, kind),
    queryFn: ({ signal }) => getMedia(target, kind, signal),
    // Videos convert in the background (DESIGN §9): the list follows them until each is ready or failed,
    // so the talent may leave the tab and come back.
    refetchInterval: (query) =>
      kind === 'videos' ? pollWhileProcessing(query.state.data as Video[] | undefined) : false,
  });

export function useMedia<K extends MediaKind>(target: ProfileTarget, kind: K) {
  return useQuery(mediaQueryOptions(target, kind));
}
