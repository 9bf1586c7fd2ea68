import { z } from 'zod';
import { CHILD_WORK_MESSAGES, HH_MM, minutesOf } from './child-work-rules';

// The rules and texts live in child-work-rules.ts (zod-free); re-exported so importers need not change.
export {
  ADULT_AGE,
  ADULTS_ONLY_TEXT,
  AGE_BANDS,
  AGE_UNKNOWN_TEXT,
  type AgeBand,
  ageBandOf,
  CHILD_WORK_MESSAGES,
  describeProblem,
  describeSlotProblem,
  HH_MM,
  type MinorSchedule,
  minutesOf,
  openToMinors,
  SCHEDULE_MISSING_TEXT,
  type ScheduleProblem,
  scheduleProblems,
  slotProblems,
} from './child-work-rules';

const time = z
  .string({ error: CHILD_WORK_MESSAGES.timeInvalid })
  .regex(HH_MM, CHILD_WORK_MESSAGES.timeInvalid);

/** What a casting open to minors declares (DESIGN §10): one working span a day, on `days` days. */
export const minorScheduleSchema = z
  .object({
    dailyStart: time,
    dailyEnd: time,
    days: z
      .number({ error: CHILD_WORK_MESSAGES.daysInvalid })
      .int(CHILD_WORK_MESSAGES.daysInvalid)
      .min(1, CHILD_WORK_MESSAGES.daysInvalid)
      .max(60, CHILD_WORK_MESSAGES.daysInvalid),
  })
  .refine((schedule) => minutesOf(schedule.dailyEnd) > minutesOf(schedule.dailyStart), {
    message: CHILD_WORK_MESSAGES.endBeforeStart,
    path: ['dailyEnd'],
  });
