import type { Casting } from '@talent/contract/castings';
import {
  ADULT_AGE,
  ADULTS_ONLY_TEXT,
  AGE_UNKNOWN_TEXT,
  describeProblem,
  openToMinors,
  SCHEDULE_MISSING_TEXT,
  type ScheduleProblem,
  scheduleProblems,
} from '@talent/contract/child-work';
import { ageOn, romanianToday } from '@talent/contract/dates';

/** What the child-work check (HG 75/2015, decision 0018) needs of an applicant. */
export interface ApplicantAge {
  child_id: string | null;
  date_of_birth: string | null;
}

export type CastingHours = Pick<Casting, 'shootingDate' | 'minorSchedule' | 'ageRanges'>;

/** Why a child may not work on a casting; null for an adult, or a child whose band the hours fit. */
export type ChildWorkRefusal =
  | { code: 'MINOR_SCHEDULE_MISSING' | 'MINOR_AGE_UNKNOWN' }
  | { code: 'MINOR_SCHEDULE_NOT_ALLOWED'; problems: ScheduleProblem[] };

/**
 * A child is a guardian's child profile, or any profile under 18 on the first working day (the
 * shooting date, else today: the youngest the child will be, so the strictest band).
 */
export function childWorkRefusal(applicant: ApplicantAge, casting: CastingHours): ChildWorkRefusal | null {
  const firstDay = casting.shootingDate ?? romanianToday();
  // Stored as 'YYYY-MM-DD'; a longer value from an older row is cut to its date.
  const birthDate = applicant.date_of_birth?.slice(0, 10) ?? null;
  const age = birthDate ? ageOn(birthDate, firstDay) : null;
  const isChild = applicant.child_id !== null || (age !== null && age < ADULT_AGE);
  if (!isChild) return null;
  if (!casting.minorSchedule) return { code: 'MINOR_SCHEDULE_MISSING' };
  if (age === null || !birthDate) return { code: 'MINOR_AGE_UNKNOWN' };
  const problems = scheduleProblems(birthDate, firstDay, casting.minorSchedule);
  return problems.length > 0 ? { code: 'MINOR_SCHEDULE_NOT_ALLOWED', problems } : null;
}

/** The refusal in words, in the caller's language. */
export function refusalText(refusal: ChildWorkRefusal, casting: CastingHours, language: 'ro' | 'en'): string {
  switch (refusal.code) {
    case 'MINOR_SCHEDULE_MISSING':
      return (openToMinors(casting.ageRanges) ? SCHEDULE_MISSING_TEXT : ADULTS_ONLY_TEXT)[language];
    case 'MINOR_AGE_UNKNOWN':
      return AGE_UNKNOWN_TEXT[language];
    case 'MINOR_SCHEDULE_NOT_ALLOWED':
      return refusal.problems.map((problem) => describeProblem(problem, language)).join(' ');
  }
}
