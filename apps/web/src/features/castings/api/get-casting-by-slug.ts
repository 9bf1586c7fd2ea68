import type { Casting } from '@talent/contract/castings';
import { useQuery } from '@tanstack/react-query';
import { resourceQueryOptions } from '@/lib/resource-query';

/** GET /castings/slug/{slug}: `applications` holds only the caller's own (the "already applied" check). */
export const castingBySlugQueryOptions = (slug: string) =>
  resourceQueryOptions<Casting>(['castings', 'slug', slug], `/castings/slug/${encodeURIComponent(slug)}`);

export function useCastingBySlug(slug: string) {
  return useQuery(castingBySlugQueryOptions(slug));
}
