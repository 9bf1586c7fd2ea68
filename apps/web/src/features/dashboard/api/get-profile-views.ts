import type { ProfileViews } from '@talent/contract/directory';
import { useQuery } from '@tanstack/react-query';
import { resourceQueryOptions } from '@/lib/resource-query';

/** GET /profiles/me/views: the casting directors who opened the talent's own profile, per week. */
export const profileViewsQueryOptions = () =>
  resourceQueryOptions<ProfileViews>(['profiles', 'me', 'views'], '/profiles/me/views');

export function useProfileViews({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...profileViewsQueryOptions(), enabled });
}
