import type { RegisterPayload, User } from '@talent/contract/auth';
import { createSessionProvider } from '@talent/ui/auth/session-provider';
import { fetchTalent } from './session-check';
import { errorMessage } from './translate-message';

/** The portal's session: a talent signed in through /auth (§1). */
export const SessionProvider = createSessionProvider<User, RegisterPayload>({
  loginPath: '/auth/login',
  registerPath: '/auth/register',
  fetchUser: fetchTalent,
  errorMessage,
  refusedText: (t) => t('errors.onlyTalent'),
});
