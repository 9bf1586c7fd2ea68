import type { TalentProfile } from '@talent/contract/profile';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** GET /profiles/me: the caller's own talent profile; 404 when there is none (§8). */
export async function getMyProfile(signal?: AbortSignal): Promise<TalentProfile> {
  const body = await apiRequest<{ data: TalentProfile }>('/profiles/me', { signal });
  return body.data;
}

export const myProfileQueryOptions = () =>
  queryOptions({
    queryKey: ['profiles', 'me'],
    queryFn: ({ signal }) => getMyProfile(signal),
  });

export function useMyProfile({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...myProfileQueryOptions(), enabled });
}
