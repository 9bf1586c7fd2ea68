import type { Invitation, InvitationPage } from '@talent/contract/invitations';
import { apiRequest } from '@talent/ui/http/api-client';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** Every invitation query: what answering one (viewed, declined, applied) invalidates. */
export const INVITATIONS_KEY = ['invitations'] as const;

/**
 * The API's largest page (MAX_PAGE_SIZE of contract/pagination, not imported: that module brings zod
 * into the dashboard's and the casting page's first load).
 */
const LARGEST_PAGE = 50;

/**
 * GET /invitations: the talent's own and their children's, newest first. One page of the largest
 * size: a talent has a handful open at a time, and the casting page looks its casting up in it.
 */
export async function getInvitations(signal?: AbortSignal): Promise<Invitation[]> {
  const body = await apiRequest<InvitationPage>(`/invitations?pageSize=${LARGEST_PAGE}`, { signal });
  return body.data;
}

export const invitationsQueryOptions = () =>
  queryOptions({ queryKey: INVITATIONS_KEY, queryFn: ({ signal }) => getInvitations(signal) });

export function useInvitations() {
  return useQuery(invitationsQueryOptions());
}

/** Not yet answered, to a casting still taking applications: what the dashboard offers. */
export function isOpenInvitation(invitation: Invitation): boolean {
  return (
    (invitation.status === 'INVITED' || invitation.status === 'VIEWED') &&
    invitation.casting.status === 'PUBLISHED'
  );
}
