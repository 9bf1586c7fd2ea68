import { describe, expect, it } from 'vitest';
import {
  AGE_BANDS,
  ageBandOf,
  describeProblem,
  describeSlotProblem,
  type MinorSchedule,
  minorScheduleSchema,
  openToMinors,
  scheduleProblems,
  slotProblems,
} from './child-work';
import { addWorkingDays } from './child-work-checklist';

/**
 * Decision 0018, rows 8–10 and 12, as a table: for each whole-year age, the time-of-day window, the
 * hours a day (null: weekly limit only) and the hours a week. The overlaps at 5 and 12 take the
 * stricter limit of each band that names them.
 */
const TABLE: [
  age: number,
  window: [string, string],
  perDay: number | null,
  perWeek: number,
  sessions: number,
][] = [
  [0, ['09:00', '17:00'], null, 1, 1], // under 1: 1 h a week (row 9), 09–17 (row 8: under 5), 1 session (row 12)
  [1, ['09:00', '17:00'], 2, 12, 2], // 1–5: 2 h a day
  [4, ['09:00', '17:00'], 2, 12, 2],
  [5, ['08:00', '20:00'], 2, 12, 2], // "between 5 and 12" window, "between 1 and 5" hours: stricter
  [6, ['08:00', '20:00'], 4, 12, 2], // 5–12: 4 h a day
  [12, ['08:00', '20:00'], 4, 12, 2], // "between 5 and 12" and "over 12": stricter
  [13, ['07:00', '22:00'], 6, 12, 2], // over 12: 07–22, 6 h a day
  [17, ['07:00', '22:00'], 6, 12, 2],
];

const schedule = (dailyStart: string, dailyEnd: string, days = 1): MinorSchedule => ({
  dailyStart,
  dailyEnd,
  days,
});
/** Born `years` years before 2030-05-20, the first working day of these tests. */
const bornYearsBefore = (years: number, days = 0) => {
  const date = new Date(Date.UTC(2030 - years, 4, 20 - days));
  return date.toISOString().slice(0, 10);
};
const FIRST_DAY = '2030-05-20';

