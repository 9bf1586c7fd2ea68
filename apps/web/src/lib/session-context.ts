import type { LoginPayload, RegisterPayload, User } from '@talent/contract/auth';
import { createContext, useContext } from 'react';

export type SessionStatus = 'loading' | 'authenticated' | 'unauthenticated';

export interface Session {
  status: SessionStatus;
  user: User | null;
  isLoading: boolean;
  isAuthenticated: boolean;
  /** Resolves with the signed-in talent; rejects with an ApiError (server message) otherwise. */
  login: (payload: LoginPayload) => Promise<User>;
  register: (payload: RegisterPayload) => Promise<User>;
  /** Always ends signed out, even when the server cannot be reached. */
  logout: () => Promise<void>;
  /** Reloads the signed-in user from the server (after the profile screen changed account fields). */
  refreshUser: () => Promise<void>;
}

export const SessionContext = createContext<Session | null>(null);

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession must be used inside <SessionProvider>');
  return session;
}
