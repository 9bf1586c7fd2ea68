import { z } from 'zod';
import {
  MESSAGE_MESSAGES as M,
  MESSAGE_SIDES,
  MESSAGE_STATUSES,
  MESSAGE_TEXT_MAX,
  MODERATION_ACTIONS,
  MODERATION_NOTE_MAX,
  REPORT_MESSAGES as R,
  REPORT_DETAILS_MAX,
  REPORT_REASONS,
  REPORT_STATUSES,
  REPORT_TARGETS,
} from './message-limits';
import { MESSAGE_WARNING_KINDS } from './message-safety';
import { pageMetaSchema, paginationQuerySchema } from './pagination';

export * from './message-limits';

/**
 * Messages and safety (DESIGN §14, issue 35): one thread per application and per invitation, between
 * the casting's client (or an ADMIN) and the talent, a child's guardian writing for the child. Contact
 * details and requests for money are flagged; in a thread with a minor such a message is held for an
 * administrator. Reports of castings, messages and companies go to the studio's moderation queue.
 */

const id = z.string().trim().min(1).max(100);

/** POST /api/conversations/{id}/messages and POST /api/studio/…/conversation: the form's and the route's. */
export const messageSendSchema = z.strictObject({
  text: z
    .string({ error: M.textRequired })
    .trim()
    .min(1, M.textRequired)
    .max(MESSAGE_TEXT_MAX, M.textTooLong),
  attachmentId: id.optional(),
  /** Sent again after the 422 MESSAGE_NEEDS_CONFIRMATION: the sender has seen the warnings. */
  confirm: z.boolean().optional(),
});
export type MessageSendPayload = z.input<typeof messageSendSchema>;

export const messageWarningSchema = z.object({ kind: z.enum(MESSAGE_WARNING_KINDS), text: z.string() });
/** The 422 answer's extra field (the error shape's `warnings`). */
export const NEEDS_CONFIRMATION_CODE = 'MESSAGE_NEEDS_CONFIRMATION';

export const attachmentSchema = z.object({
  id: z.string(),
  fileName: z.string(),
  contentType: z.string(),
  size: z.number().int(),
});
export type Attachment = z.infer<typeof attachmentSchema>;

export const messageSchema = z.object({
  id: z.string(),
  conversationId: z.string(),
  side: z.enum(MESSAGE_SIDES),
  /** Written by the reader (their own messages show their status). */
  fromMe: z.boolean(),
  senderName: z.string(),
  /** Empty for a HIDDEN message: the reader sees only that it was taken down. */
  text: z.string(),
  attachment: attachmentSchema.nullable(),
  status: z.enum(MESSAGE_STATUSES),
  createdAt: z.string(),
  /** The other side has opened the thread since this message arrived (only for the reader's own). */
  read: z.boolean(),
});
export type Message = z.infer<typeof messageSchema>;

export const conversationSummarySchema = z.object({
  id: z.string(),
  applicationId: z.string().nullable(),
  invitationId: z.string().nullable(),
  casting: z.object({ id: z.string(), title: z.string() }),
  /** The company, for the talent's side; the talent (the child's name for a guardian's), for the studio's. */
  counterpartName: z.string(),
  /** The casting's company (its client account's id): what a report of the company names. */
  companyId: z.string(),
  /** The talent the thread is about (a guardian's child's name). */
  talentName: z.string(),
  /** The talent is a minor: flagged messages are held for an administrator. */
  minor: z.boolean(),
  lastMessage: z
    .object({ text: z.string(), at: z.string(), fromMe: z.boolean(), status: z.enum(MESSAGE_STATUSES) })
    .nullable(),
  unread: z.number().int(),
});
export type ConversationSummary = z.infer<typeof conversationSummarySchema>;

export const conversationListSchema = z.object({
  data: z.array(conversationSummarySchema),
  meta: pageMetaSchema,
});
export type ConversationList = z.infer<typeof conversationListSchema>;
export const conversationListQuerySchema = paginationQuerySchema;

/** `before`: a message id; the page holds the messages written before it, oldest first. */
export const messagePageQuerySchema = z.object({ before: id.optional() });
export type MessagePageQuery = z.infer<typeof messagePageQuerySchema>;

export const threadSchema = z.object({
  conversation: conversationSummarySchema,
  messages: z.array(messageSchema),
  hasMore: z.boolean(),
});
export type Thread = z.infer<typeof threadSchema>;

/** The unread messages of the reader, for the nav's badge (also on the notification stream). */
export const unreadMessagesSchema = z.object({ unread: z.number().int() });

// Reports and moderation.

export const reportCreateSchema = z.strictObject({
  targetType: z.enum(REPORT_TARGETS, { error: R.targetNotFound }),
  targetId: id,
  reason: z.enum(REPORT_REASONS, { error: R.reasonRequired }),
  details: z.string().trim().max(REPORT_DETAILS_MAX, R.detailsTooLong).optional(),
});
export type ReportCreatePayload = z.input<typeof reportCreateSchema>;

export const reportListQuerySchema = paginationQuerySchema.extend({
  status: z.enum(REPORT_STATUSES).default('OPEN'),
});
export type ReportListQuery = z.infer<typeof reportListQuerySchema>;

export const moderationDecisionSchema = z.strictObject({
  action: z.enum(MODERATION_ACTIONS, { error: R.actionNotForTarget }),
  note: z.string().trim().max(MODERATION_NOTE_MAX, R.noteTooLong).default(''),
});
export type ModerationDecisionPayload = z.input<typeof moderationDecisionSchema>;

export const reportSchema = z.object({
  id: z.string(),
  targetType: z.enum(REPORT_TARGETS),
  targetId: z.string(),
  reason: z.enum(REPORT_REASONS),
  details: z.string().nullable(),
  status: z.enum(REPORT_STATUSES),
  createdAt: z.string(),
  reporter: z.object({ name: z.string(), email: z.string() }),
  /** What was reported, as the administrator needs it to decide. */
  target: z.object({
    /** The casting's title, the message's text, or the company's name. */
    label: z.string(),
    castingId: z.string().nullable(),
    castingTitle: z.string().nullable(),
    castingStatus: z.string().nullable(),
    clientId: z.string().nullable(),
    companyName: z.string().nullable(),
    clientStatus: z.string().nullable(),
    messageStatus: z.enum(MESSAGE_STATUSES).nullable(),
    /** Who wrote the reported message: a talent's own message names no company to suspend. */
    messageSide: z.enum(MESSAGE_SIDES).nullable(),
  }),
  action: z.enum(MODERATION_ACTIONS).nullable(),
  note: z.string().nullable(),
  resolvedAt: z.string().nullable(),
});
export type Report = z.infer<typeof reportSchema>;
export const reportListSchema = z.object({ data: z.array(reportSchema), meta: pageMetaSchema });

export const heldMessageSchema = z.object({
  id: z.string(),
  conversationId: z.string(),
  castingTitle: z.string(),
  senderName: z.string(),
  side: z.enum(MESSAGE_SIDES),
  /** The minor the thread is about and who receives for them. */
  talentName: z.string(),
  text: z.string(),
  attachment: attachmentSchema.nullable(),
  warnings: z.array(messageWarningSchema),
  status: z.enum(MESSAGE_STATUSES),
  createdAt: z.string(),
});
export type HeldMessage = z.infer<typeof heldMessageSchema>;
