import type { Casting } from '@talent/contract/castings';
import { apiRequest } from '@talent/ui/http/api-client';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** GET /castings/slug/{slug}: `applications` holds only the caller's own (the "already applied" check). */
export async function getCastingBySlug(slug: string, signal?: AbortSignal): Promise<Casting> {
  const body = await apiRequest<{ data: Casting }>(`/castings/slug/${encodeURIComponent(slug)}`, { signal });
  return body.data;
}

export const castingBySlugQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: ['castings', 'slug', slug],
    queryFn: ({ signal }) => getCastingBySlug(slug, signal),
  });

export function useCastingBySlug(slug: string) {
  return useQuery(castingBySlugQueryOptions(slug));
}
