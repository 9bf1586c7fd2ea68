import { z } from 'zod';
import { videoSchema } from './media';

/**
 * Self-tape requests (DESIGN §9): a casting's client asks an applicant to film a scene by a deadline;
 * the talent (or the guardian, for a child) answers with one of the profile's videos.
 */

export const SELF_TAPE_INSTRUCTIONS_MAX = 2000;
/** How far ahead a deadline may be set. */
export const SELF_TAPE_DEADLINE_MAX_DAYS = 90;

export const SELF_TAPE_MESSAGES = {
  instructionsRequired: 'Scrie ce trebuie să filmeze talentul.',
  instructionsTooLong: `Instrucțiunile pot avea cel mult ${SELF_TAPE_INSTRUCTIONS_MAX} de caractere.`,
  deadlineInvalid: 'Alege data și ora până la care se trimite înregistrarea.',
  deadlinePast: 'Termenul trebuie să fie în viitor.',
  deadlineTooFar: `Termenul poate fi cel mult peste ${SELF_TAPE_DEADLINE_MAX_DAYS} de zile.`,
  requestNotFound: 'Cererea de self-tape nu a fost găsită.',
  deadlinePassed: 'Termenul pentru această înregistrare a trecut. Nu mai poți trimite un self-tape.',
  videoNotOnProfile: 'Alege unul dintre videoclipurile profilului pentru care s-a aplicat.',
  videoFailed: 'Videoclipul acesta nu a putut fi convertit. Alege sau încarcă altul.',
  applicationClosed: 'Aplicația a fost respinsă; nu se mai pot cere înregistrări.',
} as const;
export type SelfTapeMessageKey = keyof typeof SELF_TAPE_MESSAGES;

/** POST /api/studio/applications/{id}/self-tape-requests */
export const selfTapeRequestCreateSchema = z.strictObject({
  instructions: z
    .string({ error: SELF_TAPE_MESSAGES.instructionsRequired })
    .trim()
    .min(1, SELF_TAPE_MESSAGES.instructionsRequired)
    .max(SELF_TAPE_INSTRUCTIONS_MAX, SELF_TAPE_MESSAGES.instructionsTooLong),
  /** An instant with its offset (ISO 8601), e.g. the end of a chosen day in the client's time zone. */
  deadline: z.iso.datetime({ offset: true, error: SELF_TAPE_MESSAGES.deadlineInvalid }),
});
export type SelfTapeRequestCreatePayload = z.infer<typeof selfTapeRequestCreateSchema>;

/** POST /api/self-tape-requests/{id}/submission */
export const selfTapeSubmissionSchema = z.strictObject({
  videoId: z.string().trim().min(1, SELF_TAPE_MESSAGES.videoNotOnProfile).max(100),
});
export type SelfTapeSubmissionPayload = z.infer<typeof selfTapeSubmissionSchema>;

export const SELF_TAPE_STATES = ['OPEN', 'SUBMITTED', 'MISSED'] as const;
export const selfTapeStateSchema = z.enum(SELF_TAPE_STATES);
export type SelfTapeState = z.infer<typeof selfTapeStateSchema>;

export const selfTapeRequestSchema = z.object({
  id: z.string(),
  applicationId: z.string(),
  instructions: z.string(),
  deadline: z.string().meta({ format: 'date-time' }),
  createdAt: z.string().meta({ format: 'date-time' }),
  /** OPEN until answered or past the deadline (then MISSED); SUBMITTED once a video is sent. */
  state: selfTapeStateSchema,
  submittedAt: z.string().meta({ format: 'date-time' }).nullable(),
  /** The video sent (it may still be processing), null before. */
  video: videoSchema.nullable(),
});
export type SelfTapeRequest = z.infer<typeof selfTapeRequestSchema>;

export const selfTapeRequestListSchema = z.array(selfTapeRequestSchema);

/** A deadline's own checks against now (the server repeats them; the form shows them first). */
export function deadlineProblem(deadline: string, now: Date = new Date()): string | null {
  const at = Date.parse(deadline);
  if (Number.isNaN(at)) return SELF_TAPE_MESSAGES.deadlineInvalid;
  if (at <= now.getTime()) return SELF_TAPE_MESSAGES.deadlinePast;
  if (at > now.getTime() + SELF_TAPE_DEADLINE_MAX_DAYS * 86_400_000) return SELF_TAPE_MESSAGES.deadlineTooFar;
  return null;
}

/** The state a request shows at `now`. */
export function selfTapeState(
  request: { deadline: string; submittedAt: string | null },
  now: Date = new Date(),
): SelfTapeState {
  if (request.submittedAt) return 'SUBMITTED';
  return Date.parse(request.deadline) <= now.getTime() ? 'MISSED' : 'OPEN';
}
