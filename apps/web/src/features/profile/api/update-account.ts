import type { UpdateMePayload, User } from '@talent/contract/auth';
import { apiRequest } from '@/lib/api-client';

/** PATCH /auth/me: the account's own fields (names, gender, birth date) edited on the profile screen. */
export async function updateAccount(payload: UpdateMePayload): Promise<User> {
  const body = await apiRequest<{ data: User }>('/auth/me', { method: 'PATCH', body: payload });
  return body.data;
}
