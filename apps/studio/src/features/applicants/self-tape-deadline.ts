/** A deadline as the form holds it: the inputs' own values, in the user's time zone. */
export interface LocalDeadline {
  /** YYYY-MM-DD, as `<input type="date">` gives it. */
  date: string;
  /** HH:mm, as `<input type="time">` gives it. */
  time: string;
}

const pad = (value: number) => String(value).padStart(2, '0');

/** The local day `days` after `now`'s, as YYYY-MM-DD. */
export function localDay(days: number, now: Date = new Date()): string {
  const day = new Date(now.getFullYear(), now.getMonth(), now.getDate() + days);
  return `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}`;
}

/** The form's first deadline: three days from now, at 18:00 local time. */
export function defaultDeadline(now: Date = new Date()): LocalDeadline {
  return { date: localDay(3, now), time: '18:00' };
}

/**
 * The instant of a local date and time, in ISO 8601 with the offset it has there then
 * (e.g. 2025-06-05T18:00:00+03:00); '' when the inputs do not make one. A time that does not exist
 * that day (the hour skipped when clocks go forward) becomes the instant the browser moves it to.
 */
export function localInstant({ date, time }: LocalDeadline): string {
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  const clock = /^(\d{2}):(\d{2})(?::\d{2}(?:\.\d+)?)?$/.exec(time);
  if (!day || !clock) return '';
  const [year, month, dayOfMonth, hours, minutes] = [day[1], day[2], day[3], clock[1], clock[2]].map(
    Number,
  ) as [number, number, number, number, number];
  const at = new Date(year, month - 1, dayOfMonth, hours, minutes);
  // 2025-02-31 would roll over into March: not a date the user meant.
  if (Number.isNaN(at.getTime()) || at.getDate() !== dayOfMonth || at.getMonth() !== month - 1) return '';
  const offset = -at.getTimezoneOffset();
  const sign = offset < 0 ? '-' : '+';
  const zone = `${sign}${pad(Math.floor(Math.abs(offset) / 60))}:${pad(Math.abs(offset) % 60)}`;
  return (
    `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}` +
    `T${pad(at.getHours())}:${pad(at.getMinutes())}:00${zone}`
  );
}
