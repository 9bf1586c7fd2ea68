import { describe, expect, it } from 'vitest';
import {
  addDays,
  ageOn,
  parseIsoDate,
  romanianInstant,
  romanianToday,
  romanianWallClock,
  todayIsoDate,
} from './dates';

describe('parseIsoDate', () => {
  it('accepts real calendar dates', () => {
    expect(parseIsoDate('2000-02-29')).toEqual({ year: 2000, month: 2, day: 29 });
    expect(parseIsoDate('2024-12-31')).toEqual({ year: 2024, month: 12, day: 31 });
  });

  it.each([
    '2023-02-29',
    '2023-02-30',
    '2024-13-01',
    '2024-00-10',
    '2024-04-31',
    '24-01-01',
    '2024-1-1',
    '2024-01-01T00:00:00Z',
    '',
    'abc',
  ])('refuses %s', (value) => {
    expect(parseIsoDate(value)).toBeNull();
  });
});

describe('ageOn', () => {
  it('counts a birthday only once it has come', () => {
    expect(ageOn('2010-06-15', '2023-06-14')).toBe(12);
    expect(ageOn('2010-06-15', '2023-06-15')).toBe(13);
    expect(ageOn('2010-06-15', '2023-12-31')).toBe(13);
  });

  it('moves a 29 February birthday to 1 March in common years', () => {
    expect(ageOn('2004-02-29', '2022-02-28')).toBe(17);
    expect(ageOn('2004-02-29', '2022-03-01')).toBe(18);
    expect(ageOn('2004-02-29', '2024-02-29')).toBe(20);
  });

  it('is negative for a birth date in the future and null for a broken one', () => {
    expect(ageOn('2030-01-01', '2026-01-01')).toBe(-4);
    expect(ageOn('2030-02-31', '2026-01-01')).toBeNull();
  });
});

describe('todayIsoDate', () => {
  it('uses the local calendar day, padded', () => {
    expect(todayIsoDate(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
  });
});

describe('addDays', () => {
  it('moves along the calendar, across months, years and leap days', () => {
    expect(addDays('2030-03-15', 0)).toBe('2030-03-15');
    expect(addDays('2030-03-15', 20)).toBe('2030-04-04');
    expect(addDays('2030-03-15', -20)).toBe('2030-02-23');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2030-12-31', 1)).toBe('2031-01-01');
    // The day daylight saving time starts or ends (in Romania) is a day like any other.
    expect(addDays('2030-03-30', 1)).toBe('2030-03-31');
    expect(addDays('2030-03-31', 1)).toBe('2030-04-01');
    expect(addDays('2030-10-27', -1)).toBe('2030-10-26');
  });

  it('refuses an invalid date', () => {
    expect(addDays('2030-02-30', 1)).toBeNull();
  });
});

describe('romanianToday', () => {
  it("is Romania's calendar day, whatever the machine's zone", () => {
    // 22:30 UTC is 00:30 the next day in Bucharest (UTC+2 in winter, UTC+3 in summer).
    expect(romanianToday(new Date('2026-11-25T22:30:00Z'))).toBe('2026-11-26');
    expect(romanianToday(new Date('2026-07-01T20:59:00Z'))).toBe('2026-07-01');
    expect(romanianToday(new Date('2026-07-01T21:00:00Z'))).toBe('2026-07-02');
  });
});

describe('romanianWallClock and romanianInstant (auditions: Romanian wall-clock, stored as UTC)', () => {
  it('reads an instant as the day and time on a clock in Bucharest, on both sides of each change', () => {
    expect(romanianWallClock(new Date('2026-03-29T00:59:00Z'))).toEqual({
      date: '2026-03-29',
      time: '02:59',
    });
    expect(romanianWallClock(new Date('2026-03-29T01:00:00Z'))).toEqual({
      date: '2026-03-29',
      time: '04:00',
    });
    expect(romanianWallClock(new Date('2026-10-25T00:30:00Z'))).toEqual({
      date: '2026-10-25',
      time: '03:30',
    });
    expect(romanianWallClock(new Date('2026-10-25T01:30:00Z'))).toEqual({
      date: '2026-10-25',
      time: '03:30',
    });
    expect(romanianWallClock(new Date('2026-12-31T22:15:00Z'))).toEqual({
      date: '2027-01-01',
      time: '00:15',
    });
  });

  it('gives the instant of a time on a clock in Bucharest, summer and winter, on the change days too', () => {
    const at = (date: string, time: string) => romanianInstant(date, time)?.toISOString() ?? null;
    expect(at('2026-03-29', '10:00')).toBe('2026-03-29T07:00:00.000Z');
    expect(at('2026-03-29', '02:59')).toBe('2026-03-29T00:59:00.000Z');
    expect(at('2026-10-25', '10:00')).toBe('2026-10-25T08:00:00.000Z');
    expect(at('2026-07-01', '09:30')).toBe('2026-07-01T06:30:00.000Z');
    expect(at('2026-01-15', '09:30')).toBe('2026-01-15T07:30:00.000Z');
    // 03:30 on 25 October is on the clock twice: the first one (still summer time).
    expect(at('2026-10-25', '03:30')).toBe('2026-10-25T00:30:00.000Z');
  });

  it('has no instant for a time the clock skips in spring, nor for what is not a date and a time', () => {
    expect(romanianInstant('2026-03-29', '03:30')).toBeNull();
    expect(romanianInstant('2026-02-30', '10:00')).toBeNull();
    expect(romanianInstant('2026-03-01', '24:00')).toBeNull();
    expect(romanianInstant('2026-03-01', '9:5')).toBeNull();
  });
});
