import type { DeleteAccountPayload } from '@talent/contract/account';
import { apiRequest } from '@talent/ui/http/api-client';

/** DELETE /auth/me with the password in a JSON body: erases the account and everything of it. */
export async function deleteAccount(payload: DeleteAccountPayload): Promise<void> {
  await apiRequest<unknown>('/auth/me', { method: 'DELETE', body: payload });
}
