import { z } from 'zod';
import { photoSchema, videoSchema } from './media';
import {
  PLAY_REPORT_SECONDS_MAX,
  PRESENTATION_PAGE_PATH,
  PRESENTATION_VOTES,
  type PresentationVote,
  VIEWER_NAME_MAX,
  VIEWER_TOKEN_HEADER,
  VOTE_COMMENT_MAX,
} from './presentation-limits';
import { TALENT_CATEGORIES } from './talent-categories';

/**
 * Presentations (DESIGN §13, issue 34): a casting's picks shown to a producer who has no account, at a
 * link that expires (`/p/{token}`), optionally behind a password. Each viewer gives a name, votes and
 * comments per talent; the studio sees the votes and which videos each viewer played.
 */

export const PRESENTATION_TITLE_MAX = 120;
export const PRESENTATION_DEFAULT_DAYS = 14;
export const PRESENTATION_MAX_DAYS = 90;
export const PRESENTATION_TALENTS_MAX = 100;
export const PRESENTATION_PASSWORD_MIN = 4;
export const PRESENTATION_PASSWORD_MAX = 128;
/** Wrong passwords one link takes in an hour; then every try is refused until the hour ends. */
export const UNLOCK_TRIES_PER_HOUR = 10;
// The limits the viewer's page also reads, in a zod-free file of their own.
export {
  PLAY_REPORT_SECONDS_MAX,
  PRESENTATION_PAGE_PATH,
  PRESENTATION_VOTES,
  type PresentationVote,
  VIEWER_NAME_MAX,
  VIEWER_TOKEN_HEADER,
  VOTE_COMMENT_MAX,
};

/** ACTIVE until it expires or is revoked. */
export const PRESENTATION_STATES = ['ACTIVE', 'EXPIRED', 'REVOKED'] as const;
export type PresentationState = (typeof PRESENTATION_STATES)[number];

export const PRESENTATION_MESSAGES = {
  castingRequired: 'Choose the casting to present',
  titleRequired: 'Give the presentation a title',
  titleTooLong: `The title can have at most ${PRESENTATION_TITLE_MAX} characters`,
  talentsRequired: 'Choose at least one applicant to present',
  tooManyTalents: `A presentation can show at most ${PRESENTATION_TALENTS_MAX} talents`,
  applicationNotInCasting: 'Every talent presented must be an applicant of this casting',
  listHasNoApplicants: 'None of this list’s talents applied to this casting',
  oneSource: 'Present either selected applicants or a talent list',
  expiryInvalid: 'Choose the day the link stops working',
  expiryPast: 'The link must stop working at a time still ahead',
  expiryTooFar: `A link can work for at most ${PRESENTATION_MAX_DAYS} days`,
  passwordTooShort: `The password needs at least ${PRESENTATION_PASSWORD_MIN} characters`,
  passwordTooLong: `The password can have at most ${PRESENTATION_PASSWORD_MAX} characters`,
  revokeOnly: 'A revoked link cannot be restored; make a new presentation',
  nothingToChange: 'Change the expiry or revoke the link',
  notFound: 'Presentation not found',
  gone: 'This presentation is no longer available',
  passwordRequired: 'This presentation is protected by a password',
  nameRequired: 'Tell us your name to open the presentation',
  nameTooLong: `Your name can have at most ${VIEWER_NAME_MAX} characters`,
  passwordWrong: 'The password is not right',
  tooManyTries: 'Too many wrong passwords for this link. Try again in an hour.',
  voteInvalid: 'Choose Yes, Maybe or No',
  commentTooLong: `A comment can have at most ${VOTE_COMMENT_MAX} characters`,
  talentNotPresented: 'This talent is not in the presentation',
  videoNotPresented: 'This video is not in the presentation',
  playInvalid: `Report between 0 and ${PLAY_REPORT_SECONDS_MAX} seconds of watching`,
} as const;

const M = PRESENTATION_MESSAGES;
const DAY_MS = 86_400_000;
const id = z.string().trim().min(1).max(100);

/** An instant ahead of now and at most 90 days away (form and route judge it at their own now). */
const expiry = z
  .string({ error: M.expiryInvalid })
  .pipe(z.iso.datetime({ offset: true, error: M.expiryInvalid }))
  .refine((value) => Date.parse(value) > Date.now(), M.expiryPast)
  .refine((value) => Date.parse(value) <= Date.now() + PRESENTATION_MAX_DAYS * DAY_MS, M.expiryTooFar);