describe('HG 75/2015 age bands (decision 0018)', () => {
  it.each(TABLE)(
    'age %i: window %j, %s h a day, %i h a week, %i sessions',
    (age, window, perDay, perWeek, sessions) => {
      const band = ageBandOf(age);
      expect(band).not.toBeNull();
      expect([band!.windowStart, band!.windowEnd]).toEqual(window);
      expect(band!.maxHoursPerDay).toBe(perDay);
      expect(band!.maxHoursPerWeek).toBe(perWeek);
      expect(band!.maxSessionsPerDay).toBe(sessions);
    },
  );

  it('covers every age from 0 to 17 exactly once, and no adult', () => {
    for (let age = 0; age <= 17; age += 1) {
      expect(AGE_BANDS.filter((band) => age >= band.minAge && age <= band.maxAge)).toHaveLength(1);
    }
    expect(ageBandOf(18)).toBeNull();
  });

  it.each(TABLE)(
    'age %i: a span just inside the window and the daily limit fits; one minute more breaks it',
    (age, [from, to], perDay) => {
      const birth = bornYearsBefore(age);
      const hours = perDay ?? 1;
      const start = from;
      const endMinutes = Number(from.slice(0, 2)) * 60 + hours * 60;
      const end = `${String(Math.floor(endMinutes / 60)).padStart(2, '0')}:00`;
      expect(scheduleProblems(birth, FIRST_DAY, schedule(start, end))).toEqual([]);
      // One minute before the window opens: the window rule, whatever the length.
      const early = `${String(Number(from.slice(0, 2)) - 1).padStart(2, '0')}:59`;
      expect(scheduleProblems(birth, FIRST_DAY, schedule(early, end)).map((p) => p.rule)).toContain('window');
      // Ending one minute after the window closes.
      const late = `${to.slice(0, 2)}:01`;
      const rules = scheduleProblems(
        birth,
        FIRST_DAY,
        schedule(`${String(Number(to.slice(0, 2)) - 1).padStart(2, '0')}:30`, late),
      ).map((p) => p.rule);
      expect(rules).toContain('window');
    },
  );

  it('holds each band to its hours a day, and to 12 hours a week over a longer booking', () => {
    expect(scheduleProblems(bornYearsBefore(3), FIRST_DAY, schedule('10:00', '12:01'))).toEqual([
      { rule: 'daily', age: 3, maxHours: 2, hours: 121 / 60 },
    ]);
    expect(scheduleProblems(bornYearsBefore(9), FIRST_DAY, schedule('10:00', '14:00', 3))).toEqual([]);
    expect(scheduleProblems(bornYearsBefore(9), FIRST_DAY, schedule('10:00', '14:00', 4))).toEqual([
      { rule: 'weekly', age: 9, maxHours: 12, hours: 16 },
    ]);
    expect(scheduleProblems(bornYearsBefore(15), FIRST_DAY, schedule('09:00', '15:00', 2))).toEqual([]);
    expect(scheduleProblems(bornYearsBefore(15), FIRST_DAY, schedule('09:00', '15:30'))).toEqual([
      { rule: 'daily', age: 15, maxHours: 6, hours: 6.5 },
    ]);
    // A week holds at most seven of the days: 60 days of 1 h 30 is 10.5 h a week.
    expect(scheduleProblems(bornYearsBefore(15), FIRST_DAY, schedule('09:00', '10:30', 60))).toEqual([]);
  });

  it('gives a baby one hour in the whole week', () => {
    const baby = bornYearsBefore(0, 200);
    expect(scheduleProblems(baby, FIRST_DAY, schedule('10:00', '11:00'))).toEqual([]);
    expect(scheduleProblems(baby, FIRST_DAY, schedule('10:00', '10:30', 3))).toEqual([
      { rule: 'weekly', age: 0, maxHours: 1, hours: 1.5 },
    ]);
  });

  it('judges the age on the first working day: the day before the 5th birthday is the under-5 band', () => {
    const birth = bornYearsBefore(5, -1); // turns 5 the day after FIRST_DAY
    expect(scheduleProblems(birth, FIRST_DAY, schedule('08:30', '10:30'))).toEqual([
      {
        rule: 'window',
        age: 4,
        windowStart: '09:00',
        windowEnd: '17:00',
        dailyStart: '08:30',
        dailyEnd: '10:30',
      },
    ]);
    expect(scheduleProblems(bornYearsBefore(5), FIRST_DAY, schedule('08:30', '10:30'))).toEqual([]);
  });

  it('has nothing to say about an adult', () => {
    expect(scheduleProblems(bornYearsBefore(18), FIRST_DAY, schedule('06:00', '23:00', 30))).toEqual([]);
  });

  it('says the rule in words in both languages', () => {
    const [window, daily] = scheduleProblems(bornYearsBefore(4), FIRST_DAY, schedule('08:00', '18:00'));
    expect(describeProblem(window!, 'en')).toBe(
      'A 4-year-old child may work only between 09:00 and 17:00 (HG 75/2015); this casting asks 08:00–18:00.',
    );
    expect(describeProblem(window!, 'ro')).toBe(
      'Un copil de 4 ani poate lucra doar între 09:00 și 17:00 (HG 75/2015); castingul cere 08:00–18:00.',
    );
    expect(describeProblem(daily!, 'en')).toBe(
      'A 4-year-old child may work at most 2 hours a day (HG 75/2015); this casting asks 10 hours a day.',
    );
    expect(describeProblem(daily!, 'ro')).toBe(
      'Un copil de 4 ani poate lucra cel mult 2 ore pe zi (HG 75/2015); castingul cere 10 ore pe zi.',
    );
    const [baby] = scheduleProblems(bornYearsBefore(0, 100), FIRST_DAY, schedule('10:00', '12:00'));
    expect(describeProblem(baby!, 'en')).toBe(
      'A child under 1 may work at most 1 hour a week (HG 75/2015); this casting asks 2 hours in a week.',
    );
    expect(describeProblem(baby!, 'ro')).toBe(
      'Un copil sub 1 an poate lucra cel mult 1 oră pe săptămână (HG 75/2015); castingul cere 2 ore într-o săptămână.',
    );
  });
});

