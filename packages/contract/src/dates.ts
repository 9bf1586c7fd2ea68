/** Calendar dates as 'YYYY-MM-DD' strings: no time zone can shift them by a day. */
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

export interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

/** Parses 'YYYY-MM-DD' and rejects impossible dates such as 2023-02-30. */
export function parseIsoDate(value: string): CalendarDate | null {
  const match = ISO_DATE.exec(value);
  if (!match) return null;
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  if (month < 1 || month > 12 || day < 1) return null;
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  if (day > daysInMonth) return null;
  return { year, month, day };
}

/** Today's calendar date where the code runs (the user's own day in the browser). */
export function todayIsoDate(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/**
 * The calendar date `days` after `isoDate` (before it when negative). Counted on the calendar, not in
 * 24-hour steps, so a daylight-saving change can never skip or repeat a day. Null for an invalid date.
 */
export function addDays(isoDate: string, days: number): string | null {
  const date = parseIsoDate(isoDate);
  if (!date) return null;
  const shifted = new Date(Date.UTC(date.year, date.month - 1, date.day + days));
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${shifted.getUTCFullYear()}-${pad(shifted.getUTCMonth() + 1)}-${pad(shifted.getUTCDate())}`;
}

/**
 * Exact age in whole years: one less when this year's birthday has not come yet.
 * DESIGN §4 asks for birthday-aware ages everywhere (the spec's year difference lets some
 * 12-year-olds register). Someone born on 29 February has their birthday on 1 March in other years.
 */
export function ageOn(birthDate: string, today: string): number | null {
  const birth = parseIsoDate(birthDate);
  const now = parseIsoDate(today);
  if (!birth || !now) return null;
  let age = now.year - birth.year;
  if (now.month < birth.month || (now.month === birth.month && now.day < birth.day)) age -= 1;
  return age;
}

/**
 * Today's calendar date in Romania, where castings take place: a casting's date is a Romanian day,
 * so the server judges "has it passed" by that day whatever its own time zone.
 */
export function romanianToday(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Bucharest',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

/** A day and a time on a clock in Bucharest: what a talent and a director read ("2026-03-29", "10:00"). */
export interface RomanianWallClock {
  date: string;
  time: string;
}

// Made on first use: the portal imports this file at start and most pages never read a clock.
let romanianClock: Intl.DateTimeFormat | undefined;

/** The day and time an instant shows on a clock in Bucharest (summer or winter time as that day has). */
export function romanianWallClock(instant: Date): RomanianWallClock {
  romanianClock ??= new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Bucharest',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  const part = Object.fromEntries(romanianClock.formatToParts(instant).map((p) => [p.type, p.value]));
  return { date: `${part.year}-${part.month}-${part.day}`, time: `${part.hour}:${part.minute}` };
}

/**
 * The instant a Bucharest clock shows `time` (HH:MM) on `date` (YYYY-MM-DD): auditions are given as
 * Romanian wall-clock and stored as UTC. Romania is UTC+3 in summer and UTC+2 in winter; of the two
 * candidates the one the clock really shows is kept, the summer one first, so a time the clock shows
 * twice (03:00–03:59 on the last Sunday of October) is its first. Null for a time the clock skips
 * (03:00–03:59 on the last Sunday of March) and for what is not a real date and time.
 */
export function romanianInstant(date: string, time: string): Date | null {
  const day = parseIsoDate(date);
  const clock = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(time);
  if (!day || !clock) return null;
  const asUtc = Date.UTC(day.year, day.month - 1, day.day, Number(clock[1]), Number(clock[2]));
  for (const offsetHours of [3, 2]) {
    const candidate = new Date(asUtc - offsetHours * 3_600_000);
    const shown = romanianWallClock(candidate);
    if (shown.date === date && shown.time === time) return candidate;
  }
  return null;
}
