import type { AuthTokens, LoginPayload } from '@talent/contract/auth';
import { apiRequest } from '@/lib/api-client';

export async function login(payload: LoginPayload): Promise<AuthTokens> {
  const body = await apiRequest<{ data: AuthTokens }>('/auth/login', {
    method: 'POST',
    body: payload,
    authenticated: false,
  });
  return body.data;
}
