// Free of zod (see genders.ts): the studio's casting pages and the portal's apply dialog check a
// schedule and show these texts without loading the schemas of child-work.ts.
import { ageOn } from './dates';

/**
 * The limits HG 75/2015 sets on children's paid artistic, advertising and modelling work, as
 * docs/decisions/0018-child-work-rules-hg-75-2015.md records them (rows 8–10 and 12), and the check of
 * a casting's declared schedule against them. One module for the API's 422 and the apply dialog's
 * check before sending, so both say the same thing.
 */

export const CHILD_WORK_MESSAGES = {
  timeInvalid: 'Enter a time as HH:MM',
  endBeforeStart: 'The daily end must be after the daily start',
  daysInvalid: 'The number of days must be a whole number from 1 to 60',
  scheduleRequired:
    'A casting open to children must declare its working hours for children (start, end and number of days)',
} as const;

export const HH_MM = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** What a casting open to minors declares (DESIGN §10): one working span a day, on `days` days. */
export interface MinorSchedule {
  dailyStart: string;
  dailyEnd: string;
  days: number;
}

export function minutesOf(hhmm: string): number {
  const match = HH_MM.exec(hhmm);
  return match ? Number(match[1]) * 60 + Number(match[2]) : Number.NaN;
}

export const ADULT_AGE = 18;

/** A casting is open to minors when it names no age range or one that starts under 18. */
export function openToMinors(ageRanges: readonly { min: number }[]): boolean {
  return ageRanges.length === 0 || ageRanges.some((range) => range.min < ADULT_AGE);
}

/**
 * The age bands, in whole years on the first working day. The text's bands overlap at 5 and 12
 * ("between 1 and 5" and "between 5 and 12"; "between 5 and 12" and "over 12"): a child in both gets
 * the stricter limit of each (decision 0018). Hence 5 is its own band: 08:00–20:00 like 5–12, but
 * 2 hours a day like 1–5.
 */
export interface AgeBand {
  id: 'under1' | 'age1to4' | 'age5' | 'age6to12' | 'age13to17';
  minAge: number;
  maxAge: number;
  /** Row 8: the time of day work may fall in. */
  windowStart: string;
  windowEnd: string;
  /** Row 9: hours a day; null where the limit is weekly (under 1). */
  maxHoursPerDay: number | null;
  /** Row 9 (under 1) and row 10 (school year, every band): hours in a week. */
  maxHoursPerWeek: number;
  /** Row 12: working sessions a day (the platform's schedule is one span a day). */
  maxSessionsPerDay: number;
}

export const AGE_BANDS: readonly AgeBand[] = [
  {
    id: 'under1',
    minAge: 0,
    maxAge: 0,
    windowStart: '09:00',
    windowEnd: '17:00',
    maxHoursPerDay: null,
    maxHoursPerWeek: 1,
    maxSessionsPerDay: 1,
  },
  {
    id: 'age1to4',
    minAge: 1,
    maxAge: 4,
    windowStart: '09:00',
    windowEnd: '17:00',
    maxHoursPerDay: 2,
    maxHoursPerWeek: 12,
    maxSessionsPerDay: 2,
  },
  {
    id: 'age5',
    minAge: 5,
    maxAge: 5,
    windowStart: '08:00',
    windowEnd: '20:00',
    maxHoursPerDay: 2,
    maxHoursPerWeek: 12,
    maxSessionsPerDay: 2,
  },
  {
    id: 'age6to12',
    minAge: 6,
    maxAge: 12,
    windowStart: '08:00',
    windowEnd: '20:00',
    maxHoursPerDay: 4,
    maxHoursPerWeek: 12,
    maxSessionsPerDay: 2,
  },
  {
    id: 'age13to17',
    minAge: 13,
    maxAge: 17,
    windowStart: '07:00',
    windowEnd: '22:00',
    maxHoursPerDay: 6,
    maxHoursPerWeek: 12,
    maxSessionsPerDay: 2,
  },
];

export function ageBandOf(age: number): AgeBand | null {
  return AGE_BANDS.find((band) => age >= band.minAge && age <= band.maxAge) ?? null;
}

