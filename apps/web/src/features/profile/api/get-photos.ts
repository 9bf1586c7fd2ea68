import type { Photo } from '@talent/contract/media';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { OWN_PROFILE, type ProfileTarget, photosKey } from '../profile-target';

/** GET {profile}/photos: the profile's photos in their order. */
export async function getPhotos(target: ProfileTarget, signal?: AbortSignal): Promise<Photo[]> {
  const body = await apiRequest<{ data: Photo[] }>(`${target.basePath}/photos`, { signal });
  return body.data;
}

export const photosQueryOptions = (target: ProfileTarget = OWN_PROFILE) =>
  queryOptions({
    queryKey: photosKey(target),
    queryFn: ({ signal }) => getPhotos(target, signal),
  });

export function usePhotos(target: ProfileTarget) {
  return useQuery(photosQueryOptions(target));
}