/** The default expiry of a new link: 14 days from `now`. */
export const defaultPresentationExpiry = (now = Date.now()) =>
  new Date(now + PRESENTATION_DEFAULT_DAYS * DAY_MS).toISOString();

/**
 * POST /api/studio/presentations: the talents are the casting's applicants, chosen one by one
 * (`applicationIds`, the bulk bar) or those of a talent list who applied to it (`talentListId`).
 * An empty password is none.
 */
export const presentationCreateSchema = z
  .strictObject({
    castingId: z.string({ error: M.castingRequired }).trim().min(1, M.castingRequired).max(100),
    title: z
      .string({ error: M.titleRequired })
      .trim()
      .min(1, M.titleRequired)
      .max(PRESENTATION_TITLE_MAX, M.titleTooLong),
    applicationIds: z
      .array(id, { error: M.talentsRequired })
      .min(1, M.talentsRequired)
      .max(PRESENTATION_TALENTS_MAX, M.tooManyTalents)
      .optional(),
    talentListId: id.optional(),
    expiresAt: expiry.optional(),
    password: z
      .string()
      .max(PRESENTATION_PASSWORD_MAX, M.passwordTooLong)
      .refine((value) => value === '' || value.length >= PRESENTATION_PASSWORD_MIN, M.passwordTooShort)
      .optional(),
    showNotes: z.boolean().default(false),
  })
  .superRefine((value, context) => {
    if (value.applicationIds === undefined && value.talentListId === undefined)
      context.addIssue({ code: 'custom', path: ['applicationIds'], message: M.talentsRequired });
    if (value.applicationIds !== undefined && value.talentListId !== undefined)
      context.addIssue({ code: 'custom', path: ['talentListId'], message: M.oneSource });
  });
export type PresentationCreatePayload = z.input<typeof presentationCreateSchema>;

/** PATCH /api/studio/presentations/{id}: a new expiry, or the link revoked (for good). */
export const presentationPatchSchema = z
  .strictObject({
    expiresAt: expiry.optional(),
    revoked: z.literal(true, { error: M.revokeOnly }).optional(),
  })
  .refine((value) => value.expiresAt !== undefined || value.revoked !== undefined, M.nothingToChange);
export type PresentationPatchPayload = z.infer<typeof presentationPatchSchema>;

/** POST /api/p/{token}/unlock: the viewer's name, and the password when the link has one. */
export const presentationUnlockSchema = z.strictObject({
  viewerName: z
    .string({ error: M.nameRequired })
    .trim()
    .min(1, M.nameRequired)
    .max(VIEWER_NAME_MAX, M.nameTooLong),
  password: z.string().max(PRESENTATION_PASSWORD_MAX, M.passwordWrong).optional(),
});
export type PresentationUnlockPayload = z.infer<typeof presentationUnlockSchema>;

/** PUT /api/p/{token}/votes/{applicationId}: this viewer's vote on one talent (sent again to change). */
export const presentationVoteSchema = z.strictObject({
  vote: z.enum(PRESENTATION_VOTES, { error: M.voteInvalid }),
  comment: z.string().trim().max(VOTE_COMMENT_MAX, M.commentTooLong).optional(),
});
export type PresentationVotePayload = z.infer<typeof presentationVoteSchema>;

/** POST /api/p/{token}/plays: seconds of one video watched since the last report; `started` on a new play. */
export const presentationPlaySchema = z.strictObject({
  videoId: id,
  seconds: z
    .number({ error: M.playInvalid })
    .min(0, M.playInvalid)
    .max(PLAY_REPORT_SECONDS_MAX, M.playInvalid),
  started: z.boolean().default(false),
});
export type PresentationPlayPayload = z.input<typeof presentationPlaySchema>;

const instant = z.string().meta({ format: 'date-time' });

