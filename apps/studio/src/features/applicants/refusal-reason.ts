import { APPLICATION_STATUSES, type ApplicationStatus } from '@talent/contract/application-statuses';
import type { TFunction } from 'i18next';
import { translateMessage } from '@/lib/translate-message';

const isStatus = (value: string | undefined): value is ApplicationStatus =>
  (APPLICATION_STATUSES as readonly string[]).includes(value ?? '');

/**
 * Why the server refused a move, in the active language. The server explains it in English
 * ("REJECTED → ACCEPTED is not allowed: from REJECTED that status is final"); the statuses it names
 * are enough to say the same in words, and any other text goes through the message translations.
 */
export function refusalReason(t: TFunction, message: string): string {
  const match = /^([A-Z]+) → ([A-Z]+) is not allowed/.exec(message);
  const from = match?.[1];
  const to = match?.[2];
  if (!isStatus(from) || !isStatus(to)) return translateMessage(t, message);
  const fromLabel = t(`applicants.status.${from}`);
  const toLabel = t(`applicants.status.${to}`);
  if (from === to) return t('applicants.refused.already', { status: fromLabel });
  if (from === 'ACCEPTED' || from === 'REJECTED') return t('applicants.refused.final', { status: fromLabel });
  return t('applicants.refused.notAllowed', { from: fromLabel, to: toLabel });
}
