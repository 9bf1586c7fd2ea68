import type { QueryClient } from '@tanstack/react-query';
import type { ProfileTarget } from '../profile-target';

/**
 * After any media change: the profile (photosCount, videosCount, completionScore), which the
 * dashboard's banner reads from the same query, and the changed list.
 */
export async function invalidateMedia(
  queryClient: QueryClient,
  target: ProfileTarget,
  list: readonly unknown[],
): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: list, exact: true }),
    queryClient.invalidateQueries({ queryKey: target.queryKey, exact: true }),
  ]);
}
