import type { TalentProfile } from '@talent/contract/profile';
import { apiData } from '@talent/ui/http/api-client';
import { profileBasePath, profileQueryKey } from '@talent/ui/video-upload/profile-videos';
import { queryOptions } from '@tanstack/react-query';

// A talent profile, the own or a guardian's child's: the profile pages edit it, the self-tape studio
// reads its slate from the same cache entry.

/** GET /profiles/me (or a child's GET /profiles/children/{childId}); 404 when there is none (§8). */
export const profileQueryOptions = (childId: string | null) =>
  queryOptions({
    queryKey: profileQueryKey(childId),
    queryFn: ({ signal }) => apiData<TalentProfile>(profileBasePath(childId), { signal }),
  });
