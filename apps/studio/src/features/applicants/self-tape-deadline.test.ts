import { deadlineProblem } from '@talent/contract/self-tapes';
import { describe, expect, it } from 'vitest';
import { defaultDeadline, localDay, localInstant } from './self-tape-deadline';

// The tests run in Pacific/Auckland (vitest.config.ts): +13:00 in its summer, +12:00 in its winter.
describe('a self-tape deadline as the form holds it', () => {
  it('starts three days ahead at 18:00 local time, across a month end', () => {
    expect(defaultDeadline(new Date(2025, 0, 30, 23, 50))).toEqual({ date: '2025-02-02', time: '18:00' });
    expect(localDay(0, new Date(2025, 5, 1, 0, 5))).toBe('2025-06-01');
  });

  it('is sent as the local instant with the offset of that day', () => {
    expect(localInstant({ date: '2025-01-15', time: '18:00' })).toBe('2025-01-15T18:00:00+13:00');
    expect(localInstant({ date: '2025-07-15', time: '09:30' })).toBe('2025-07-15T09:30:00+12:00');
    expect(Date.parse(localInstant({ date: '2025-07-15', time: '09:30' }))).toBe(
      Date.UTC(2025, 6, 14, 21, 30),
    );
  });

  it('makes no instant of a missing or impossible date or time', () => {
    expect(localInstant({ date: '', time: '18:00' })).toBe('');
    expect(localInstant({ date: '2025-02-31', time: '18:00' })).toBe('');
    expect(localInstant({ date: '2025-02-10', time: '' })).toBe('');
  });

  it('gives the contract what its checks accept', () => {
    const now = new Date(2025, 0, 10, 12, 0);
    const deadline = localInstant(defaultDeadline(now));
    expect(deadlineProblem(deadline, now)).toBeNull();
  });
});