/** One rule of the child's band that the schedule breaks, with what the text allows and what is asked. */
export type ScheduleProblem =
  | {
      rule: 'window';
      age: number;
      windowStart: string;
      windowEnd: string;
      dailyStart: string;
      dailyEnd: string;
    }
  | { rule: 'daily'; age: number; maxHours: number; hours: number }
  | { rule: 'weekly'; age: number; maxHours: number; hours: number };

const hoursText = (hours: number) => String(Math.round(hours * 100) / 100);

/**
 * What the schedule breaks for a child born on `birthDate`, judged on the first working day
 * (`firstDay`, 'YYYY-MM-DD'): the youngest the child will be, so the strictest band. Empty for an
 * adult or a schedule that fits. The daily span counts whole: breaks are not declared, and counting
 * them is the stricter reading. A week holds at most seven of the `days`.
 */
export function scheduleProblems(
  birthDate: string,
  firstDay: string,
  schedule: MinorSchedule,
): ScheduleProblem[] {
  return spanProblems(birthDate, firstDay, schedule, minutesOf(schedule.dailyEnd));
}

/**
 * What one audition slot on `day` breaks for a child born on `birthDate` (decision 0025: the band's
 * window and hours apply to auditions, our reading of HG 75/2015 art. 2 alin. (4)). A slot is one
 * day of its own length; one that ends at or past midnight (end not after start) ends the next day,
 * so after every band's window.
 */
export function slotProblems(birthDate: string, day: string, start: string, end: string): ScheduleProblem[] {
  const endMinutes = minutesOf(end) + (minutesOf(end) <= minutesOf(start) ? 24 * 60 : 0);
  return spanProblems(birthDate, day, { dailyStart: start, dailyEnd: end, days: 1 }, endMinutes);
}

/** The check itself, with the span's end in minutes from the start day's midnight (past 24:00 allowed). */
function spanProblems(
  birthDate: string,
  firstDay: string,
  schedule: MinorSchedule,
  endMinutes: number,
): ScheduleProblem[] {
  const age = ageOn(birthDate, firstDay);
  if (age === null || age < 0) return [];
  const band = ageBandOf(age);
  if (!band) return [];
  const problems: ScheduleProblem[] = [];
  if (
    minutesOf(schedule.dailyStart) < minutesOf(band.windowStart) ||
    endMinutes > minutesOf(band.windowEnd)
  ) {
    problems.push({
      rule: 'window',
      age,
      windowStart: band.windowStart,
      windowEnd: band.windowEnd,
      dailyStart: schedule.dailyStart,
      dailyEnd: schedule.dailyEnd,
    });
  }
  const dailyHours = (endMinutes - minutesOf(schedule.dailyStart)) / 60;
  if (band.maxHoursPerDay !== null && dailyHours > band.maxHoursPerDay) {
    problems.push({ rule: 'daily', age, maxHours: band.maxHoursPerDay, hours: dailyHours });
  }
  const weeklyHours = dailyHours * Math.min(schedule.days, 7);
  if (weeklyHours > band.maxHoursPerWeek && !problems.some((problem) => problem.rule === 'daily')) {
    problems.push({ rule: 'weekly', age, maxHours: band.maxHoursPerWeek, hours: weeklyHours });
  }
  return problems;
}

/** The rule in words, in either language (the API's 422 and the apply dialog). */
export function describeProblem(problem: ScheduleProblem, language: 'ro' | 'en'): string {
  return `${ruleText(problem, language)}; ${castingAsks(problem, language)}.`;
}

/** The rule in words about one audition slot (decision 0025), for the 422 of a booking. */
export function describeSlotProblem(problem: ScheduleProblem, language: 'ro' | 'en'): string {
  return `${ruleText(problem, language)}; ${slotAsks(problem, language)}.`;
}

