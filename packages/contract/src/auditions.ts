import { z } from 'zod';
import { AUDITION_KINDS, AUDITION_ROUNDS } from './audition-sessions';

/**
 * Auditions (DESIGN §12, issue 33 points 2 and 6): an applicant invited to a session, in a slot or
 * waiting for one, and where they are with it. A seat is held by an audition INVITED with a slot,
 * CONFIRMED, ATTENDED or NO_SHOW; a decline, a request to move or a cancellation frees it, and the
 * earliest one waiting is given it.
 */

export const AUDITION_STATUSES = [
  'INVITED',
  'CONFIRMED',
  'DECLINED',
  'RESCHEDULE_REQUESTED',
  'CANCELLED',
  'ATTENDED',
  'NO_SHOW',
] as const;
export type AuditionStatus = (typeof AUDITION_STATUSES)[number];
export const auditionStatusSchema = z.enum(AUDITION_STATUSES);

/** The statuses that keep a seat in their slot. */
export const SEAT_HOLDING_STATUSES: readonly AuditionStatus[] = [
  'INVITED',
  'CONFIRMED',
  'ATTENDED',
  'NO_SHOW',
];
/** Where a talent may still answer from: confirm, decline or ask to move. */
export const ANSWERABLE_STATUSES: readonly AuditionStatus[] = [
  'INVITED',
  'RESCHEDULE_REQUESTED',
  'CONFIRMED',
];
export const CHECK_IN_STATUSES = ['ATTENDED', 'NO_SHOW'] as const;

export const AUDITION_INVITES_PER_REQUEST_MAX = 100;
export const AUDITION_NOTE_MAX = 500;

export const AUDITION_MESSAGES = {
  applicationsRequired: 'Choose at least one applicant to invite',
  tooManyApplications: `You can invite at most ${AUDITION_INVITES_PER_REQUEST_MAX} applicants at once`,
  slotStartInvalid: 'Choose one of the session’s slots',
  noteRequired: 'Say which times suit you',
  noteTooLong: `The note can have at most ${AUDITION_NOTE_MAX} characters`,
  sessionNotFound: 'Audition session not found',
  notFound: 'Audition not found',
  sessionCancelled: 'This session was cancelled',
  sessionOverlaps: 'This session overlaps another session of the same casting',
  slotOutside: 'This time is not one of the session’s slots',
  slotFull: 'This slot is full; choose another',
  noFreeSlot: 'There is no free slot left; you are on the waiting list and will be told when one frees up',
  applicationNotInvitable: 'Only the casting’s applicants who are not rejected can be invited',
  notAnswerable: 'This audition can no longer be answered',
  checkInNotBooked: 'Only a talent booked into a slot can be checked in',
  sessionBooked:
    'Talents are booked into this session: keep the slot length and every booked slot, or cancel the session',
  capacityBelowBookings: 'A slot already has more talents booked than this capacity',
  noSlotYet: 'This audition has no time yet',
  sessionStarted: 'This session has already taken place',
  sessionInPast: 'Choose a day and time that are still ahead',
  sidesMissing: 'This casting has no sides yet',
  sidesNotConfirmed: 'Confirm your audition to download the sides',
  sidesNotPdf: 'The sides must be a PDF file',
  sidesEncrypted: 'The PDF is password-protected; upload one without a password',
  sidesTooLarge: 'The sides can be at most 10 MB',
} as const;

const M = AUDITION_MESSAGES;
const instant = z.iso.datetime({ offset: true, error: M.slotStartInvalid });
const note = z.string().trim().max(AUDITION_NOTE_MAX, M.noteTooLong);

/** POST /api/studio/audition-sessions/{id}/invitations */
export const auditionInviteSchema = z.strictObject({
  applicationIds: z
    .array(z.string().trim().min(1).max(100), { error: M.applicationsRequired })
    .min(1, M.applicationsRequired)
    .max(AUDITION_INVITES_PER_REQUEST_MAX, M.tooManyApplications),
  /** Everyone into this slot; without it each gets the next free slot its hours allow, or waits. */
  slotStart: instant.optional(),
});
export type AuditionInvitePayload = z.infer<typeof auditionInviteSchema>;

/** POST /api/auditions/{id}/confirm: a free slot chosen, or the one given. */
export const auditionConfirmSchema = z.strictObject({ slotStart: instant.optional() });
export type AuditionConfirmPayload = z.infer<typeof auditionConfirmSchema>;

/** POST /api/auditions/{id}/decline */
export const auditionDeclineSchema = z.strictObject({ note: note.optional() });
export type AuditionDeclinePayload = z.infer<typeof auditionDeclineSchema>;

/** POST /api/auditions/{id}/reschedule: the times that would suit, required. */
export const auditionRescheduleSchema = z.strictObject({
  note: z
    .string({ error: M.noteRequired })
    .trim()
    .min(1, M.noteRequired)
    .max(AUDITION_NOTE_MAX, M.noteTooLong),
});
export type AuditionReschedulePayload = z.infer<typeof auditionRescheduleSchema>;

/** POST /api/studio/auditions/{id}/check-in */
export const auditionCheckInSchema = z.strictObject({ status: z.enum(CHECK_IN_STATUSES) });
export type AuditionCheckInPayload = z.infer<typeof auditionCheckInSchema>;

const dateTime = z.string().meta({ format: 'date-time' });

