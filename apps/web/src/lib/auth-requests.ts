import type { AuthTokens, LoginPayload, RegisterPayload, UpdateMePayload, User } from '@talent/contract/auth';
import { apiRequest } from '@talent/ui/http/api-client';

// The /auth calls of the session (lib/session-provider.tsx) and of the account's own fields, which
// several features change. A feature's other calls live in its own api/ folder.

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

/** PATCH /auth/me: the account's own fields (names, gender, birth date on the profile screen; e-mail, phone, language in Settings). */
export async function updateAccount(payload: UpdateMePayload): Promise<User> {
  const body = await apiRequest<{ data: User }>('/auth/me', { method: 'PATCH', body: payload });
  return body.data;
}
