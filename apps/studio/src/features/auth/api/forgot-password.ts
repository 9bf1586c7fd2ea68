import type { ForgotPasswordPayload } from '@talent/contract/account';
import { apiRequest } from '@talent/ui/http/api-client';

/**
 * POST /auth/forgot-password: always 202 with the same message, whether the account exists or not.
 * The portal's endpoint; it mails staff accounts once the API sends them a studio link.
 */
export async function requestPasswordReset(payload: ForgotPasswordPayload): Promise<string> {
  const body = await apiRequest<{ data: { message: string } }>('/auth/forgot-password', {
    method: 'POST',
    body: payload,
    authenticated: false,
  });
  return body.data.message;
}