/** A session as both sides see it: its day and times on a Bucharest clock. */
export const auditionSessionViewSchema = z.object({
  id: z.string(),
  castingId: z.string(),
  round: z.enum(AUDITION_ROUNDS),
  kind: z.enum(AUDITION_KINDS),
  date: z.string(),
  start: z.string(),
  end: z.string(),
  startsAt: dateTime,
  endsAt: dateTime,
  slotMinutes: z.number().int(),
  capacityPerSlot: z.number().int(),
  place: z.string().nullable(),
  meetingUrl: z.string().nullable(),
  instructions: z.string().nullable(),
  cancelledAt: dateTime.nullable(),
});
export type AuditionSessionView = z.infer<typeof auditionSessionViewSchema>;

/** One slot: when (the instant and its Bucharest clock time) and how many seats are taken. */
export const auditionSlotSchema = z.object({
  start: dateTime,
  time: z.string(),
  capacity: z.number().int(),
  taken: z.number().int(),
});
export type AuditionSlot = z.infer<typeof auditionSlotSchema>;

/** An audition as the studio sees it. */
export const studioAuditionSchema = z.object({
  id: z.string(),
  applicationId: z.string(),
  profileId: z.string(),
  firstName: z.string(),
  /** Null for a minor (DESIGN §10). */
  lastName: z.string().nullable(),
  isMinor: z.boolean(),
  status: auditionStatusSchema,
  slotStart: dateTime.nullable(),
  /** The talent's note with a decline or a request to move. */
  note: z.string().nullable(),
  invitedAt: dateTime,
  respondedAt: dateTime.nullable(),
  checkedInAt: dateTime.nullable(),
});
export type StudioAudition = z.infer<typeof studioAuditionSchema>;

/** GET /api/studio/castings/{id}/audition-sessions: each session with its slots and bookings. */
export const studioAuditionSessionSchema = auditionSessionViewSchema.extend({
  slots: z.array(auditionSlotSchema),
  auditions: z.array(studioAuditionSchema),
});
export type StudioAuditionSession = z.infer<typeof studioAuditionSessionSchema>;

export { SIDES_MAX_BYTES } from './audition-limits';

/** A casting's sides as its staff see them (POST/GET /api/studio/castings/{id}/sides). */
export const castingSidesSchema = z.object({
  fileName: z.string(),
  pages: z.number().int(),
  uploadedAt: dateTime,
});
export type CastingSides = z.infer<typeof castingSidesSchema>;

export const studioAuditionSessionListSchema = z.object({
  data: z.array(studioAuditionSessionSchema),
  /** The casting's sides, if uploaded. */
  meta: z.object({ sides: castingSidesSchema.nullable() }),
});
export type StudioAuditionSessionList = z.infer<typeof studioAuditionSessionListSchema>;

/** POST invitations' answer: who was invited, into which slot (null: waiting), and who already was. */
export const auditionInviteResultSchema = z.object({
  data: z.object({
    invited: z.array(
      z.object({ applicationId: z.string(), auditionId: z.string(), slotStart: dateTime.nullable() }),
    ),
    alreadyInvited: z.array(z.string()),
  }),
});
export type AuditionInviteResult = z.infer<typeof auditionInviteResultSchema>['data'];

/** The talent's (a guardian's) view of one audition. */
export const auditionSchema = z.object({
  id: z.string(),
  status: auditionStatusSchema,
  slotStart: dateTime.nullable(),
  slotEnd: dateTime.nullable(),
  note: z.string().nullable(),
  invitedAt: dateTime,
  /** The child's first name when it is for a guardian's child, else null. */
  childName: z.string().nullable(),
  /** That child's id (its profile's routes: the self-tape studio adds a rehearsal take there), else null. */
  childId: z.string().nullable(),
  companyName: z.string().nullable(),
  casting: z.object({ id: z.string(), slug: z.string(), title: z.string() }),
  session: auditionSessionViewSchema,
  /** The slots this talent may take now (free, and inside a child's hours); empty once answered. */
  freeSlots: z.array(z.object({ start: dateTime, time: z.string() })),
  hasSides: z.boolean(),
});
export type Audition = z.infer<typeof auditionSchema>;
export const auditionListSchema = z.object({ data: z.array(auditionSchema) });
export type AuditionList = z.infer<typeof auditionListSchema>;

/** One booked talent on the day page: who, how to reach them (a minor's guardian), and the status. */
export const auditionDayEntrySchema = z.object({
  id: z.string(),
  status: auditionStatusSchema,
  firstName: z.string(),
  lastName: z.string().nullable(),
  isMinor: z.boolean(),
  age: z.number().int().nullable(),
  photoUrl: z.string().nullable(),
  contact: z.object({
    /** A minor's guardian, else the talent. */
    name: z.string(),
    phone: z.string().nullable(),
    email: z.string().nullable(),
    isGuardian: z.boolean(),
  }),
  checkedInAt: dateTime.nullable(),
});
export type AuditionDayEntry = z.infer<typeof auditionDayEntrySchema>;

/** GET /api/studio/audition-sessions/{id}/day: the slots in order with who is booked in each. */
export const auditionDaySchema = z.object({
  data: z.object({
    session: auditionSessionViewSchema,
    casting: z.object({ id: z.string(), title: z.string() }),
    slots: z.array(z.object({ start: dateTime, time: z.string(), entries: z.array(auditionDayEntrySchema) })),
  }),
});
export type AuditionDay = z.infer<typeof auditionDaySchema>['data'];
