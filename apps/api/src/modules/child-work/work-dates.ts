import type { Application } from '@talent/contract/applications';
import { addWorkingDays, CONTRACT_COPY_WORKING_DAYS } from '@talent/contract/child-work-checklist';
import { addDays } from '@talent/contract/dates';

/** The dates the checklist counts from the casting: first and last working day, contract-copy deadline. */
export interface WorkDates {
  startDate: string | null;
  endDate: string | null;
  contractCopyDeadline: string | null;
}

export function workDates(
  casting: Pick<NonNullable<Application['casting']>, 'shootingDate' | 'minorSchedule'>,
): WorkDates {
  const start = casting.shootingDate;
  if (!start) return { startDate: null, endDate: null, contractCopyDeadline: null };
  return {
    startDate: start,
    endDate: casting.minorSchedule ? addDays(start, casting.minorSchedule.days - 1) : null,
    // Decision 0018 row 21: within 10 working days of the start.
    contractCopyDeadline: addWorkingDays(start, CONTRACT_COPY_WORKING_DAYS),
  };
}
