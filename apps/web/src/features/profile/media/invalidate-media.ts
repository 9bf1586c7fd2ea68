import type { QueryClient } from '@tanstack/react-query';
import { myProfileQueryOptions } from '../api/get-my-profile';

/**
 * After any media change: the profile (photosCount, videosCount, completionScore), which the
 * dashboard's banner reads from the same query, and the changed list.
 */
export async function invalidateMedia(queryClient: QueryClient, list: readonly unknown[]): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: list, exact: true }),
    queryClient.invalidateQueries({ queryKey: myProfileQueryOptions().queryKey, exact: true }),
  ]);
}
