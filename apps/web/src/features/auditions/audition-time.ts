import type { Audition } from '@talent/contract/auditions';
import { romanianWallClock } from '@talent/contract/dates';
import type { AppLanguage } from '@talent/ui/i18n';
import { formatCalendarDate, formatDate } from '@/lib/format-date';

/**
 * When an audition is, as a clock in Bucharest shows it, whatever the zone of the device reading it:
 * the room is in Romania (DESIGN §12), so a talent abroad still reads the time they must be there.
 * With a slot, its day and its times; still waiting for one, the session's day and hours.
 */
export function auditionWhen(
  audition: Pick<Audition, 'slotStart' | 'slotEnd' | 'session'>,
  language: AppLanguage,
): { day: string; start: string; end: string } {
  const { slotStart, slotEnd, session } = audition;
  if (slotStart) {
    return {
      day: formatDate(new Date(slotStart), language, { dateStyle: 'full', timeZone: 'Europe/Bucharest' }),
      start: romanianWallClock(new Date(slotStart)).time,
      end: romanianWallClock(new Date(slotEnd ?? slotStart)).time,
    };
  }
  return {
    day: formatCalendarDate(session.date, language, { dateStyle: 'full' }),
    start: romanianWallClock(new Date(session.startsAt)).time,
    end: romanianWallClock(new Date(session.endsAt)).time,
  };
}

/** A free slot's clock time in Bucharest ("10:15"), from its instant. */
export const slotTime = (start: string): string => romanianWallClock(new Date(start)).time;

const ANSWERABLE = new Set<Audition['status']>(['INVITED', 'CONFIRMED', 'RESCHEDULE_REQUESTED']);

/** When it starts (its slot, else its session), for the order of the list. */
const startOf = (audition: Audition) => Date.parse(audition.slotStart ?? audition.session.startsAt);
const endOf = (audition: Audition) => Date.parse(audition.slotEnd ?? audition.session.endsAt);

/**
 * The page's two lists: still ahead and still to be answered or kept (soonest first), then the past
 * and the closed ones (declined, cancelled, checked in: latest first).
 */
export function splitAuditions(
  auditions: readonly Audition[],
  now: Date,
): { upcoming: Audition[]; past: Audition[] } {
  const upcoming: Audition[] = [];
  const past: Audition[] = [];
  for (const audition of auditions) {
    const ahead =
      ANSWERABLE.has(audition.status) && !audition.session.cancelledAt && endOf(audition) > now.getTime();
    (ahead ? upcoming : past).push(audition);
  }
  upcoming.sort((a, b) => startOf(a) - startOf(b));
  past.sort((a, b) => startOf(b) - startOf(a));
  return { upcoming, past };
}
