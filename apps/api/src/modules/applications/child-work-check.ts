import type { Casting } from '@talent/contract/castings';
import {
  ADULT_AGE,
  ADULTS_ONLY_TEXT,
  AGE_UNKNOWN_TEXT,
  describeProblem,
  describeSlotProblem,
  openToMinors,
  SCHEDULE_MISSING_TEXT,
  type ScheduleProblem,
  scheduleProblems,
  slotProblems,
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
 * Whether the applicant is a child on `day`: a guardian's child profile, or any profile under 18 then.
 * Its birth date ('YYYY-MM-DD') when readable; null for a child means its band is unknown.
 */
function childOn(applicant: ApplicantAge, day: string): { birthDate: string | null } | null {
  // Stored as 'YYYY-MM-DD'; a longer value from an older row is cut to its date.
  const birthDate = applicant.date_of_birth?.slice(0, 10) ?? null;
  const age = birthDate ? ageOn(birthDate, day) : null;
  if (applicant.child_id === null && (age === null || age >= ADULT_AGE)) return null;
  return { birthDate: age === null ? null : birthDate };
}

/**
 * A child is judged on the first working day (the shooting date, else today: the youngest the child
 * will be, so the strictest band).
 */
export function childWorkRefusal(applicant: ApplicantAge, casting: CastingHours): ChildWorkRefusal | null {
  const firstDay = casting.shootingDate ?? romanianToday();
  const child = childOn(applicant, firstDay);
  if (!child) return null;
  if (!casting.minorSchedule) return { code: 'MINOR_SCHEDULE_MISSING' };
  if (!child.birthDate) return { code: 'MINOR_AGE_UNKNOWN' };
  const problems = scheduleProblems(child.birthDate, firstDay, casting.minorSchedule);
  return problems.length > 0 ? { code: 'MINOR_SCHEDULE_NOT_ALLOWED', problems } : null;
}

/**
 * Why a child may not take an audition slot (decision 0025: the band's window and hours a day apply to
 * auditions), in the caller's language; null for an adult or a slot the band allows. The age is taken
 * on the session's day (`sessionDate`, 'YYYY-MM-DD'); `start` and `end` are the slot's Bucharest clock
 * times (HH:MM). A child whose birth date cannot be read is refused, never judged as an adult.
 */
export function slotRefusal(
  applicant: ApplicantAge,
  sessionDate: string,
  start: string,
  end: string,
  language: 'ro' | 'en',
): string | null {
  const child = childOn(applicant, sessionDate);
  if (!child) return null;
  if (!child.birthDate) return AGE_UNKNOWN_TEXT[language];
  const problems = slotProblems(child.birthDate, sessionDate, start, end);
  return problems.length > 0
    ? problems.map((problem) => describeSlotProblem(problem, language)).join(' ')
    : null;
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
