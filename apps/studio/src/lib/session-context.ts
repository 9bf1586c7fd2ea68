import type { StaffMe, StaffRegisterPayload } from '@talent/contract/clients';
import { bindSession } from '@talent/ui/app-kit/bind-session';
import type { Session as KitSession } from '@talent/ui/app-kit/session-context';
import { errorMessage } from './translate-message';

/** The studio's session: a CLIENT or ADMIN with the company's verification, signed in through /staff/auth. */
export type Session = KitSession<StaffMe, StaffRegisterPayload>;

// GET /staff/me refuses talents itself (403 ONLY_STAFF): the studio adds no refusal of its own.
export const { startSessionCheck, SessionProvider, SessionContext, useSession } = bindSession<
  StaffMe,
  StaffRegisterPayload
>({
  mePath: '/staff/me',
  loginPath: '/staff/auth/login',
  registerPath: '/staff/auth/register',
  errorMessage,
  refusedText: (t) => t('errors.onlyStaff'),
});
