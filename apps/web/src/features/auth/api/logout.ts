import { apiRequest } from '@/lib/api-client';

/** Revokes the refresh token's whole family on the server (DESIGN §4). */
export async function logout(refreshToken: string | null): Promise<void> {
  await apiRequest<void>('/auth/logout', {
    method: 'POST',
    body: refreshToken ? { refreshToken } : {},
  });
}
