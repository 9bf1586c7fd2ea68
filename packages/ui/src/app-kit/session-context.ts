import type { LoginPayload } from '@talent/contract/auth';
import { type Context, createContext, useContext } from 'react';

export type SessionStatus = 'loading' | 'authenticated' | 'unauthenticated';

/** What the kit needs of an app's user: whose session it is, and the language the account reads in. */
export interface SessionUser {
  id: string;
  preferredLanguage: 'RO' | 'EN';
}

/** The signed-in state of one app, typed by that app's user and its sign-up payload. */
export interface Session<User extends SessionUser = SessionUser, RegisterPayload = never> {
  status: SessionStatus;
  user: User | null;
  /** Resolves with the signed-in user; rejects with an ApiError (server message) otherwise. */
  login: (payload: LoginPayload) => Promise<User>;
  register: (payload: RegisterPayload) => Promise<User>;
  /** Always ends signed out, even when the server cannot be reached. */
  logout: () => Promise<void>;
  /** Reloads the signed-in user from the server (after a screen changed account fields). */
  refreshUser: () => Promise<void>;
}

// One context for whichever app runs: the kit's guards and sign-in form read it without knowing the
// app's user type, and each app reads it typed through sessionContextOf.
const SessionContext = createContext<Session | null>(null);

export function sessionContextOf<User extends SessionUser, RegisterPayload>() {
  return SessionContext as unknown as Context<Session<User, RegisterPayload> | null>;
}

export function useSessionOf<User extends SessionUser, RegisterPayload>(): Session<User, RegisterPayload> {
  const session = useContext(sessionContextOf<User, RegisterPayload>());
  if (!session) throw new Error('useSession must be used inside <SessionProvider>');
  return session;
}
