import type { LoginPayload } from '@talent/contract/auth';
import type { StaffMe, StaffRegisterPayload } from '@talent/contract/clients';
import { createContext, useContext } from 'react';

export type SessionStatus = 'loading' | 'authenticated' | 'unauthenticated';

export interface Session {
  status: SessionStatus;
  user: StaffMe | null;
  /** Resolves with the signed-in staff user; rejects with an ApiError (server message) otherwise. */
  login: (payload: LoginPayload) => Promise<StaffMe>;
  register: (payload: StaffRegisterPayload) => Promise<StaffMe>;
  /** Always ends signed out, even when the server cannot be reached. */
  logout: () => Promise<void>;
  /** Reloads the signed-in user (the company's verification may have changed). */
  refreshUser: () => Promise<void>;
}

export const SessionContext = createContext<Session | null>(null);

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession must be used inside <SessionProvider>');
  return session;
}
