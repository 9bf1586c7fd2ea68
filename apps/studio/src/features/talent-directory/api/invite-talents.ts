import type { StudioCasting } from '@talent/contract/studio';
import { apiRequest } from '@talent/ui/http/api-client';
import { useMutation, useQuery } from '@tanstack/react-query';

/** The most castings one page of the API gives: a client's published castings fit in it. */
const CASTINGS_PAGE_SIZE = 50;

/** GET /studio/castings?status=PUBLISHED: where talents may be invited (the caller's own; ADMIN: all). */
export function usePublishedCastings(enabled: boolean) {
  return useQuery({
    queryKey: ['studio-castings', 'list', 'PUBLISHED', 'invite'],
    queryFn: async ({ signal }) =>
      (
        await apiRequest<{ data: StudioCasting[] }>(
          `/studio/castings?status=PUBLISHED&page=1&pageSize=${CASTINGS_PAGE_SIZE}`,
          { signal },
        )
      ).data,
    enabled,
  });
}

export interface InviteResult {
  invited: string[];
  alreadyInvited: string[];
}

/** POST /studio/castings/{id}/invitations: all or none, each talent told by a notice and an e-mail. */
export function useInviteTalents() {
  return useMutation({
    mutationFn: async ({
      castingId,
      profileIds,
      message,
    }: {
      castingId: string;
      profileIds: readonly string[];
      message: string;
    }) =>
      (
        await apiRequest<{ data: InviteResult }>(
          `/studio/castings/${encodeURIComponent(castingId)}/invitations`,
          { method: 'POST', body: { profileIds, message } },
        )
      ).data,
  });
}
