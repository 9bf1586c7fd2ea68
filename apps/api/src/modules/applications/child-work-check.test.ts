import { AGE_UNKNOWN_TEXT } from '@talent/contract/child-work';
import { describe, expect, it } from 'vitest';
import { slotRefusal } from './child-work-check';

/**
 * Issue 33 point 7 (DESIGN §12, decision 0025): a child is booked only into an audition slot inside
 * its age band's daily window, judged on the session's day. Pure, so no app: the auditions module's
 * HTTP tests show the 422 it becomes.
 */
const DAY = '2030-05-20';
/** Born `years` years before DAY, so exactly that old on it. */
const born = (years: number) => `${2030 - years}-05-20`;
const profile = (years: number) => ({ child_id: null, date_of_birth: born(years) });
const childProfile = (years: number) => ({ child_id: 'child-1', date_of_birth: born(years) });

describe('slotRefusal', () => {
  it('refuses a 4-year-old at 08:30–08:45 and allows 09:00–09:15', () => {
    expect(slotRefusal(childProfile(4), DAY, '08:30', '08:45', 'ro')).toBe(
      'Un copil de 4 ani poate lucra doar între 09:00 și 17:00 (HG 75/2015); intervalul de audiție 08:30–08:45 nu se încadrează în acest program.',
    );
    expect(slotRefusal(childProfile(4), DAY, '08:30', '08:45', 'en')).toBe(
      'A 4-year-old child may work only between 09:00 and 17:00 (HG 75/2015); the audition slot 08:30–08:45 falls outside those hours.',
    );
    expect(slotRefusal(childProfile(4), DAY, '09:00', '09:15', 'en')).toBeNull();
  });

  it('allows a 10-year-old at 19:30–19:45 and refuses 19:50–20:05', () => {
    expect(slotRefusal(childProfile(10), DAY, '19:30', '19:45', 'en')).toBeNull();
    expect(slotRefusal(childProfile(10), DAY, '19:50', '20:05', 'en')).toBe(
      'A 10-year-old child may work only between 08:00 and 20:00 (HG 75/2015); the audition slot 19:50–20:05 falls outside those hours.',
    );
  });

  it('allows a 15-year-old on their own account at 21:30–21:45, not past 22:00', () => {
    expect(slotRefusal(profile(15), DAY, '21:30', '21:45', 'en')).toBeNull();
    expect(slotRefusal(profile(15), DAY, '21:50', '22:05', 'en')).toContain('between 07:00 and 22:00');
  });

  it('never judges an adult, at any hour', () => {
    expect(slotRefusal(profile(18), DAY, '06:00', '06:15', 'en')).toBeNull();
    expect(slotRefusal(profile(40), DAY, '23:45', '00:00', 'ro')).toBeNull();
    // An adult's own account without a birth date is not taken for a child.
    expect(slotRefusal({ child_id: null, date_of_birth: null }, DAY, '06:00', '06:15', 'en')).toBeNull();
  });

  it('judges the age on the session day: the day before the 5th birthday is the under-5 band', () => {
    const turnsFiveTomorrow = { child_id: 'child-1', date_of_birth: '2025-05-21' };
    expect(slotRefusal(turnsFiveTomorrow, DAY, '08:30', '08:45', 'en')).toContain('A 4-year-old child');
    expect(slotRefusal(turnsFiveTomorrow, '2030-05-21', '08:30', '08:45', 'en')).toBeNull();
    // Turning 18 on the session day: an adult from that day.
    expect(slotRefusal(profile(18), DAY, '22:30', '22:45', 'en')).toBeNull();
    expect(slotRefusal(profile(18), '2030-05-19', '22:30', '22:45', 'en')).toContain('A 17-year-old child');
  });

  it('refuses a child profile whose birth date is missing: its band is unknown', () => {
    const unknown = { child_id: 'child-1', date_of_birth: null };
    expect(slotRefusal(unknown, DAY, '10:00', '10:15', 'ro')).toBe(AGE_UNKNOWN_TEXT.ro);
    expect(slotRefusal(unknown, DAY, '10:00', '10:15', 'en')).toBe(AGE_UNKNOWN_TEXT.en);
  });

  it('holds one slot longer than the band allows in a day to the hours a day', () => {
    expect(slotRefusal(childProfile(3), DAY, '10:00', '12:30', 'en')).toBe(
      'A 3-year-old child may work at most 2 hours a day (HG 75/2015); the audition slot lasts 2.5 hours.',
    );
  });

  it('reads a stored birth date longer than its day (an older row) by its date', () => {
    const older = { child_id: 'child-1', date_of_birth: `${born(4)}T00:00:00.000Z` };
    expect(slotRefusal(older, DAY, '08:30', '08:45', 'en')).toContain('A 4-year-old child');
  });
});
