import type { AuthTokens, LoginPayload } from '@talent/contract/auth';
import type { StaffMe, StaffRegisterPayload } from '@talent/contract/clients';
import { ApiError } from '@talent/ui/http/api-client';
import { emitSessionEnd, onSessionEnd } from '@talent/ui/http/session-events';
import { clearTokens, getRefreshToken, storeTokens } from '@talent/ui/http/token-storage';
import { changeLanguage } from '@talent/ui/i18n';
import { notify } from '@talent/ui/notify';
import { type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { login as loginRequest, logout as logoutRequest, register as registerRequest } from './auth-requests';
import { fetchStaff, isForbidden, type SessionCheckResult } from './session-check';
import { type Session, SessionContext, type SessionStatus } from './session-context';
import { errorMessage } from './translate-message';

interface SessionState {
  status: SessionStatus;
  user: StaffMe | null;
}

const SIGNED_OUT: SessionState = { status: 'unauthenticated', user: null };

/** The account's language wins over the visitor's choice on the public pages, as in the portal. */
function applyLanguageOf(user: StaffMe): Promise<void> {
  return changeLanguage(user.preferredLanguage === 'EN' ? 'en' : 'ro');
}

interface SessionProviderProps {
  /** The check main.tsx started at boot; null when there was no token to check. */
  initialCheck?: Promise<SessionCheckResult> | null;
  children: ReactNode;
}

export function SessionProvider({ initialCheck = null, children }: SessionProviderProps) {
  const { t } = useTranslation();
  const [state, setState] = useState<SessionState>(() =>
    initialCheck ? { status: 'loading', user: null } : SIGNED_OUT,
  );
  const checkStarted = useRef(false);

  // Any end of the session (logout, a refused refresh in the API client) signs this provider out.
  useEffect(() => onSessionEnd(() => setState(SIGNED_OUT)), []);

  // The outcome of the session check, once; StrictMode runs effects twice.
  useEffect(() => {
    if (!initialCheck || checkStarted.current) return;
    checkStarted.current = true;
    void initialCheck.then(async (result) => {
      if (result.ok) {
        await applyLanguageOf(result.user);
        setState({ status: 'authenticated', user: result.user });
        return;
      }
      setState(SIGNED_OUT);
      if (isForbidden(result.error)) {
        notify.error(await errorMessage(t, result.error, t('errors.onlyStaff')));
      } else if (!(result.error instanceof ApiError && result.error.status === 401)) {
        // A network or server failure: keep the tokens so a reload can try again.
        console.warn('Session check failed', result.error);
      }
    });
  }, [initialCheck, t]);

  const signIn = useCallback(async (tokens: AuthTokens) => {
    storeTokens(tokens);
    try {
      const user = await fetchStaff();
      await applyLanguageOf(user);
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
    async (payload: StaffRegisterPayload) => signIn(await registerRequest(payload)),
    [signIn],
  );

  const logout = useCallback(async () => {
    try {
      await logoutRequest(getRefreshToken());
    } catch (error) {
      // The local session ends anyway; the server's copy expires on its own.
      console.warn('Logout request failed', error);
    } finally {
      clearTokens();
      emitSessionEnd();
    }
  }, []);

  const refreshUser = useCallback(async () => {
    const user = await fetchStaff();
    setState((current) => (current.status === 'authenticated' ? { status: 'authenticated', user } : current));
  }, []);

  const session = useMemo<Session>(
    () => ({ status: state.status, user: state.user, login, register, logout, refreshUser }),
    [state, login, register, logout, refreshUser],
  );

  return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>;
}
