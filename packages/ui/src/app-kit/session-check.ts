import { ApiError } from '../http/api-client';
import { clearTokens, getAccessToken } from '../http/token-storage';
import { requestUser } from './auth-requests';

export type SessionCheckResult<User> = { ok: true; user: User } | { ok: false; error: unknown };

export function isForbidden(error: unknown): boolean {
  return error instanceof ApiError && error.status === 403;
}

export interface SessionCheckOptions<User> {
  /** GET path of the signed-in user: /auth/me in the portal, /staff/me in the studio. */
  mePath: string;
  /**
   * The app's own refusal of a user the server let through (the portal refuses every role but
   * TALENT): the code of the 403 it answers instead, as the server would.
   */
  refuse?: { user: (user: User) => boolean; code: string };
}

/**
 * The app's user loader and its session check at start. A refused user (403, the server's or the
 * app's own) takes the tokens with it: the app must not stay half signed in.
 */
export function createSessionCheck<User>({ mePath, refuse }: SessionCheckOptions<User>) {
  async function fetchUser(): Promise<User> {
    try {
      const user = await requestUser<User>(mePath);
      // The code is what gets translated (translate-message.ts): the text stays the code.
      if (refuse?.user(user)) throw new ApiError(403, refuse.code, refuse.code);
      return user;
    } catch (error) {
      if (isForbidden(error)) clearTokens();
      throw error;
    }
  }

  /**
   * Begun by main.tsx before anything renders: the GET then runs while the texts load instead of after
   * them. Without an access token there is nothing to check (null). The promise never rejects, so no
   * failure can go unhandled while React is not yet listening.
   */
  function startSessionCheck(): Promise<SessionCheckResult<User>> | null {
    if (!getAccessToken()) return null;
    return fetchUser().then(
      (user) => ({ ok: true, user }),
      (error: unknown) => ({ ok: false, error }),
    );
  }

  return { fetchUser, startSessionCheck };
}
