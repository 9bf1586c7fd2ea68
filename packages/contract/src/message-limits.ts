// Free of zod (see genders.ts): both apps' threads read these without the schemas.
/**
 * Messages between a casting's people and a talent (DESIGN §14, issue 35): the limits and texts the
 * thread, the composer, the report dialog and the moderation queue all show.
 */

export const MESSAGE_TEXT_MAX = 2000;
export const REPORT_DETAILS_MAX = 1000;
export const MODERATION_NOTE_MAX = 1000;
/** Attachments: a PDF (a script, a contract draft) or a picture, checked by their bytes. */
export const ATTACHMENT_MAX_BYTES = 10 * 1024 * 1024;
export const ATTACHMENT_TYPES = ['application/pdf', 'image/jpeg', 'image/png'] as const;
export type AttachmentType = (typeof ATTACHMENT_TYPES)[number];
/** A client verified less than this long ago opens at most THREADS_PER_DAY_NEW_CLIENT threads a day. */
export const NEW_CLIENT_DAYS = 7;
export const THREADS_PER_DAY_NEW_CLIENT = 50;
/** A thread's e-mail goes to each side at most once in this long (in-app notices follow the same rule). */
export const MESSAGE_EMAIL_GAP_MS = 15 * 60_000;
export const MESSAGES_PAGE_SIZE = 30;

/**
 * SENT reached the other side; HELD waits for an administrator (a flagged message in a thread with a
 * minor); REJECTED was refused by one; HIDDEN was taken down after a report.
 */
export const MESSAGE_STATUSES = ['SENT', 'HELD', 'REJECTED', 'HIDDEN'] as const;
export type MessageStatus = (typeof MESSAGE_STATUSES)[number];
/** Which side of the thread wrote: the talent (or a child's guardian) or the casting's people. */
export const MESSAGE_SIDES = ['TALENT', 'CLIENT'] as const;
export type MessageSide = (typeof MESSAGE_SIDES)[number];

export const REPORT_TARGETS = ['CASTING', 'MESSAGE', 'CLIENT'] as const;
export type ReportTarget = (typeof REPORT_TARGETS)[number];
export const REPORT_REASONS = ['SCAM', 'PAYMENT_REQUEST', 'INAPPROPRIATE', 'MINOR_SAFETY', 'OTHER'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];
export const REPORT_STATUSES = ['OPEN', 'RESOLVED'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];
export const MODERATION_ACTIONS = ['DISMISS', 'HIDE_MESSAGE', 'SUSPEND_CASTING', 'SUSPEND_CLIENT'] as const;
export type ModerationAction = (typeof MODERATION_ACTIONS)[number];

export const MESSAGE_MESSAGES = {
  textRequired: 'Write a message',
  textTooLong: `A message can have at most ${MESSAGE_TEXT_MAX} characters`,
  needsConfirmation:
    'This message looks like it shares contact details or asks for money. Check it, then send it again to confirm.',
  held: 'This message was held for an administrator to check before it reaches a minor’s family.',
  conversationNotFound: 'Conversation not found',
  attachmentNotFound: 'Attachment not found',
  attachmentRequired: 'Choose a file to attach',
  attachmentType: 'Attach a PDF, JPEG or PNG file',
  attachmentTooLarge: 'An attachment can be at most 10 MB',
  attachmentUsed: 'This attachment was already sent',
  threadLimit: `A company verified less than ${NEW_CLIENT_DAYS} days ago can start at most ${THREADS_PER_DAY_NEW_CLIENT} conversations a day. Try again tomorrow.`,
  minorOwnAccount: 'A minor can only be written to in the thread of their own application',
  castingClosedToMessages: 'This casting is suspended: its conversations are closed',
  /** Shown in every thread, in the reader's language (the apps translate it). */
  neverPay:
    'Talent Portal never asks anyone to pay to apply or to audition. Never send money or bank details.',
} as const;

export const REPORT_MESSAGES = {
  targetNotFound: 'What you reported could not be found',
  reasonRequired: 'Choose a reason',
  detailsTooLong: `The details can have at most ${REPORT_DETAILS_MAX} characters`,
  reportNotFound: 'Report not found',
  alreadyResolved: 'This report has already been resolved',
  noteTooLong: `The note can have at most ${MODERATION_NOTE_MAX} characters`,
  actionNotForTarget: 'This action does not apply to what was reported',
  heldNotFound: 'Held message not found',
  notHeld: 'This message is no longer held',
  accountSuspended:
    'This account has been suspended after a check by our team. Contact us if you think this is a mistake.',
} as const;
