import type { UpdateMePayload, User } from '@talent/contract/auth';
import { apiData } from '@talent/ui/http/api-client';

// Apart from the kit's app-kit/auth-requests.ts (the session's calls, in the entry chunk): only lazy
// features use this one. See the note there on why the two do not share a file.

/** PATCH /auth/me: the account's own fields (names and gender on the profile screen; e-mail, phone, language in Settings). */
export async function updateAccount(payload: UpdateMePayload): Promise<User> {
  return apiData<User>('/auth/me', { method: 'PATCH', body: payload });
}
