import type { AppLanguage } from './i18n';

const LOCALES: Record<AppLanguage, string> = { ro: 'ro-RO', en: 'en-GB' };

/** Dates in the active language's conventions (§9: Romanian locale by default). */
export function formatDate(
  value: Date,
  language: AppLanguage,
  options: Intl.DateTimeFormatOptions = { dateStyle: 'long' },
): string {
  return new Intl.DateTimeFormat(LOCALES[language], options).format(value);
}
