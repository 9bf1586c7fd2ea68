import { z } from 'zod';
import { parseIsoDate, romanianInstant } from './dates';

/**
 * Audition sessions (DESIGN §12, issue 33 point 1): a casting's audition or callback, in person at an
 * address or online at a meeting link, on one day between two times on a Bucharest clock, cut into
 * slots of `slotMinutes` that hold `capacityPerSlot` talents each.
 */

export const AUDITION_ROUNDS = ['AUDITION', 'CALLBACK'] as const;
export const AUDITION_KINDS = ['IN_PERSON', 'ONLINE'] as const;
export const SLOT_MINUTES_MIN = 5;
export const SLOT_MINUTES_MAX = 240;
export const CAPACITY_PER_SLOT_MAX = 50;
export const AUDITION_PLACE_MAX = 300;
export const AUDITION_INSTRUCTIONS_MAX = 2000;

export const AUDITION_SESSION_MESSAGES = {
  dateInvalid: 'Choose a real date (YYYY-MM-DD)',
  timeInvalid: 'Give the time as HH:MM',
  timeSkipped: 'This time does not exist on that day in Romania (the clocks go forward an hour)',
  endBeforeStart: 'The session must end after it starts',
  shorterThanSlot: 'The session must be at least one slot long',
  slotMinutes: `A slot lasts from ${SLOT_MINUTES_MIN} to ${SLOT_MINUTES_MAX} minutes`,
  capacity: `A slot holds from 1 to ${CAPACITY_PER_SLOT_MAX} talents`,
  placeRequired: 'Give the address of an in-person session',
  meetingUrlRequired: 'Give the meeting link (https://…) of an online session',
  placeTooLong: `The address can have at most ${AUDITION_PLACE_MAX} characters`,
  instructionsTooLong: `The instructions can have at most ${AUDITION_INSTRUCTIONS_MAX} characters`,
} as const;

const M = AUDITION_SESSION_MESSAGES;
const clockTime = z.string({ error: M.timeInvalid }).regex(/^([01]\d|2[0-3]):[0-5]\d$/, M.timeInvalid);

/** POST /api/studio/castings/{id}/audition-sessions */
export const auditionSessionSchema = z
  .strictObject({
    round: z.enum(AUDITION_ROUNDS),
    kind: z.enum(AUDITION_KINDS),
    date: z.string({ error: M.dateInvalid }).refine((value) => parseIsoDate(value) !== null, M.dateInvalid),
    start: clockTime,
    end: clockTime,
    slotMinutes: z
      .number()
      .int(M.slotMinutes)
      .min(SLOT_MINUTES_MIN, M.slotMinutes)
      .max(SLOT_MINUTES_MAX, M.slotMinutes),
    capacityPerSlot: z.number().int(M.capacity).min(1, M.capacity).max(CAPACITY_PER_SLOT_MAX, M.capacity),
    place: z.string().trim().max(AUDITION_PLACE_MAX, M.placeTooLong).optional(),
    meetingUrl: z.url({ protocol: /^https$/, error: M.meetingUrlRequired }).optional(),
    instructions: z.string().trim().max(AUDITION_INSTRUCTIONS_MAX, M.instructionsTooLong).optional(),
  })
  .superRefine((session, context) => {
    if (session.kind === 'IN_PERSON' && !session.place)
      context.addIssue({ code: 'custom', path: ['place'], message: M.placeRequired });
    if (session.kind === 'ONLINE' && !session.meetingUrl)
      context.addIssue({ code: 'custom', path: ['meetingUrl'], message: M.meetingUrlRequired });
    const starts = romanianInstant(session.date, session.start);
    const ends = romanianInstant(session.date, session.end);
    if (!starts) context.addIssue({ code: 'custom', path: ['start'], message: M.timeSkipped });
    if (!ends) context.addIssue({ code: 'custom', path: ['end'], message: M.timeSkipped });
    if (!starts || !ends) return;
    if (ends <= starts) context.addIssue({ code: 'custom', path: ['end'], message: M.endBeforeStart });
    else if (ends.getTime() - starts.getTime() < session.slotMinutes * 60_000)
      context.addIssue({ code: 'custom', path: ['end'], message: M.shorterThanSlot });
  });
export type AuditionSessionPayload = z.infer<typeof auditionSessionSchema>;

/**
 * The slots' start instants of a session from `starts` to `ends`: counted in elapsed time, so a day
 * when the clocks change has one hour of slots fewer (spring) or more (autumn) than its clock times
 * say; a last piece shorter than a slot is no slot.
 */
export function sessionSlots(starts: Date, ends: Date, slotMinutes: number): Date[] {
  const slots: Date[] = [];
  const step = slotMinutes * 60_000;
  for (let at = starts.getTime(); at + step <= ends.getTime(); at += step) slots.push(new Date(at));
  return slots;
}
