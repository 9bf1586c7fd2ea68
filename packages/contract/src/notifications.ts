import { z } from 'zod';
import { projectTypeSchema } from './castings';
import { CITIES } from './cities';
import { pageMetaSchema, paginationQuerySchema } from './pagination';

/**
 * DESIGN §8: what a notice is about. In-app notices are always on; e-mail is chosen per type. Every
 * type is received by talents (or a guardian, for a child) or by a casting's client, so the whole list
 * is made of the two.
 */
export const TALENT_NOTIFICATION_TYPES = [
  'APPLICATION_STATUS',
  'CASTING_CLOSED',
  'CASTING_MATCH',
  'SAVED_SEARCH',
  'REMINDER',
  'SELF_TAPE_REQUEST',
  // A guardian's paperwork for a child's accepted work (HG 75/2015): inform SPAS, send the contract copy.
  'CHILD_WORK_START_REMINDER',
  'CHILD_WORK_CONTRACT_REMINDER',
  // A casting's client invited the talent (or a guardian's child) to apply (DESIGN §11).
  'INVITATION',
  // Auditions and callbacks (DESIGN §12): invited to a session, the talent's own confirmation, a slot
  // given from the waiting list or moved (or the session edited), a cancellation, and the 24 h / 2 h
  // reminders.
  'AUDITION_INVITE',
  'AUDITION_CONFIRMED',
  'AUDITION_CHANGED',
  'AUDITION_CANCELLED',
  'AUDITION_REMINDER',
  // A new message in one of the reader's threads (DESIGN §14): at most one per thread in 15 minutes.
  'MESSAGE',
] as const;
export const CLIENT_NOTIFICATION_TYPES = [
  'NEW_APPLICATIONS',
  // A talent confirmed an audition, declined it or asked for another time (DESIGN §12).
  'AUDITION_RESPONSE',
  'MESSAGE',
] as const;
type AnyNoticeType = (typeof TALENT_NOTIFICATION_TYPES)[number] | (typeof CLIENT_NOTIFICATION_TYPES)[number];
/** Both lists, each type once (MESSAGE is in both). */
export const NOTIFICATION_TYPES = [
  ...new Set([...TALENT_NOTIFICATION_TYPES, ...CLIENT_NOTIFICATION_TYPES]),
] as unknown as readonly [AnyNoticeType, ...AnyNoticeType[]];
export const notificationTypeSchema = z.enum(NOTIFICATION_TYPES, { error: 'Unknown notification type' });
export type NotificationType = z.infer<typeof notificationTypeSchema>;

/** One notice, written in the reader's language; `link` is a path of the app the reader uses. */
export const notificationSchema = z.object({
  id: z.string(),
  type: notificationTypeSchema,
  title: z.string(),
  body: z.string(),
  link: z.string(),
  createdAt: z.string(),
  readAt: z.string().nullable(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const NOTIFICATIONS_PAGE_SIZE = 20;
export const notificationListQuerySchema = paginationQuerySchema.extend({
  pageSize: paginationQuerySchema.shape.pageSize.default(NOTIFICATIONS_PAGE_SIZE),
});
export type NotificationListQuery = z.infer<typeof notificationListQuerySchema>;

/** GET /api/notifications: the page, with how many of all the reader's notices are unread. */
export const notificationListSchema = z.object({
  data: z.array(notificationSchema),
  meta: pageMetaSchema.extend({ unread: z.number().int(), messages: z.number().int() }),
});
export type NotificationList = z.infer<typeof notificationListSchema>;

/** Sent on the live stream (`event: unread`) and by the read routes. */
export const unreadCountSchema = z.object({
  unread: z.number().int(),
  /** Unread messages in the reader's threads (DESIGN §14): the nav's Messages badge. */
  messages: z.number().int(),
});
export type UnreadCount = z.infer<typeof unreadCountSchema>;

const emailChoices = z.strictObject(
  Object.fromEntries(NOTIFICATION_TYPES.map((type) => [type, z.boolean().optional()])) as Record<
    NotificationType,
    z.ZodOptional<z.ZodBoolean>
  >,
  { error: 'Unknown notification type' },
);

/** PUT /api/notification-preferences: the types sent are set, the others keep their value. */
export const notificationPreferencesUpdateSchema = z.strictObject({ email: emailChoices });
export type NotificationPreferencesUpdate = z.infer<typeof notificationPreferencesUpdateSchema>;

/** GET answer: every type the reader can receive, true when it also comes by e-mail. */
export const notificationPreferencesSchema = z.object({
  email: z.record(z.string(), z.boolean()),
});
export type NotificationPreferences = { email: Partial<Record<NotificationType, boolean>> };

export const NOTIFICATION_MESSAGES = {
  notFound: 'Notification not found',
  unsubscribeInvalid: 'This unsubscribe link is not valid.',
  unsubscribed: 'You will no longer receive these e-mails.',
  savedSearchNotFound: 'Saved search not found',
  savedSearchNameRequired: 'Give the search a name',
  savedSearchNameTooLong: 'The name can have at most 60 characters',
  savedSearchLimit: 'You can keep at most 20 saved searches. Delete one to save another.',
  savedSearchDuplicate: 'You already have a saved search with this name',
} as const;

/** The castings page's filters as a saved search keeps them (the same names as its URL). */
export const savedSearchFiltersSchema = z.strictObject({
  q: z.string().trim().min(1).max(100).optional(),
  projectType: projectTypeSchema.optional(),
  location: z.enum(CITIES).optional(),
  minRemuneration: z.number().min(0).max(100_000_000).optional(),
  maxRemuneration: z.number().min(0).max(100_000_000).optional(),
});
export type SavedSearchFilters = z.infer<typeof savedSearchFiltersSchema>;

export const SAVED_SEARCH_LIMIT = 20;

/** POST /api/saved-searches: the form's and the route's one schema. */
export const savedSearchCreateSchema = z.strictObject({
  name: z
    .string({ error: NOTIFICATION_MESSAGES.savedSearchNameRequired })
    .trim()
    .min(1, NOTIFICATION_MESSAGES.savedSearchNameRequired)
    .max(60, NOTIFICATION_MESSAGES.savedSearchNameTooLong),
  filters: savedSearchFiltersSchema,
  /** Send a notice (and an e-mail, if chosen) when castings matching it are published. */
  alerts: z.boolean().default(true),
});
export type SavedSearchCreatePayload = z.input<typeof savedSearchCreateSchema>;

export const savedSearchSchema = z.object({
  id: z.string(),
  name: z.string(),
  filters: savedSearchFiltersSchema,
  alerts: z.boolean(),
  createdAt: z.string(),
});
export type SavedSearch = z.infer<typeof savedSearchSchema>;
export const savedSearchListSchema = z.object({ data: z.array(savedSearchSchema) });
