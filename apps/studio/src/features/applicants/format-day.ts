import type { AppLanguage } from '@talent/ui/i18n';

const LOCALES: Record<AppLanguage, string> = { ro: 'ro-RO', en: 'en-GB' };

/** The day of a moment (applied at) in the user's own time zone: lists need no time of day. */
export function formatDay(value: string, language: AppLanguage): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return new Intl.DateTimeFormat(LOCALES[language], { dateStyle: 'medium' }).format(date);
}
