import type { UpdateMePayload, User } from '@talent/contract/auth';
import { apiRequest } from '@/lib/api-client';

/** PATCH /auth/me: the account's own fields (names, gender, birth date on the profile screen; e-mail, phone, language in Settings). */
export async function updateAccount(payload: UpdateMePayload): Promise<User> {
  const body = await apiRequest<{ data: User }>('/auth/me', { method: 'PATCH', body: payload });
  return body.data;
}
