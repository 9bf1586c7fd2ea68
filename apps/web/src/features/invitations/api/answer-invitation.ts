import type { Invitation } from '@talent/contract/invitations';
import { apiRequest } from '@talent/ui/http/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { INVITATIONS_KEY } from './get-invitations';

const invitationPath = (id: string, action: 'viewed' | 'decline') =>
  `/invitations/${encodeURIComponent(id)}/${action}`;

/** POST /invitations/{id}/viewed: the casting was opened, INVITED becomes VIEWED (once). */
export async function markInvitationViewed(id: string): Promise<Invitation> {
  const body = await apiRequest<{ data: Invitation }>(invitationPath(id, 'viewed'), { method: 'POST' });
  return body.data;
}

/** POST /invitations/{id}/decline: "Not for me", with the reason if one was given. */
export async function declineInvitation({
  id,
  reason,
}: {
  id: string;
  reason?: string;
}): Promise<Invitation> {
  const body = await apiRequest<{ data: Invitation }>(invitationPath(id, 'decline'), {
    method: 'POST',
    body: reason ? { reason } : {},
  });
  return body.data;
}

/** The answer replaces the invitation in the list at once; the refetch confirms. */
function useInvitationAnswer<V>(send: (variables: V) => Promise<Invitation>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (answered) => {
      queryClient.setQueryData<Invitation[]>(INVITATIONS_KEY, (list) =>
        list?.map((invitation) => (invitation.id === answered.id ? answered : invitation)),
      );
      return queryClient.invalidateQueries({ queryKey: INVITATIONS_KEY });
    },
  });
}

export const useMarkInvitationViewed = () => useInvitationAnswer(markInvitationViewed);
export const useDeclineInvitation = () => useInvitationAnswer(declineInvitation);
