import type { AppLanguage } from '@talent/ui/i18n';

const LOCALES: Record<AppLanguage, string> = { ro: 'ro-RO', en: 'en-GB' };

/** The Intl locale of an app language (ro-RO for Romanian, §9). */
export function intlLocale(language: AppLanguage): string {
  return LOCALES[language];
}

/** Dates in the active language's conventions (§9: Romanian locale by default). */
export function formatDate(
  value: Date,
  language: AppLanguage,
  options: Intl.DateTimeFormatOptions = { dateStyle: 'long' },
): string {
  return dateFormat(LOCALES[language], options).format(value);
}

const dateFormats = new Map<string, Intl.DateTimeFormat>();

function dateFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  return cachedFormatter(dateFormats, locale, options, () => new Intl.DateTimeFormat(locale, options));
}

/**
 * Building an Intl formatter costs far more than using one: a list of cards reuses them. `create`
 * may throw (an unknown currency code); nothing is cached then.
 */
export function cachedFormatter<T>(
  cache: Map<string, T>,
  locale: string,
  options: object,
  create: () => T,
): T {
  const key = `${locale} ${JSON.stringify(options)}`;
  let format = cache.get(key);
  if (!format) {
    format = create();
    cache.set(key, format);
  }
  return format;
}

const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * A casting's day ('YYYY-MM-DD', or a timestamp) in the active language. A calendar date names the
 * same day everywhere: it is formatted in UTC so no time zone moves it to the day before.
 */
export function formatCalendarDate(
  value: string,
  language: AppLanguage,
  options: Intl.DateTimeFormatOptions = { dateStyle: 'long' },
): string {
  const match = CALENDAR_DATE.exec(value);
  if (match) {
    const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
    return formatDate(date, language, { ...options, timeZone: 'UTC' });
  }
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : formatDate(date, language, options);
}

/** A moment (applied at, status changed at) with its time, in the user's own time zone. */
export function formatDateTime(value: string, language: AppLanguage): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return formatDate(date, language, { dateStyle: 'long', timeStyle: 'short' });
}
