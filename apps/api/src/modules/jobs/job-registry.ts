import { applicationStatusSchema } from '@talent/contract/applications';
import { z } from 'zod';
import { type JobKind, jobKind } from './job-kind';
import { scheduledRunPayload } from './scheduled-jobs';

/**
 * Every kind of durable job the app runs, each listed once (decision 0023): name, what it does, the
 * zod schema of its payload and how it is retried and run. Names are `<domain>.<action>`. The
 * modules define the handlers (`jobs.define(kind, handler)`); a payload is checked when it is
 * enqueued and again when it runs. A renamed kind needs a migration of the jobs already queued
 * (0019-a2-job-kind-names.ts). `npm run cli -- jobs --kinds` prints this list.
 */

const id = z.string().min(1);
/** E-mails: about six hours of tries while the SMTP server is down (5 s doubling: 12 waits, 5.7 h). */
const mailRetries = { maxAttempts: 13, retryDelaySeconds: 5 } as const;
const noticeRetries = { maxAttempts: 8, retryDelaySeconds: 5, concurrency: 'JOB_CONCURRENCY' } as const;

export const MAIL_JOBS = {
  send: jobKind({
    name: 'mail.send',
    does: 'Hands one e-mail to SMTP, or to the outbox folder when SMTP_URL is not set.',
    payload: z.object({
      to: z.string().min(1),
      subject: z.string(),
      text: z.string(),
      html: z.string(),
      headers: z.record(z.string(), z.string()).optional(),
    }),
    ...mailRetries,
    concurrency: 'JOB_CONCURRENCY',
  }),
};

export const ACCOUNT_JOBS = {
  passwordResetEmail: jobKind({
    name: 'account.password-reset-email',
    does: 'Looks the address up and, when it has an account, e-mails a password-reset link.',
    payload: z.object({ email: z.string().min(1), ip: z.string() }),
    maxAttempts: 5,
    retryDelaySeconds: 5,
    concurrency: 'JOB_CONCURRENCY',
  }),
};

export const NOTICE_JOBS = {
  email: jobKind({
    name: 'notice.email',
    does: "E-mails one notice in its recipient's language, unless they turned that type off.",
    payload: z.object({ notificationId: id }),
    ...mailRetries,
    concurrency: 'JOB_CONCURRENCY',
  }),
  applicationStatus: jobKind({
    name: 'notice.application-status',
    does: "Tells the talent (or a child's guardian) that their application moved.",
    payload: z.object({
      applicationId: id,
      status: applicationStatusSchema,
      changedAt: z.string().min(1),
      message: z.string().nullable(),
    }),
    ...noticeRetries,
  }),
  selfTapeRequested: jobKind({
    name: 'notice.self-tape-requested',
    does: 'Tells the talent that a self-tape was asked for, with its deadline.',
    payload: z.object({ requestId: id, applicationId: id, deadline: z.string().min(1) }),
    ...noticeRetries,
  }),
  castingEnded: jobKind({
    name: 'notice.casting-ended',
    does: 'Tells every application still open that its casting was closed, cancelled or suspended.',
    payload: z.object({ castingId: id, status: z.enum(['CLOSED', 'CANCELLED', 'SUSPENDED']) }),
    ...noticeRetries,
  }),
  newApplications: jobKind({
    name: 'notice.new-applications',
    does: 'Tells each client how many applied to their castings in a ten-minute window.',
    payload: scheduledRunPayload,
    ...noticeRetries,
  }),
  reminders: jobKind({
    name: 'notice.reminders',
    does: 'Hourly: reminds shortlisted and accepted talents of a casting one or two days ahead.',
    payload: scheduledRunPayload,
    ...noticeRetries,
  }),
  castingMatch: jobKind({
    name: 'notice.casting-match',
    does: "Daily at 07:00 UTC: each profile's digest of the castings published that fit it.",
    payload: scheduledRunPayload,
    ...noticeRetries,
  }),
  savedSearchAlerts: jobKind({
    name: 'notice.saved-search-alerts',
    does: 'Hourly: the castings each saved search with alerts finds since its last alert.',
    payload: scheduledRunPayload,
    ...noticeRetries,
  }),
};

const childWorkReminder = z.object({ applicationId: id, date: z.iso.date() });

