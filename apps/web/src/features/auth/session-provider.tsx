import type { AuthTokens, LoginPayload, RegisterPayload, User } from '@talent/contract/auth';
import { type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/lib/api-client';
import { changeLanguage } from '@/lib/i18n';
import { notify } from '@/lib/notify';
import { emitSessionEnd, onSessionEnd } from '@/lib/session-events';
import { clearTokens, getAccessToken, getRefreshToken, storeTokens } from '@/lib/token-storage';
import { errorMessage } from '@/lib/translate-message';
import { getMe } from './api/get-me';
import { login as loginRequest } from './api/login';
import { logout as logoutRequest } from './api/logout';
import { register as registerRequest } from './api/register';
import { type Session, SessionContext, type SessionStatus } from './session-context';

interface SessionState {
  status: SessionStatus;
  user: User | null;
}

const SIGNED_OUT: SessionState = { status: 'unauthenticated', user: null };

function isForbidden(error: unknown): boolean {
  return error instanceof ApiError && error.status === 403;
}

/**
 * Loads the signed-in user and refuses anyone who is not a talent (§1). The server answers 403
 * ONLY_TALENT itself; the role check covers a token of another role all the same. Either way the
 * tokens go: the app must not stay half signed in.
 */
async function loadTalent(): Promise<User> {
  let user: User;
  try {
    user = await getMe();
  } catch (error) {
    if (isForbidden(error)) clearTokens();
    throw error;
  }
  if (user.role !== 'TALENT') {
    clearTokens();
    // Only on this rare path: the contract's error texts come with zod (see translate-message).
    const { ONLY_TALENT_MESSAGE } = await import('@talent/contract/errors');
    throw new ApiError(403, 'ONLY_TALENT', ONLY_TALENT_MESSAGE);
  }
  // The account's language wins over the visitor's choice on the public pages (§1).
  await changeLanguage(user.preferredLanguage === 'EN' ? 'en' : 'ro');
  return user;
}

export function SessionProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const [state, setState] = useState<SessionState>(() =>
    getAccessToken() ? { status: 'loading', user: null } : SIGNED_OUT,
  );
  const checkStarted = useRef(false);

  // Any end of the session (logout, a failed refresh in the API client) signs this provider out.
  useEffect(() => onSessionEnd(() => setState(SIGNED_OUT)), []);

  // The session check at start: only with a stored access token, and only once (StrictMode runs effects twice).
  useEffect(() => {
    if (state.status !== 'loading' || checkStarted.current) return;
    checkStarted.current = true;
    loadTalent().then(
      (user) => setState({ status: 'authenticated', user }),
      async (error: unknown) => {
        setState(SIGNED_OUT);
        if (isForbidden(error)) {
          notify.error(await errorMessage(t, error, t('errors.onlyTalent')));
        } else if (!(error instanceof ApiError && error.status === 401)) {
          // A network or server failure: keep the tokens so a reload can try again.
          console.warn('Session check failed', error);
        }
      },
    );
  }, [state.status, t]);

  const signIn = useCallback(async (tokens: AuthTokens) => {
    storeTokens(tokens);
    try {
      const user = await loadTalent();
      setState({ status: 'authenticated', user });
      return user;
    } catch (error) {
      // Never leave tokens behind for a sign-in the visitor was told failed.
      clearTokens();
      throw error;
    }
  }, []);

  const login = useCallback(async (payload: LoginPayload) => signIn(await loginRequest(payload)), [signIn]);

  const register = useCallback(
    async (payload: RegisterPayload) => signIn(await registerRequest(payload)),
    [signIn],
  );

  const logout = useCallback(async () => {
    try {
      await logoutRequest(getRefreshToken());
    } catch (error) {
      // The local session ends anyway (§8); the server's copy expires on its own.
      console.warn('Logout request failed', error);
    } finally {
      clearTokens();
      emitSessionEnd();
    }
  }, []);

  const session = useMemo<Session>(
    () => ({
      status: state.status,
      user: state.user,
      isLoading: state.status === 'loading',
      isAuthenticated: state.status === 'authenticated',
      login,
      register,
      logout,
    }),
    [state, login, register, logout],
  );

  return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>;
}
