import type { AuthTokens, RegisterPayload } from '@talent/contract/auth';
import { apiRequest } from '@/lib/api-client';

export async function register(payload: RegisterPayload): Promise<AuthTokens> {
  const body = await apiRequest<{ data: AuthTokens }>('/auth/register', {
    method: 'POST',
    body: payload,
    authenticated: false,
  });
  return body.data;
}
