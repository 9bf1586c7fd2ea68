import type { ChangePasswordPayload } from '@talent/contract/account';
import { apiRequest } from '@talent/ui/http/api-client';

/** POST /auth/change-password: 204; the server revokes the other sessions, this one keeps working. */
export async function changePassword(payload: ChangePasswordPayload): Promise<void> {
  await apiRequest<unknown>('/auth/change-password', { method: 'POST', body: payload });
}