/** What the band allows, with the act named: "A 4-year-old child may work only between … (HG 75/2015)". */
function ruleText(problem: ScheduleProblem, language: 'ro' | 'en'): string {
  const age = problem.age;
  if (language === 'ro') {
    const child = age === 0 ? 'Un copil sub 1 an' : age === 1 ? 'Un copil de 1 an' : `Un copil de ${age} ani`;
    switch (problem.rule) {
      case 'window':
        return `${child} poate lucra doar între ${problem.windowStart} și ${problem.windowEnd} (HG 75/2015)`;
      case 'daily':
        return `${child} poate lucra cel mult ${hoursText(problem.maxHours)} ore pe zi (HG 75/2015)`;
      case 'weekly':
        return `${child} poate lucra cel mult ${hoursText(problem.maxHours)} ${problem.maxHours === 1 ? 'oră' : 'ore'} pe săptămână (HG 75/2015)`;
    }
  }
  const child = age === 0 ? 'A child under 1' : age === 1 ? 'A 1-year-old child' : `A ${age}-year-old child`;
  switch (problem.rule) {
    case 'window':
      return `${child} may work only between ${problem.windowStart} and ${problem.windowEnd} (HG 75/2015)`;
    case 'daily':
      return `${child} may work at most ${hoursText(problem.maxHours)} hours a day (HG 75/2015)`;
    case 'weekly':
      return `${child} may work at most ${hoursText(problem.maxHours)} ${problem.maxHours === 1 ? 'hour' : 'hours'} a week (HG 75/2015)`;
  }
}

/** What a casting's declared schedule asks that breaks the rule. */
function castingAsks(problem: ScheduleProblem, language: 'ro' | 'en'): string {
  if (language === 'ro') {
    switch (problem.rule) {
      case 'window':
        return `castingul cere ${problem.dailyStart}–${problem.dailyEnd}`;
      case 'daily':
        return `castingul cere ${hoursText(problem.hours)} ore pe zi`;
      case 'weekly':
        return `castingul cere ${hoursText(problem.hours)} ore într-o săptămână`;
    }
  }
  switch (problem.rule) {
    case 'window':
      return `this casting asks ${problem.dailyStart}–${problem.dailyEnd}`;
    case 'daily':
      return `this casting asks ${hoursText(problem.hours)} hours a day`;
    case 'weekly':
      return `this casting asks ${hoursText(problem.hours)} hours in a week`;
  }
}

/** What an audition slot asks that breaks the rule: its times, or its length (daily and weekly alike). */
function slotAsks(problem: ScheduleProblem, language: 'ro' | 'en'): string {
  if (problem.rule === 'window') {
    return language === 'ro'
      ? `intervalul de audiție ${problem.dailyStart}–${problem.dailyEnd} nu se încadrează în acest program`
      : `the audition slot ${problem.dailyStart}–${problem.dailyEnd} falls outside those hours`;
  }
  return language === 'ro'
    ? `intervalul de audiție durează ${hoursText(problem.hours)} ore`
    : `the audition slot lasts ${hoursText(problem.hours)} hours`;
}

/** A casting for adults only (every age range from 18) that declares no hours for children. */
export const ADULTS_ONLY_TEXT = {
  en: 'This casting is for adults (18 and over) and declares no working hours for children, so children cannot apply to it.',
  ro: 'Acest casting este pentru adulți (de la 18 ani) și nu declară un program de lucru pentru copii, așa că copiii nu pot aplica.',
} as const;

/** A child profile whose birth date cannot be read: its age band, hence its limits, are unknown. */
export const AGE_UNKNOWN_TEXT = {
  en: "The child's date of birth is missing, so the working hours cannot be checked against the law. Add it to the child's details first.",
  ro: 'Lipsește data nașterii copilului, așa că programul de lucru nu poate fi verificat conform legii. Adaug-o mai întâi în datele copilului.',
} as const;

/** When a casting open to children has not declared its hours, no child can be judged against them. */
export const SCHEDULE_MISSING_TEXT = {
  en: 'This casting has not declared its working hours for children, so children cannot apply to it yet.',
  ro: 'Acest casting nu și-a declarat programul de lucru pentru copii, așa că deocamdată copiii nu pot aplica.',
} as const;
