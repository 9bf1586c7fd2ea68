import type { Invitation } from '@talent/contract/invitations';

/** The casting the invitation is about, with the invitation in the link, as the notice links it. */
export function invitationCastingPath(invitation: Pick<Invitation, 'id' | 'casting'>): string {
  return `/castings/${encodeURIComponent(invitation.casting.slug)}?invitation=${encodeURIComponent(invitation.id)}`;
}
