import type { TalentProfile } from '@talent/contract/profile';
import { apiData } from '@talent/ui/http/api-client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { OWN_PROFILE, type ProfileTarget } from '../profile-target';

/** GET /profiles/me (or a child's GET /profiles/children/{childId}); 404 when there is none (§8). */
export async function getProfile(target: ProfileTarget, signal?: AbortSignal): Promise<TalentProfile> {
  return apiData<TalentProfile>(target.basePath, { signal });
}

export const profileQueryOptions = (target: ProfileTarget) =>
  queryOptions({
    queryKey: target.queryKey,
    queryFn: ({ signal }) => getProfile(target, signal),
  });

export const myProfileQueryOptions = () => profileQueryOptions(OWN_PROFILE);

export function useProfile(target: ProfileTarget, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...profileQueryOptions(target), enabled });
}

export function useMyProfile({ enabled = true }: { enabled?: boolean } = {}) {
  return useProfile(OWN_PROFILE, { enabled });
}
