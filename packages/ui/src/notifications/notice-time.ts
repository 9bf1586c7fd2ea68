import type { AppLanguage } from '../i18n';

// The apps' own choice of Intl locales (ro-RO for Romanian; British English conventions for English).
const INTL_LOCALES: Record<AppLanguage, string> = { ro: 'ro-RO', en: 'en-GB' };

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * When a notice came, as a reader scans a list: "5 minutes ago", "yesterday" within a week, then the
 * date; `exact` is the date and time in full, for the element's tooltip and machine-readable twin.
 */
export function noticeTime(
  createdAt: string,
  language: AppLanguage,
  now = Date.now(),
): { text: string; exact: string } | null {
  const date = new Date(createdAt);
  if (Number.isNaN(date.getTime())) return null;
  const locale = INTL_LOCALES[language];
  const exact = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeStyle: 'short' }).format(date);
  // A clock a little ahead of the server's must not make a fresh notice "in 1 minute".
  const ago = Math.max(0, now - date.getTime());
  if (ago >= 7 * DAY) {
    return { text: new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(date), exact };
  }
  const relative = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
  const text =
    ago < MINUTE
      ? relative.format(0, 'second')
      : ago < HOUR
        ? relative.format(-Math.floor(ago / MINUTE), 'minute')
        : ago < DAY
          ? relative.format(-Math.floor(ago / HOUR), 'hour')
          : relative.format(-Math.floor(ago / DAY), 'day');
  return { text, exact };
}
