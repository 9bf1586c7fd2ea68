import type { AuthTokens } from '@talent/contract/auth';
import { apiData, apiRequest } from '../http/api-client';

// The calls of the session, in the entry chunk. Keep calls that lazy features import out of this file:
// a module the entry and lazy chunks share gets its own chunk-sharing set, and then rolldown will not
// merge the API client (which this file imports) into the entry, as that would make a chunk cycle.

/** POST of a sign-in or a sign-up (unauthenticated): both answer a fresh pair of tokens. */
export async function requestTokens(path: string, payload: unknown): Promise<AuthTokens> {
  return apiData<AuthTokens>(path, {
    method: 'POST',
    body: payload,
    authenticated: false,
  });
}

/** GET of the signed-in user at the app's own path. */
export async function requestUser<User>(path: string): Promise<User> {
  return apiData<User>(path);
}

/** POST /auth/logout (both apps): revokes the refresh token's whole family on the server (DESIGN §4). */
export async function requestLogout(refreshToken: string | null): Promise<void> {
  await apiRequest<void>('/auth/logout', {
    method: 'POST',
    body: refreshToken ? { refreshToken } : {},
  });
}
