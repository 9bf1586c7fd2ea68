import { createHmac, timingSafeEqual } from 'node:crypto';
import { NOTIFICATION_TYPES, type NotificationType } from '@talent/contract/notifications';

/**
 * The one-click unsubscribe token (RFC 8058): who and which type, signed with the server's secret,
 * so the link works without signing in and cannot be made for someone else. It never expires: an
 * old e-mail's link must still stop the mail.
 */
export function unsubscribeToken(secret: Uint8Array, userId: string, type: NotificationType): string {
  const subject = Buffer.from(`${userId}:${type}`).toString('base64url');
  return `${subject}.${signature(secret, subject)}`;
}

export function readUnsubscribeToken(
  secret: Uint8Array,
  token: string,
): { userId: string; type: NotificationType } | undefined {
  const [subject, given, ...rest] = token.split('.');
  if (!subject || !given || rest.length > 0) return undefined;
  const expected = Buffer.from(signature(secret, subject));
  const actual = Buffer.from(given);
  if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) return undefined;
  const [userId, type] = Buffer.from(subject, 'base64url').toString('utf8').split(':');
  if (!userId || !(NOTIFICATION_TYPES as readonly string[]).includes(type ?? '')) return undefined;
  return { userId, type: type as NotificationType };
}

function signature(secret: Uint8Array, subject: string): string {
  return createHmac('sha256', secret).update(`unsubscribe:${subject}`).digest('base64url');
}
