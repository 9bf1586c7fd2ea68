import type { Photo } from '@talent/contract/media';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** GET /profiles/me/photos: the caller's photos in their order. */
export async function getMyPhotos(signal?: AbortSignal): Promise<Photo[]> {
  const body = await apiRequest<{ data: Photo[] }>('/profiles/me/photos', { signal });
  return body.data;
}

export const myPhotosQueryOptions = () =>
  queryOptions({
    queryKey: ['profiles', 'me', 'photos'],
    queryFn: ({ signal }) => getMyPhotos(signal),
  });

export function useMyPhotos() {
  return useQuery(myPhotosQueryOptions());
}
