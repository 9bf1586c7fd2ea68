import type { AuthTokens, LoginPayload, RegisterPayload, User } from '@talent/contract/auth';
import { apiRequest } from '@talent/ui/http/api-client';

// The /auth calls of the session (lib/session-provider.tsx and lib/session-check.ts), all in the entry
// chunk. Keep calls that lazy features import out of this file (PATCH /auth/me is in update-account.ts):
// a module the entry and lazy chunks share gets its own chunk-sharing set, and then rolldown will not
// merge the API client (which this file imports) into the entry, as that would make a chunk cycle. The
// client then lands in a small chunk of its own, which every route loads.
// A feature's other calls live in its own api/ folder.

/** POST /auth/login or /auth/register: both answer a fresh pair of tokens. */
async function signIn(path: string, payload: LoginPayload | RegisterPayload): Promise<AuthTokens> {
  const body = await apiRequest<{ data: AuthTokens }>(path, {
    method: 'POST',
    body: payload,
    authenticated: false,
  });
  return body.data;
}

export const login = (payload: LoginPayload) => signIn('/auth/login', payload);

export const register = (payload: RegisterPayload) => signIn('/auth/register', payload);

/** GET /auth/me: the signed-in user. */
export async function getMe(): Promise<User> {
  const body = await apiRequest<{ data: User }>('/auth/me');
  return body.data;
}

/** Revokes the refresh token's whole family on the server (DESIGN §4). */
export async function logout(refreshToken: string | null): Promise<void> {
  await apiRequest<void>('/auth/logout', {
    method: 'POST',
    body: refreshToken ? { refreshToken } : {},
  });
}
