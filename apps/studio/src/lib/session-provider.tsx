import type { StaffMe, StaffRegisterPayload } from '@talent/contract/clients';
import { createSessionProvider } from '@talent/ui/auth/session-provider';
import { fetchStaff } from './session-check';
import { errorMessage } from './translate-message';

/** The studio's session: a CLIENT or ADMIN signed in through /staff/auth. */
export const SessionProvider = createSessionProvider<StaffMe, StaffRegisterPayload>({
  loginPath: '/staff/auth/login',
  registerPath: '/staff/auth/register',
  fetchUser: fetchStaff,
  errorMessage,
  refusedText: (t) => t('errors.onlyStaff'),
});
