import type { StaffMe } from '@talent/contract/clients';
import { createSessionCheck, type SessionCheckResult as KitResult } from '@talent/ui/app-kit/session-check';

export type SessionCheckResult = KitResult<StaffMe>;

/** GET /staff/me: the signed-in CLIENT or ADMIN. The server refuses talents (403 ONLY_STAFF). */
export const { fetchUser: fetchStaff, startSessionCheck } = createSessionCheck<StaffMe>({
  mePath: '/staff/me',
});
