import type { StaffMe } from '@talent/contract/clients';

/** The directory, the lists and invitations are a VERIFIED client's and an ADMIN's (DESIGN §11; others get 403). */
export function mayFindTalent(user: Pick<StaffMe, 'role' | 'clientStatus'> | null | undefined): boolean {
  return user?.role === 'ADMIN' || user?.clientStatus === 'VERIFIED';
}
