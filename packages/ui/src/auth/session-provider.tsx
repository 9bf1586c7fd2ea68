import type { AuthTokens, LoginPayload } from '@talent/contract/auth';
import type { TFunction } from 'i18next';
import { type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { requestLogout, requestTokens } from '../app-kit/auth-requests';
import { isForbidden, type SessionCheckResult } from '../app-kit/session-check';
import {
  type Session,
  type SessionStatus,
  type SessionUser,
  sessionContextOf,
} from '../app-kit/session-context';
import { ApiError } from '../http/api-client';
import { emitSessionEnd, onSessionEnd } from '../http/session-events';
import { clearTokens, getRefreshToken, storeTokens } from '../http/token-storage';
import { changeLanguage } from '../i18n';
import { notify } from '../notify';

export interface SessionProviderOptions<User> {
  /** POST paths of sign-in and sign-up, each answering a pair of tokens. */
  loginPath: string;
  registerPath: string;
  /** The app's user loader (createSessionCheck), refusing users the app is not for. */
  fetchUser: () => Promise<User>;
  /** The app's errorMessage (createMessageTranslator). */
  errorMessage: (t: TFunction, error: unknown, fallback: string) => Promise<string>;
  /** What a refused user (403) is told when the server's answer cannot be read. */
  refusedText: (t: TFunction) => string;
}

interface SessionState<User> {
  status: SessionStatus;
  user: User | null;
}

const SIGNED_OUT = { status: 'unauthenticated', user: null } as const;

/** The account's language wins over the visitor's choice on the public pages (§1). */
function applyLanguageOf(user: SessionUser): Promise<void> {
  return changeLanguage(user.preferredLanguage === 'EN' ? 'en' : 'ro');
}

/** The session provider of an app, typed by its user and its sign-up payload. */
export function createSessionProvider<User extends SessionUser, RegisterPayload>(
  options: SessionProviderOptions<User>,
) {
  const { loginPath, registerPath, fetchUser, errorMessage, refusedText } = options;
  const SessionContext = sessionContextOf<User, RegisterPayload>();

  return function SessionProvider({
    initialCheck = null,
    children,
  }: {
    /** The check main.tsx started at boot; null when there was no token to check. */
    initialCheck?: Promise<SessionCheckResult<User>> | null;
    children: ReactNode;
  }) {
    const { t } = useTranslation();
    const [state, setState] = useState<SessionState<User>>(() =>
      initialCheck ? { status: 'loading', user: null } : SIGNED_OUT,
    );
    const checkStarted = useRef(false);

    // Any end of the session (logout, a refused refresh in the API client) signs this provider out.
    useEffect(() => onSessionEnd(() => setState(SIGNED_OUT)), []);

    // The outcome of the session check (§4), once; StrictMode runs effects twice.
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
          notify.error(await errorMessage(t, result.error, refusedText(t)));
        } else if (!(result.error instanceof ApiError && result.error.status === 401)) {
          // A network or server failure: keep the tokens so a reload can try again.
          console.warn('Session check failed', result.error);
        }
      });
    }, [initialCheck, t]);

    const signIn = useCallback(async (tokens: AuthTokens) => {
      storeTokens(tokens);
      try {
        const user = await fetchUser();
        await applyLanguageOf(user);
        setState({ status: 'authenticated', user });
        return user;
      } catch (error) {
        // Never leave tokens behind for a sign-in the visitor was told failed.
        clearTokens();
        throw error;
      }
    }, []);

    const login = useCallback(
      async (payload: LoginPayload) => signIn(await requestTokens(loginPath, payload)),
      [signIn],
    );

    const register = useCallback(
      async (payload: RegisterPayload) => signIn(await requestTokens(registerPath, payload)),
      [signIn],
    );

    const logout = useCallback(async () => {
      try {
        await requestLogout(getRefreshToken());
      } catch (error) {
        // The local session ends anyway (§8); the server's copy expires on its own.
        console.warn('Logout request failed', error);
      } finally {
        clearTokens();
        emitSessionEnd('signed-out');
      }
    }, []);

    const refreshUser = useCallback(async () => {
      const user = await fetchUser();
      setState((current) =>
        current.status === 'authenticated' ? { status: 'authenticated', user } : current,
      );
    }, []);

    const session = useMemo<Session<User, RegisterPayload>>(
      () => ({ status: state.status, user: state.user, login, register, logout, refreshUser }),
      [state, login, register, logout, refreshUser],
    );

    return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>;
  };
}
