import type { RegisterPayload, User } from '@talent/contract/auth';
import {
  type Session as KitSession,
  sessionContextOf,
  useSessionOf,
} from '@talent/ui/app-kit/session-context';

/** The portal's session: a talent, signed up with the registration of §7. */
export type Session = KitSession<User, RegisterPayload>;
export const SessionContext = sessionContextOf<User, RegisterPayload>();
export const useSession = (): Session => useSessionOf<User, RegisterPayload>();