export const CHILD_WORK_JOBS = {
  plan: jobKind({
    name: 'child-work.plan-reminders',
    does: "Plans an accepted child application's two dated reminders to the guardian (HG 75/2015).",
    payload: z.object({ applicationId: id }),
    ...noticeRetries,
  }),
  startReminder: jobKind({
    name: 'child-work.start-reminder',
    does: "Before a child's work starts: inform SPAS and name the companion (decision 0018).",
    payload: childWorkReminder,
    ...noticeRetries,
  }),
  contractReminder: jobKind({
    name: 'child-work.contract-reminder',
    does: "Before the deadline of a child's contract copy (decision 0018).",
    payload: childWorkReminder,
    ...noticeRetries,
  }),
  sweep: jobKind({
    name: 'child-work.sweep',
    does: 'Daily at 04:00 UTC and after a start: plans the reminders of every accepted child application.',
    payload: scheduledRunPayload,
    ...noticeRetries,
  }),
};

export const INVITATION_JOBS = {
  notify: jobKind({
    name: 'invitations.notify',
    does: "Tells each invited talent (a child's guardian) of the invitation to a casting.",
    payload: z.object({ invitationIds: z.array(id).min(1).max(100) }),
    ...noticeRetries,
  }),
};

/** What an audition's notice tells: the talent of an invite, confirmation, change, cancel or reminder; the client of an answer. */
const auditionNotice = z.object({
  auditionId: id,
  type: z.enum([
    'AUDITION_INVITE',
    'AUDITION_CONFIRMED',
    'AUDITION_CHANGED',
    'AUDITION_CANCELLED',
    'AUDITION_RESPONSE',
  ]),
  /** Each event's own notice key: a job run again tells no one twice, a later event tells again. */
  key: z.string().min(1),
});

export const AUDITION_JOBS = {
  notify: jobKind({
    name: 'auditions.notify',
    does: "Tells talents (a child's guardian) of audition invites, changes and cancels, and clients of answers.",
    payload: z.object({ notices: z.array(auditionNotice).min(1).max(200) }),
    ...noticeRetries,
  }),
  reminder: jobKind({
    name: 'auditions.reminder',
    does: 'Reminds a talent of a confirmed audition 24 hours and 2 hours before its slot.',
    payload: z.object({ auditionId: id, slotStart: z.string().min(1), lead: z.enum(['24h', '2h']) }),
    ...noticeRetries,
  }),
  sweep: jobKind({
    name: 'auditions.sweep',
    does: 'Hourly and after a start: plans the reminders of confirmed auditions of the next 25 hours.',
    payload: scheduledRunPayload,
    ...noticeRetries,
  }),
};

export const MESSAGE_JOBS = {
  notify: jobKind({
    name: 'messages.notify',
    does: "Tells a message's recipient (a notice, and its e-mail), at most once per thread in 15 minutes.",
    payload: z.object({ messageId: id }),
    ...noticeRetries,
  }),
};

const conversion = {
  payload: z.object({ videoId: id }),
  maxAttempts: 3,
  retryDelaySeconds: 10,
  concurrency: 'TRANSCODE_CONCURRENCY',
  longestRunSeconds: 'TRANSCODE_LEASE_SECONDS',
} as const;

/** Two lanes, each with its own slots (decision 0020): short clips never wait behind a long one. */
export const VIDEO_JOBS = {
  convert: jobKind({
    name: 'video.convert',
    does: 'Converts an uploaded video to a web MP4 and a poster (long clips).',
    ...conversion,
  }),
  convertShort: jobKind({
    name: 'video.convert-short',
    does: 'Converts an uploaded video to a web MP4 and a poster (clips within VIDEO_SHORT_CLIP_SECONDS).',
    ...conversion,
  }),
};

export const JOB_KINDS: readonly JobKind[] = [
  ...Object.values(MAIL_JOBS),
  ...Object.values(ACCOUNT_JOBS),
  ...Object.values(NOTICE_JOBS),
  ...Object.values(CHILD_WORK_JOBS),
  ...Object.values(INVITATION_JOBS),
  ...Object.values(AUDITION_JOBS),
  ...Object.values(MESSAGE_JOBS),
  ...Object.values(VIDEO_JOBS),
];
