import type { User } from '@talent/contract/auth';
import { ApiError } from '@talent/ui/http/api-client';
import { clearTokens, getAccessToken } from '@talent/ui/http/token-storage';
import { getMe } from './auth-requests';

export type SessionCheckResult = { ok: true; user: User } | { ok: false; error: unknown };

export function isForbidden(error: unknown): boolean {
  return error instanceof ApiError && error.status === 403;
}

/**
 * Loads the signed-in user and refuses anyone who is not a talent (§1). The server answers 403
 * ONLY_TALENT itself; the role check covers a token of another role all the same. Either way the
 * tokens go: the app must not stay half signed in.
 */
export async function fetchTalent(): Promise<User> {
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
  return user;
}

/**
 * The session check at start, begun by main.tsx before anything renders: GET /auth/me then runs
 * while the texts load instead of after them, and the tokens are read as the page boots. Without an
 * access token there is nothing to check (null). The promise never rejects, so no failure can go
 * unhandled while React is not yet listening.
 */
export function startSessionCheck(): Promise<SessionCheckResult> | null {
  if (!getAccessToken()) return null;
  return fetchTalent().then(
    (user) => ({ ok: true, user }),
    (error: unknown) => ({ ok: false, error }),
  );
}
