import { addDays, romanianInstant, romanianToday, romanianWallClock } from '@talent/contract/dates';
import { PRESENTATION_DEFAULT_DAYS, PRESENTATION_MAX_DAYS } from '@talent/contract/presentations';

const DAY_MS = 86_400_000;
/** A minute short of the 90 days: the server judges the expiry a moment later, by its own clock. */
const LIMIT_MARGIN_MS = 60_000;

// A link works until the end of a day a director picks on a calendar: a Romanian day, whatever the
// browser's zone, as the castings and auditions count theirs.

/** The day a new link works until by default: 14 days from today. */
export const defaultExpiryDay = (now = new Date()) =>
  addDays(romanianToday(now), PRESENTATION_DEFAULT_DAYS) ?? '';

/** The first and the last day the date field offers: today, and 90 days from today. */
export const firstExpiryDay = (now = new Date()) => romanianToday(now);
export const lastExpiryDay = (now = new Date()) => addDays(romanianToday(now), PRESENTATION_MAX_DAYS) ?? '';

/** A saved expiry as the date field shows it: its day in Bucharest. */
export const expiryDay = (instant: string) => romanianWallClock(new Date(instant)).date;

/**
 * What is sent for a link that works until `day`: the end of that day in Bucharest, with the day's
 * offset (+02:00 in winter, +03:00 in summer). The last day offered ends after the 90 days that the
 * contract allows (they count from now, not from midnight): that one stops at the 90 days. What is not
 * a day goes as typed, for the contract's rules to refuse in their words.
 */
export function expiryInstant(day: string, now = new Date()): string {
  const lastMinute = romanianInstant(day, '23:59');
  if (!lastMinute) return day;
  const end = lastMinute.getTime() + 59_000;
  const limit = now.getTime() + PRESENTATION_MAX_DAYS * DAY_MS - LIMIT_MARGIN_MS;
  if (end > limit && day <= lastExpiryDay(now)) return new Date(limit).toISOString();
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const offsetHours = (Date.UTC(year, month - 1, date, 23, 59) - lastMinute.getTime()) / 3_600_000;
  return `${day}T23:59:59+${String(offsetHours).padStart(2, '0')}:00`;
}
