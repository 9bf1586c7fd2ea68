import { parseIsoDate } from '@talent/contract/dates';
import type { AppLanguage } from '@talent/ui/i18n';

const LOCALES: Record<AppLanguage, string> = { ro: 'ro-RO', en: 'en-GB' };

/**
 * A casting's calendar day ('YYYY-MM-DD') in the active language. Formatted in UTC from its own
 * parts, so no time zone can move it to the day before.
 */
export function formatCalendarDate(value: string, language: AppLanguage): string {
  const date = parseIsoDate(value.slice(0, 10));
  if (!date) return value;
  return new Intl.DateTimeFormat(LOCALES[language], { dateStyle: 'medium', timeZone: 'UTC' }).format(
    new Date(Date.UTC(date.year, date.month - 1, date.day)),
  );
}
