import type { StudioInvitationList } from '@talent/contract/invitations';
import { apiRequest } from '@talent/ui/http/api-client';
import { useQuery } from '@tanstack/react-query';

/** GET /studio/castings/{id}/invitations: who was invited and where each is (INVITED … DECLINED). */
export function useCastingInvitations(castingId: string, enabled: boolean) {
  return useQuery({
    queryKey: ['studio-invitations', castingId],
    queryFn: ({ signal }) =>
      apiRequest<StudioInvitationList>(`/studio/castings/${encodeURIComponent(castingId)}/invitations`, {
        signal,
      }),
    enabled,
    retry: false,
  });
}
