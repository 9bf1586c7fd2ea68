import type { Application } from '@talent/contract/applications';
import { useQuery } from '@tanstack/react-query';
import { resourceQueryOptions } from '@/lib/resource-query';

/** GET /applications/{id}: only the caller's own; anyone else's is a 404. */
export const applicationQueryOptions = (id: string) =>
  resourceQueryOptions<Application>(
    ['applications', 'detail', id],
    `/applications/${encodeURIComponent(id)}`,
  );

export function useApplication(id: string) {
  return useQuery(applicationQueryOptions(id));
}
