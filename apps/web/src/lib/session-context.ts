import type { RegisterPayload, User } from '@talent/contract/auth';
import { bindSession } from '@talent/ui/app-kit/bind-session';
import type { Session as KitSession } from '@talent/ui/app-kit/session-context';
import { errorMessage } from './translate-message';

/** The portal's session: a talent, signed in through /auth (§1) and signed up with the form of §7. */
export type Session = KitSession<User, RegisterPayload>;

export const { startSessionCheck, SessionProvider, SessionContext, useSession } = bindSession<
  User,
  RegisterPayload
>({
  mePath: '/auth/me',
  // The server answers 403 ONLY_TALENT itself; the role check covers a token of another role all the same.
  refuse: { user: (user) => user.role !== 'TALENT', code: 'ONLY_TALENT' },
  loginPath: '/auth/login',
  registerPath: '/auth/register',
  errorMessage,
  refusedText: (t) => t('errors.onlyTalent'),
});
