import { z } from 'zod';
import {
  DECLINE_REASON_MAX,
  INVITATION_MESSAGE_MAX,
  INVITATION_STATUSES,
  INVITATIONS_PER_DAY_MAX,
  INVITATIONS_PER_REQUEST_MAX,
} from './invitation-options';
import { pageMetaSchema } from './pagination';

/**
 * Invitations (DESIGN §11, issue 32 point 5): a casting's client invites talents to a PUBLISHED
 * casting; each talent (a child's guardian) hears of it and applies or says it is not for them.
 */

export {
  DECLINE_REASON_MAX,
  INVITATION_MESSAGE_MAX,
  INVITATION_STATUSES,
  INVITATIONS_PER_DAY_MAX,
  INVITATIONS_PER_REQUEST_MAX,
  type InvitationStatus,
} from './invitation-options';

export const invitationStatusSchema = z.enum(INVITATION_STATUSES);

export const INVITATION_MESSAGES = {
  profilesRequired: 'Choose at least one talent to invite',
  tooManyProfiles: `You can invite at most ${INVITATIONS_PER_REQUEST_MAX} talents at once`,
  messageRequired: 'Write a message for the talents you invite',
  messageTooLong: `The message can have at most ${INVITATION_MESSAGE_MAX} characters`,
  reasonTooLong: `The reason can have at most ${DECLINE_REASON_MAX} characters`,
  notPublished: 'Talents can be invited only to a published casting',
  profileNotFound: 'Talent profile not found',
  notFound: 'Invitation not found',
  alreadyAnswered: 'This invitation was already answered',
  dailyLimit: `You can send at most ${INVITATIONS_PER_DAY_MAX} invitations in 24 hours.`,
} as const;

/** POST /api/studio/castings/{id}/invitations */
export const invitationCreateSchema = z.strictObject({
  profileIds: z
    .array(z.string().trim().min(1).max(100), { error: INVITATION_MESSAGES.profilesRequired })
    .min(1, INVITATION_MESSAGES.profilesRequired)
    .max(INVITATIONS_PER_REQUEST_MAX, INVITATION_MESSAGES.tooManyProfiles),
  message: z
    .string({ error: INVITATION_MESSAGES.messageRequired })
    .trim()
    .min(1, INVITATION_MESSAGES.messageRequired)
    .max(INVITATION_MESSAGE_MAX, INVITATION_MESSAGES.messageTooLong),
});
export type InvitationCreatePayload = z.infer<typeof invitationCreateSchema>;

/** POST /api/invitations/{id}/decline */
export const invitationDeclineSchema = z.strictObject({
  reason: z.string().trim().max(DECLINE_REASON_MAX, INVITATION_MESSAGES.reasonTooLong).optional(),
});
export type InvitationDeclinePayload = z.infer<typeof invitationDeclineSchema>;

/** The studio's view of one invitation: who, and where they are with it. */
export const studioInvitationSchema = z.object({
  id: z.string(),
  profileId: z.string(),
  firstName: z.string(),
  /** Null for a child (DESIGN §10). */
  lastName: z.string().nullable(),
  isMinor: z.boolean(),
  status: invitationStatusSchema,
  declineReason: z.string().nullable(),
  invitedAt: z.string().meta({ format: 'date-time' }),
  viewedAt: z.string().meta({ format: 'date-time' }).nullable(),
  respondedAt: z.string().meta({ format: 'date-time' }).nullable(),
});
export type StudioInvitation = z.infer<typeof studioInvitationSchema>;

/** GET /api/studio/castings/{id}/invitations: every one, newest first, with the counts per status. */
export const studioInvitationListSchema = z.object({
  data: z.array(studioInvitationSchema),
  meta: z.object({ counts: z.record(invitationStatusSchema, z.number().int()) }),
});
export type StudioInvitationList = z.infer<typeof studioInvitationListSchema>;

/** POST answer: the invitations made now; talents already invited to the casting are skipped. */
export const invitationCreateResultSchema = z.object({
  data: z.object({ invited: z.array(z.string()), alreadyInvited: z.array(z.string()) }),
});

/** The talent's view: the casting it is about, for whom (a guardian's child) and the message. */
export const invitationSchema = z.object({
  id: z.string(),
  status: invitationStatusSchema,
  message: z.string(),
  declineReason: z.string().nullable(),
  invitedAt: z.string().meta({ format: 'date-time' }),
  profileId: z.string(),
  /** The child's first name when the invitation is for a guardian's child, else null. */
  childName: z.string().nullable(),
  /** The company that invites (the casting's client account); null for an admin's own casting. */
  companyName: z.string().nullable(),
  casting: z.object({ id: z.string(), slug: z.string(), title: z.string(), status: z.string() }),
});
export type Invitation = z.infer<typeof invitationSchema>;

/** GET /api/invitations */
export const invitationPageSchema = z.object({ data: z.array(invitationSchema), meta: pageMetaSchema });
export type InvitationPage = z.infer<typeof invitationPageSchema>;
