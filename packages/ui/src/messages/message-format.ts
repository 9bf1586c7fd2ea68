import type { AppLanguage } from '../i18n';

const INTL_LOCALES: Record<AppLanguage, string> = { ro: 'ro-RO', en: 'en-GB' };
const formats = new Map<string, Intl.DateTimeFormat>();

/** When a message was written, on a clock in Romania (where both sides are), e.g. "29 nov. 2026, 14:05". */
export function messageTime(at: string, language: AppLanguage): string {
  const date = new Date(at);
  if (Number.isNaN(date.getTime())) return '';
  let format = formats.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(INTL_LOCALES[language], {
      dateStyle: 'medium',
      timeStyle: 'short',
      timeZone: 'Europe/Bucharest',
    });
    formats.set(language, format);
  }
  return format.format(date);
}

/** A file's size as people read it: KB below a megabyte, else MB with one decimal. */
export function fileSize(bytes: number, language: AppLanguage): { unit: 'kb' | 'mb'; value: string } {
  const number = new Intl.NumberFormat(INTL_LOCALES[language], { maximumFractionDigits: 1 });
  if (bytes < 1024 * 1024) return { unit: 'kb', value: number.format(Math.max(1, Math.round(bytes / 1024))) };
  return { unit: 'mb', value: number.format(bytes / (1024 * 1024)) };
}
