import { describe, expect, it } from 'vitest';
import { defaultExpiryDay, expiryDay, expiryInstant, lastExpiryDay } from './presentation-expiry';

// 29 November 2026, 13:00 in Bucharest (winter: UTC+2).
const now = new Date('2026-11-29T11:00:00.000Z');

describe("a link's expiry", () => {
  it('is offered 14 days ahead by default and at most 90, counted in Romanian days', () => {
    expect(defaultExpiryDay(now)).toBe('2026-12-13');
    expect(lastExpiryDay(now)).toBe('2027-02-27');
    // 23:30 UTC is already the next day in Bucharest.
    expect(defaultExpiryDay(new Date('2026-11-29T23:30:00.000Z'))).toBe('2026-12-14');
  });

  it('ends at the end of the Bucharest day chosen, with that day’s offset', () => {
    expect(expiryInstant('2026-12-13', now)).toBe('2026-12-13T23:59:59+02:00');
    // After the clocks go forward (28 March 2027), Romania is UTC+3.
    expect(expiryInstant('2027-02-10', new Date('2027-01-20T10:00:00.000Z'))).toBe(
      '2027-02-10T23:59:59+02:00',
    );
    expect(expiryInstant('2027-04-10', new Date('2027-03-20T10:00:00.000Z'))).toBe(
      '2027-04-10T23:59:59+03:00',
    );
    expect(Date.parse(expiryInstant('2026-12-13', now))).toBe(Date.parse('2026-12-13T21:59:59.000Z'));
  });

  it('stops at the 90 days when the last day offered would end after them', () => {
    const last = expiryInstant('2027-02-27', now);
    expect(Date.parse(last)).toBeLessThanOrEqual(now.getTime() + 90 * 86_400_000);
    expect(Date.parse(last)).toBeGreaterThan(now.getTime() + 90 * 86_400_000 - 120_000);
    // A day beyond the last one offered (typed by hand) is sent as it is, for the rules to refuse.
    expect(expiryInstant('2027-02-28', now)).toBe('2027-02-28T23:59:59+02:00');
  });

  it('sends what is not a day as typed, and reads a saved expiry back as its Romanian day', () => {
    expect(expiryInstant('', now)).toBe('');
    expect(expiryInstant('2026-02-30', now)).toBe('2026-02-30');
    expect(expiryDay('2026-12-13T21:59:59.000Z')).toBe('2026-12-13');
    expect(expiryDay('2026-12-13T22:30:00.000Z')).toBe('2026-12-14');
  });
});
