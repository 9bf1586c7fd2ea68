import { useQuery } from '@tanstack/react-query';
import { profileQueryOptions } from '@/lib/profile-query';
import { OWN_PROFILE, type ProfileTarget } from '../profile-target';

// The query itself lives in lib/: the self-tape studio reads the same profile from the same cache entry.
export const myProfileQueryOptions = () => profileQueryOptions(OWN_PROFILE.childId);

export function useProfile(target: ProfileTarget, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...profileQueryOptions(target.childId), enabled });
}

export function useMyProfile({ enabled = true }: { enabled?: boolean } = {}) {
  return useProfile(OWN_PROFILE, { enabled });
}