/** A presentation as its studio lists it. The link itself is shown once, when it is made. */
export const presentationSchema = z.object({
  id: z.string(),
  castingId: z.string(),
  title: z.string(),
  talentCount: z.number().int(),
  expiresAt: instant,
  revokedAt: instant.nullable(),
  state: z.enum(PRESENTATION_STATES),
  hasPassword: z.boolean(),
  showNotes: z.boolean(),
  viewerCount: z.number().int(),
  createdAt: instant,
});
export type Presentation = z.infer<typeof presentationSchema>;
export const presentationListSchema = z.object({ data: z.array(presentationSchema) });

/** The answer of POST /api/studio/presentations: the link, to copy now (only its hash is kept). */
export const presentationCreatedSchema = z.object({
  id: z.string(),
  url: z.string(),
  presentation: presentationSchema,
});
export type PresentationCreated = z.infer<typeof presentationCreatedSchema>;

export const presentationViewerSchema = z.object({
  id: z.string(),
  name: z.string(),
  firstSeenAt: instant,
  lastSeenAt: instant,
});
export type PresentationViewer = z.infer<typeof presentationViewerSchema>;

export const viewerVoteSchema = z.object({
  presentationId: z.string(),
  presentationTitle: z.string(),
  viewerId: z.string(),
  viewerName: z.string(),
  vote: z.enum(PRESENTATION_VOTES),
  comment: z.string().nullable(),
  votedAt: instant,
});
export type ViewerVote = z.infer<typeof viewerVoteSchema>;

export const viewerPlaySchema = z.object({
  presentationId: z.string(),
  viewerId: z.string(),
  viewerName: z.string(),
  videoId: z.string(),
  videoTitle: z.string().nullable(),
  /** Times the viewer started it, and seconds watched in all. */
  plays: z.number().int(),
  seconds: z.number().int(),
  lastPlayedAt: instant,
});
export type ViewerPlay = z.infer<typeof viewerPlaySchema>;

/** What the viewers said of one applicant, and what they watched. */
export const applicantFeedbackSchema = z.object({
  applicationId: z.string(),
  votes: z.array(viewerVoteSchema),
  plays: z.array(viewerPlaySchema),
});
export type ApplicantFeedback = z.infer<typeof applicantFeedbackSchema>;

/** GET /api/studio/presentations/{id}/feedback: per applicant presented, in the presentation's order. */
export const presentationFeedbackSchema = z.object({
  data: z.object({
    presentation: presentationSchema,
    viewers: z.array(presentationViewerSchema),
    talents: z.array(
      applicantFeedbackSchema.extend({ firstName: z.string(), photoThumbnailUrl: z.string().nullable() }),
    ),
  }),
});
export type PresentationFeedback = z.infer<typeof presentationFeedbackSchema>['data'];

/**
 * GET /api/studio/castings/{id}/presentation-feedback: every presentation's votes and plays of the
 * casting's applicants (those with any), for the chips of the applicants list and the applicant view.
 */
export const castingFeedbackSchema = z.object({ data: z.array(applicantFeedbackSchema) });
export type CastingFeedback = z.infer<typeof castingFeedbackSchema>['data'];

/** The answer of POST /api/p/{token}/unlock. */
export const presentationUnlockedSchema = z.object({
  data: z.object({ viewerToken: z.string(), viewerName: z.string() }),
});

/** One talent as a viewer sees it: never a surname or contact details; a child's media signed. */
export const presentedTalentSchema = z.object({
  applicationId: z.string(),
  firstName: z.string(),
  age: z.number().int().nullable(),
  city: z.string().nullable(),
  heightCm: z.number().nullable(),
  categories: z.array(z.enum(TALENT_CATEGORIES)),
  photos: z.array(photoSchema),
  videos: z.array(videoSchema),
  /** The self-tapes the talent sent for this casting. */
  selfTapes: z.array(videoSchema),
  /** The director's note, only when the presentation shows notes. */
  note: z.string().nullable().optional(),
  /** This viewer's own vote, to show it chosen. */
  myVote: z.object({ vote: z.enum(PRESENTATION_VOTES), comment: z.string().nullable() }).nullable(),
});
export type PresentedTalent = z.infer<typeof presentedTalentSchema>;

/** GET /api/p/{token} (with the viewer token). */
export const publicPresentationSchema = z.object({
  data: z.object({
    title: z.string(),
    expiresAt: instant,
    viewerName: z.string(),
    talents: z.array(presentedTalentSchema),
  }),
});
export type PublicPresentation = z.infer<typeof publicPresentationSchema>['data'];
