import type { NotificationType } from '@talent/contract/notifications';
import { apiData } from '@talent/ui/http/api-client';

export interface UnsubscribeResult {
  /** The type of e-mail that stops. */
  type: NotificationType;
  message: string;
}

/**
 * POST /unsubscribe?token=: the e-mail's own token stands for the reader, so no sign-in (and no
 * token of this browser's session is sent). Refused with a 400 when the token is not valid.
 */
export async function unsubscribe(token: string): Promise<UnsubscribeResult> {
  return apiData<UnsubscribeResult>(`/unsubscribe?${new URLSearchParams({ token })}`, {
    method: 'POST',
    authenticated: false,
  });
}

/**
 * GET /unsubscribe?token=: which type of e-mail the link stops, read only (the page names it before
 * the click). Refused with a 400 when the token is not valid.
 */
export async function unsubscribeType(token: string): Promise<NotificationType> {
  const { type } = await apiData<{ type: NotificationType }>(
    `/unsubscribe?${new URLSearchParams({ token })}`,
    { authenticated: false },
  );
  return type;
}
