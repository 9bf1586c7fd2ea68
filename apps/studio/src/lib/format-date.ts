import { parseIsoDate } from '@talent/contract/dates';
import type { AppLanguage } from '@talent/ui/i18n';

const LOCALES: Record<AppLanguage, string> = { ro: 'ro-RO', en: 'en-GB' };

/** A moment (signed up at, reviewed at) with its date, in the user's own time zone and language. */
export function formatDateTime(value: string, language: AppLanguage): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return new Intl.DateTimeFormat(LOCALES[language], { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}

/**
 * A calendar day ('YYYY-MM-DD': a casting's, an audition session's) in the active language. Formatted
 * in UTC from its own parts, so no time zone can move it to the day before.
 */
export function formatCalendarDate(
  value: string,
  language: AppLanguage,
  options: Intl.DateTimeFormatOptions = { dateStyle: 'medium' },
): string {
  const date = parseIsoDate(value.slice(0, 10));
  if (!date) return value;
  return new Intl.DateTimeFormat(LOCALES[language], { ...options, timeZone: 'UTC' }).format(
    new Date(Date.UTC(date.year, date.month - 1, date.day)),
  );
}