describe('an audition slot (decision 0025)', () => {
  it("is held to the band's window on the session day, to the minute", () => {
    const four = bornYearsBefore(4);
    expect(slotProblems(four, FIRST_DAY, '08:30', '08:45')).toEqual([
      {
        rule: 'window',
        age: 4,
        windowStart: '09:00',
        windowEnd: '17:00',
        dailyStart: '08:30',
        dailyEnd: '08:45',
      },
    ]);
    expect(slotProblems(four, FIRST_DAY, '09:00', '09:15')).toEqual([]);
    expect(slotProblems(four, FIRST_DAY, '16:45', '17:00')).toEqual([]);
    expect(slotProblems(four, FIRST_DAY, '16:50', '17:05').map((p) => p.rule)).toEqual(['window']);
    const ten = bornYearsBefore(10);
    expect(slotProblems(ten, FIRST_DAY, '19:30', '19:45')).toEqual([]);
    expect(slotProblems(ten, FIRST_DAY, '19:50', '20:05').map((p) => p.rule)).toEqual(['window']);
    expect(slotProblems(bornYearsBefore(15), FIRST_DAY, '21:30', '21:45')).toEqual([]);
    expect(slotProblems(bornYearsBefore(18), FIRST_DAY, '23:00', '23:30')).toEqual([]);
  });

  it('takes a slot that runs past midnight as outside every window, not as an early one', () => {
    expect(slotProblems(bornYearsBefore(15), FIRST_DAY, '23:45', '00:00')).toEqual([
      {
        rule: 'window',
        age: 15,
        windowStart: '07:00',
        windowEnd: '22:00',
        dailyStart: '23:45',
        dailyEnd: '00:00',
      },
    ]);
  });

  it("holds one slot to the hours a day, and a baby's to its hour a week", () => {
    expect(slotProblems(bornYearsBefore(3), FIRST_DAY, '10:00', '12:30')).toEqual([
      { rule: 'daily', age: 3, maxHours: 2, hours: 2.5 },
    ]);
    expect(slotProblems(bornYearsBefore(0, 100), FIRST_DAY, '10:00', '11:30')).toEqual([
      { rule: 'weekly', age: 0, maxHours: 1, hours: 1.5 },
    ]);
    expect(slotProblems(bornYearsBefore(0, 100), FIRST_DAY, '10:00', '10:15')).toEqual([]);
  });

  it('says the rule in words about the slot, in both languages', () => {
    const [window] = slotProblems(bornYearsBefore(4), FIRST_DAY, '08:30', '08:45');
    expect(describeSlotProblem(window!, 'ro')).toBe(
      'Un copil de 4 ani poate lucra doar între 09:00 și 17:00 (HG 75/2015); intervalul de audiție 08:30–08:45 nu se încadrează în acest program.',
    );
    expect(describeSlotProblem(window!, 'en')).toBe(
      'A 4-year-old child may work only between 09:00 and 17:00 (HG 75/2015); the audition slot 08:30–08:45 falls outside those hours.',
    );
    const [daily] = slotProblems(bornYearsBefore(3), FIRST_DAY, '10:00', '12:30');
    expect(describeSlotProblem(daily!, 'ro')).toBe(
      'Un copil de 3 ani poate lucra cel mult 2 ore pe zi (HG 75/2015); intervalul de audiție durează 2.5 ore.',
    );
    expect(describeSlotProblem(daily!, 'en')).toBe(
      'A 3-year-old child may work at most 2 hours a day (HG 75/2015); the audition slot lasts 2.5 hours.',
    );
    const [baby] = slotProblems(bornYearsBefore(0, 100), FIRST_DAY, '10:00', '11:30');
    expect(describeSlotProblem(baby!, 'ro')).toBe(
      'Un copil sub 1 an poate lucra cel mult 1 oră pe săptămână (HG 75/2015); intervalul de audiție durează 1.5 ore.',
    );
    expect(describeSlotProblem(baby!, 'en')).toBe(
      'A child under 1 may work at most 1 hour a week (HG 75/2015); the audition slot lasts 1.5 hours.',
    );
  });
});

describe('minorSchedule', () => {
  it('takes HH:MM times, an end after the start, and 1 to 60 days', () => {
    expect(minorScheduleSchema.safeParse(schedule('10:00', '12:00', 2)).success).toBe(true);
    expect(minorScheduleSchema.safeParse(schedule('10:00', '10:00')).error?.issues[0]?.message).toBe(
      'The daily end must be after the daily start',
    );
    expect(minorScheduleSchema.safeParse(schedule('9:00', '12:00')).error?.issues[0]?.message).toBe(
      'Enter a time as HH:MM',
    );
    expect(minorScheduleSchema.safeParse(schedule('10:00', '24:00')).success).toBe(false);
    expect(minorScheduleSchema.safeParse(schedule('10:00', '12:00', 0)).success).toBe(false);
    expect(minorScheduleSchema.safeParse(schedule('10:00', '12:00', 61)).success).toBe(false);
  });

  it('is required of castings open to minors: no age range, or one starting under 18', () => {
    expect(openToMinors([])).toBe(true);
    expect(openToMinors([{ min: 17 }])).toBe(true);
    expect(openToMinors([{ min: 18 }, { min: 30 }])).toBe(false);
  });
});

describe('the contract-copy deadline', () => {
  it('is 10 working days after the start, weekends skipped', () => {
    // Monday 2030-05-20 → Monday 2030-06-03.
    expect(addWorkingDays('2030-05-20', 10)).toBe('2030-06-03');
    // Friday 2030-05-24 → Friday 2030-06-07.
    expect(addWorkingDays('2030-05-24', 10)).toBe('2030-06-07');
    // Saturday start: the first working day counted is Monday.
    expect(addWorkingDays('2030-05-25', 1)).toBe('2030-05-27');
  });
});
