import type { AuthTokens, LoginPayload } from '@talent/contract/auth';
import type { StaffMe, StaffRegisterPayload } from '@talent/contract/clients';
import { apiRequest } from '@talent/ui/http/api-client';

// The calls of the session (session-provider.tsx and session-check.ts), in the entry chunk. Calls that
// lazy features import live in their feature's api/ folder (see the portal's auth-requests.ts on why).

/** POST /staff/auth/login or /staff/auth/register: both answer a fresh pair of tokens. */
async function signIn(path: string, payload: LoginPayload | StaffRegisterPayload): Promise<AuthTokens> {
  const body = await apiRequest<{ data: AuthTokens }>(path, {
    method: 'POST',
    body: payload,
    authenticated: false,
  });
  return body.data;
}

export const login = (payload: LoginPayload) => signIn('/staff/auth/login', payload);

export const register = (payload: StaffRegisterPayload) => signIn('/staff/auth/register', payload);

/** GET /staff/me: the signed-in CLIENT or ADMIN, with the company's verification. */
export async function getMe(): Promise<StaffMe> {
  const body = await apiRequest<{ data: StaffMe }>('/staff/me');
  return body.data;
}

/** POST /auth/logout (shared with the portal): revokes the refresh token's whole family (DESIGN §4). */
export async function logout(refreshToken: string | null): Promise<void> {
  await apiRequest<void>('/auth/logout', {
    method: 'POST',
    body: refreshToken ? { refreshToken } : {},
  });
}
