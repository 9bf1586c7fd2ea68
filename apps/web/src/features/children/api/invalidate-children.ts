import type { QueryClient } from '@tanstack/react-query';

/**
 * A child added, changed or removed changes the children lists and whoever one may apply for; a
 * removed child's applications leave the applications lists too. The child's own talent profile
 * (names, gender and date of birth are copied there) is under ['profiles'].
 */
export function invalidateChildren(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: ['children'] }),
    queryClient.invalidateQueries({ queryKey: ['profiles'] }),
    queryClient.invalidateQueries({ queryKey: ['applications'] }),
  ]);
}
