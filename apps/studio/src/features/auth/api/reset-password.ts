import type { ResetPasswordPayload } from '@talent/contract/account';
import { apiRequest } from '@talent/ui/http/api-client';

/**
 * POST /auth/reset-password: sent without a token even by a signed-in visitor, whose sessions the
 * server revokes anyway; a 400 here must never look like an expired session.
 */
export async function resetPassword(payload: ResetPasswordPayload): Promise<void> {
  await apiRequest<unknown>('/auth/reset-password', { method: 'POST', body: payload, authenticated: false });
}
