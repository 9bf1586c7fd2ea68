import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { profileQueryOptions } from '@/lib/profile-query';
import { useSession } from '@/lib/session-context';
import type { Slate } from '../self-tape-types';

/**
 * The slate's name, height and city, from the profile the take is for (the profile pages' own query
 * and cache entry). Until it is in, or without a
 * profile, the account's name.
 */
export function useSlate(childId: string | null): Slate {
  const { user } = useSession();
  // No retries: without a profile the slate is the account's name, at once.
  const profile = useQuery({ ...profileQueryOptions(childId), retry: false });
  const data = profile.data;
  const accountName = childId ? '' : [user?.firstName, user?.lastName].filter(Boolean).join(' ');
  const name = data ? `${data.firstName} ${data.lastName}`.trim() : accountName;
  const height = data?.height ? `${data.height} cm` : '';
  const city = data?.residenceCity ?? '';
  // The same object while the texts are the same: the recorder's timers depend on the settings.
  return useMemo(() => ({ name, height, city }), [name, height, city]);
}
