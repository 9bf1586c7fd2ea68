import { describe, expect, it } from 'vitest';
import { testAudition } from '@/test/fixtures';
import { auditionWhen, splitAuditions } from './audition-time';

describe('an audition’s time on a Bucharest clock', () => {
  it.each([
    // Spring: from 03:00 the clock shows summer time (UTC+3).
    ['en', '2026-03-29T07:00:00.000Z', '2026-03-29T07:15:00.000Z', 'Sunday, 29 March 2026', '10:00', '10:15'],
    // Autumn: from 04:00 back to winter time (UTC+2); a slot across the change keeps its real length.
    [
      'ro',
      '2026-10-25T00:45:00.000Z',
      '2026-10-25T01:15:00.000Z',
      'duminică, 25 octombrie 2026',
      '03:45',
      '03:15',
    ],
    [
      'en',
      '2026-10-25T08:00:00.000Z',
      '2026-10-25T08:15:00.000Z',
      'Sunday, 25 October 2026',
      '10:00',
      '10:15',
    ],
    // Still the 15th in Bucharest, already the 16th in Auckland (the tests' zone)…
    [
      'en',
      '2026-12-15T11:30:00.000Z',
      '2026-12-15T11:45:00.000Z',
      'Tuesday, 15 December 2026',
      '13:30',
      '13:45',
    ],
    // …and already the 16th in Bucharest, still the 15th in UTC.
    [
      'en',
      '2026-12-15T22:30:00.000Z',
      '2026-12-15T22:45:00.000Z',
      'Wednesday, 16 December 2026',
      '00:30',
      '00:45',
    ],
  ] as const)(
    '(%s) the slot at %s is on a Bucharest clock, whatever the device’s zone',
    (language, slotStart, slotEnd, day, start, end) => {
      expect(auditionWhen(testAudition({ slotStart, slotEnd }), language)).toEqual({ day, start, end });
    },
  );

  it('shows the session’s day and hours while waiting for a slot', () => {
    expect(auditionWhen(testAudition({ slotStart: null, slotEnd: null }), 'ro')).toEqual({
      day: 'marți, 15 decembrie 2026',
      start: '10:00',
      end: '12:00',
    });
  });

  it('puts what is ahead and open first, soonest first, then the rest, latest first', () => {
    const now = new Date('2026-12-10T10:00:00.000Z');
    const later = testAudition({ id: 'later' });
    const sooner = testAudition({
      id: 'sooner',
      status: 'CONFIRMED',
      slotStart: '2026-12-12T08:00:00.000Z',
      slotEnd: '2026-12-12T08:15:00.000Z',
    });
    const waiting = testAudition({ id: 'waiting', slotStart: null, slotEnd: null });
    const declined = testAudition({ id: 'declined', status: 'DECLINED' });
    const over = testAudition({
      id: 'over',
      status: 'CONFIRMED',
      slotStart: '2026-12-01T08:00:00.000Z',
      slotEnd: '2026-12-01T08:15:00.000Z',
    });
    const { upcoming, past } = splitAuditions([later, over, declined, waiting, sooner], now);
    expect(upcoming.map((a) => a.id)).toEqual(['sooner', 'later', 'waiting']);
    expect(past.map((a) => a.id)).toEqual(['declined', 'over']);
  });
});
