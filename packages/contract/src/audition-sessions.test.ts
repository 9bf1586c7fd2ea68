import { describe, expect, it } from 'vitest';
import { auditionSessionSchema, AUDITION_SESSION_MESSAGES as M, sessionSlots } from './audition-sessions';
import { romanianInstant } from './dates';

const session = (changes: Record<string, unknown> = {}) => ({
  round: 'AUDITION',
  kind: 'IN_PERSON',
  date: '2026-12-10',
  start: '10:00',
  end: '12:00',
  slotMinutes: 15,
  capacityPerSlot: 1,
  place: 'Studioul 3, Str. Ion Câmpineanu 11, București',
  ...changes,
});

const issues = (input: unknown) => {
  const result = auditionSessionSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => [issue.path.join('.'), issue.message]);
};

describe('auditionSessionSchema', () => {
  it('takes an in-person and an online session', () => {
    expect(issues(session())).toEqual([]);
    expect(
      issues(session({ kind: 'ONLINE', place: undefined, meetingUrl: 'https://meet.example.com/abc' })),
    ).toEqual([]);
  });

  it('names the field of each refusal', () => {
    expect(issues(session({ end: '09:00' }))).toEqual([['end', M.endBeforeStart]]);
    expect(issues(session({ end: '10:10' }))).toEqual([['end', M.shorterThanSlot]]);
    expect(issues(session({ place: undefined }))).toEqual([['place', M.placeRequired]]);
    expect(issues(session({ kind: 'ONLINE', place: undefined }))).toEqual([
      ['meetingUrl', M.meetingUrlRequired],
    ]);
    expect(issues(session({ kind: 'ONLINE', meetingUrl: 'http://meet.example.com/abc' }))).toContainEqual([
      'meetingUrl',
      M.meetingUrlRequired,
    ]);
    expect(issues(session({ date: '2026-02-30' }))).toContainEqual(['date', M.dateInvalid]);
    expect(issues(session({ start: '9:00' }))).toContainEqual(['start', M.timeInvalid]);
    expect(issues(session({ slotMinutes: 1 }))).toEqual([['slotMinutes', M.slotMinutes]]);
    expect(issues(session({ capacityPerSlot: 0 }))).toEqual([['capacityPerSlot', M.capacity]]);
  });

  it('refuses a time the clock skips on the spring change day', () => {
    expect(issues(session({ date: '2026-03-29', start: '03:15', end: '05:00' }))).toEqual([
      ['start', M.timeSkipped],
    ]);
  });
});

describe('sessionSlots', () => {
  const slots = (date: string, start: string, end: string, minutes: number) =>
    sessionSlots(romanianInstant(date, start)!, romanianInstant(date, end)!, minutes);

  it('cuts a session into whole slots, dropping a shorter last piece', () => {
    expect(slots('2026-12-10', '10:00', '11:00', 15).map((at) => at.toISOString())).toEqual([
      '2026-12-10T08:00:00.000Z',
      '2026-12-10T08:15:00.000Z',
      '2026-12-10T08:30:00.000Z',
      '2026-12-10T08:45:00.000Z',
    ]);
    expect(slots('2026-12-10', '10:00', '10:50', 20)).toHaveLength(2);
  });

  it('counts elapsed time across the clock changes: 02:00–05:00 is two hours in spring, four in autumn', () => {
    expect(slots('2026-03-29', '02:00', '05:00', 15)).toHaveLength(8);
    expect(slots('2026-10-25', '02:00', '05:00', 15)).toHaveLength(16);
  });
});
