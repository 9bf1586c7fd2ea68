import { z } from 'zod';
import { APPLICANT_SORTS, SORT_ORDERS } from './applicant-sorts';
import {
  APPLICATION_MESSAGE_MAX,
  APPLICATION_STATUSES,
  applicationStatusSchema,
  statusChangeSchema,
} from './applications';
import { GENDERS } from './auth';
import { castingSchema, castingStatusSchema } from './castings';
import { photoSchema, videoSchema } from './media';
import { paginationQuerySchema } from './pagination';
import { TALENT_CATEGORIES, talentProfileSchema } from './profile';
import { BULK_MAX, NOTE_MAX, STUDIO_MESSAGES } from './studio-messages';

/**
 * The casting studio's payloads (DESIGN §7): a client's castings with their applicants counted, the
 * applicants of one casting filtered and sorted, one applicant whole, and the moves made on them.
 */

export { BULK_MAX, NOTE_MAX, STUDIO_MESSAGES };

export const studioCastingListQuerySchema = paginationQuerySchema.extend({
  status: castingStatusSchema.optional(),
});
export type StudioCastingListQuery = z.infer<typeof studioCastingListQuerySchema>;

const countsByStatus = z.object(
  Object.fromEntries(APPLICATION_STATUSES.map((status) => [status, z.number().int()])) as Record<
    (typeof APPLICATION_STATUSES)[number],
    z.ZodNumber
  >,
);

/** A casting in the client's workspace: the talent-facing fields, and its applicants counted. */
export const studioCastingSchema = castingSchema.omit({ applications: true }).extend({
  applicationCounts: countsByStatus,
  applicationsTotal: z.number().int(),
  /** Applications that came after the caller last opened this casting's applicants. */
  newApplications: z.number().int(),
});
export type StudioCasting = z.infer<typeof studioCastingSchema>;

export { APPLICANT_SORTS, SORT_ORDERS };

const wholeNumber = (min: number, max: number) => z.coerce.number().int().min(min).max(max).optional();

/** Filters and sort of a casting's applicants, as the list's URL keeps them. */
export const applicantListQuerySchema = paginationQuerySchema
  .extend({
    status: applicationStatusSchema.optional(),
    gender: z.enum(GENDERS).optional(),
    ageMin: wholeNumber(0, 120),
    ageMax: wholeNumber(0, 120),
    heightMin: wholeNumber(0, 300),
    heightMax: wholeNumber(0, 300),
    city: z.string().trim().max(100).optional(),
    category: z.enum(TALENT_CATEGORIES).optional(),
    q: z.string().trim().max(100).optional(),
    sort: z.enum(APPLICANT_SORTS).default('appliedAt'),
    order: z.enum(SORT_ORDERS).default('desc'),
  })
  .refine(
    (query) => query.ageMin === undefined || query.ageMax === undefined || query.ageMin <= query.ageMax,
    {
      message: STUDIO_MESSAGES.ageOrder,
      path: ['ageMin'],
    },
  )
  .refine(
    (query) =>
      query.heightMin === undefined || query.heightMax === undefined || query.heightMin <= query.heightMax,
    { message: STUDIO_MESSAGES.heightOrder, path: ['heightMin'] },
  );
export type ApplicantListQuery = z.infer<typeof applicantListQuerySchema>;

/** Who to contact about a child's application: the guardian, never the child (DESIGN §7). */
export const guardianContactSchema = z.object({
  name: z.string(),
  email: z.string().meta({ format: 'email' }),
  phone: z.string().nullable(),
});

export const applicantSchema = z.object({
  id: z.string(),
  status: applicationStatusSchema,
  appliedAt: z.string().meta({ format: 'date-time' }),
  isMinor: z.boolean(),
  talent: z.object({
    profileId: z.string(),
    firstName: z.string(),
    /** Null for a minor: a child's surname is never shown in the studio. */
    lastName: z.string().nullable(),
    age: z.number().int().nullable(),
    gender: z.enum(GENDERS).nullable(),
    city: z.string().nullable(),
    heightCm: z.number().nullable(),
    categories: z.array(z.enum(TALENT_CATEGORIES)),
    /** The chosen profile photo (≈ 1600 px): for dense screens only, through `srcset`. */
    photoUrl: z.string().nullable(),
    /** The same photo's ≈ 400 px thumbnail, what a card or a row loads (DESIGN §6). */
    photoThumbnailUrl: z.string().nullable(),
  }),
  /** Set for a child's application: the contact is the guardian. */
  guardian: guardianContactSchema.nullable(),
});
export type Applicant = z.infer<typeof applicantSchema>;

export const applicantPageSchema = z.object({
  data: z.array(applicantSchema),
  meta: z.object({
    page: z.number().int(),
    pageSize: z.number().int(),
    total: z.number().int(),
    totalPages: z.number().int(),
    /** The casting's applications per status, whatever the filters. */
    counts: countsByStatus,
  }),
});
export type ApplicantPage = z.infer<typeof applicantPageSchema>;

const statusMoveSchema = statusChangeSchema.extend({
  /** Who moved it; null for the talent's own application and for erased accounts. */
  changedBy: z.string().nullable(),
});

/** One applicant whole, for the review screen. */
export const applicantDetailSchema = z.object({
  id: z.string(),
  castingId: z.string(),
  status: applicationStatusSchema,
  appliedAt: z.string().meta({ format: 'date-time' }),
  message: z.string().nullable(),
  isMinor: z.boolean(),
  statusHistory: z.array(statusMoveSchema),
  note: z.string().nullable(),
  talent: talentProfileSchema
    .omit({ lastName: true, dateOfBirth: true, userId: true, completion: true, completionScore: true })
    .extend({
      lastName: z.string().nullable(),
      age: z.number().int().nullable(),
      /** The profile photo's ≈ 400 px thumbnail, for the header (DESIGN §6). */
      profilePhotoThumbnailUrl: z.string().nullable(),
    }),
  photos: z.array(photoSchema),
  videos: z.array(videoSchema),
  guardian: guardianContactSchema.nullable(),
});
export type ApplicantDetail = z.infer<typeof applicantDetailSchema>;

const optionalMessage = z
  .string()
  .trim()
  .max(APPLICATION_MESSAGE_MAX, STUDIO_MESSAGES.messageTooLong)
  .optional();

/** POST /api/studio/applications/bulk-status: several applicants moved at once, with one message. */
export const bulkStatusSchema = z
  .object({
    ids: z
      .array(z.string().min(1).max(100))
      .min(1, STUDIO_MESSAGES.bulkEmpty)
      .max(BULK_MAX, STUDIO_MESSAGES.bulkTooMany),
    status: applicationStatusSchema,
    message: optionalMessage,
  })
  .strict();
export type BulkStatusPayload = z.infer<typeof bulkStatusSchema>;

export const bulkStatusResultSchema = z.object({
  /** The applications moved. */
  moved: z.array(z.string()),
  /** Those not moved, each with why (the move is not allowed from its status). */
  refused: z.array(z.object({ id: z.string(), message: z.string() })),
});
export type BulkStatusResult = z.infer<typeof bulkStatusResultSchema>;

/** PUT /api/studio/applications/{id}/note: the casting's people's private note; empty clears it. */
export const applicantNoteSchema = z
  .object({ text: z.string().trim().max(NOTE_MAX, STUDIO_MESSAGES.noteTooLong) })
  .strict();
export type ApplicantNotePayload = z.infer<typeof applicantNoteSchema>;
