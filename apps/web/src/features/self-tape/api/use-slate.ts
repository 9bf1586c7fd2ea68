import type { TalentProfile } from '@talent/contract/profile';
import { apiData } from '@talent/ui/http/api-client';
import { profileBasePath, profileQueryKey } from '@talent/ui/video-upload/profile-videos';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useSession } from '@/lib/session-context';
import type { Slate } from '../self-tape-types';

/**
 * The slate's name, height and city, from the profile the take is for (GET /profiles/me or a child's,
 * under the profile's own cache key, as the profile page reads it). Until it is in, or without a
 * profile, the account's name.
 */
export function useSlate(childId: string | null): Slate {
  const { user } = useSession();
  const profile = useQuery({
    queryKey: profileQueryKey(childId),
    queryFn: ({ signal }) => apiData<TalentProfile>(profileBasePath(childId), { signal }),
    retry: false,
  });
  const data = profile.data;
  const accountName = childId ? '' : [user?.firstName, user?.lastName].filter(Boolean).join(' ');
  const name = data ? `${data.firstName} ${data.lastName}`.trim() : accountName;
  const height = data?.height ? `${data.height} cm` : '';
  const city = data?.residenceCity ?? '';
  // The same object while the texts are the same: the recorder's timers depend on the settings.
  return useMemo(() => ({ name, height, city }), [name, height, city]);
}
