import { z } from 'zod';
import { GENDERS } from './auth';
import { CASTING_MESSAGES } from './casting-messages';
import {
  CURRENCY,
  PROJECT_TYPES,
  type ProjectType,
  REMUNERATION_TYPES,
  type RemunerationType,
} from './casting-options';
import {
  CASTING_STATUS_TRANSITIONS,
  CASTING_STATUSES,
  type CastingStatus,
  canMoveCasting,
} from './casting-statuses';
import { minorScheduleSchema } from './child-work';
import { CITIES } from './cities';
import { parseIsoDate } from './dates';
import { DEFAULT_PAGE_SIZE, paginationQuerySchema } from './pagination';

export {
  CASTING_MESSAGES,
  CASTING_STATUS_TRANSITIONS,
  CASTING_STATUSES,
  type CastingStatus,
  CURRENCY,
  canMoveCasting,
  PROJECT_TYPES,
  type ProjectType,
  REMUNERATION_TYPES,
  type RemunerationType,
};

export const castingStatusSchema = z.enum(CASTING_STATUSES, { error: 'Unknown casting status' });
export const projectTypeSchema = z.enum(PROJECT_TYPES, { error: 'Unknown project type' });

const isoDate = z
  .string({ error: CASTING_MESSAGES.dateInvalid })
  .refine((value) => parseIsoDate(value) !== null, CASTING_MESSAGES.dateInvalid)
  .meta({ format: 'date' });

export const ageRangeSchema = z
  .object({ min: z.number().int().min(0).max(120), max: z.number().int().min(0).max(120) })
  .refine((range) => range.min <= range.max, CASTING_MESSAGES.ageRangeInvalid);
export type AgeRange = z.infer<typeof ageRangeSchema>;

export const remunerationSchema = z.object({
  amount: z
    .number({ error: CASTING_MESSAGES.remunerationInvalid })
    .min(0, CASTING_MESSAGES.remunerationInvalid)
    .max(100_000_000),
  currency: z.literal(CURRENCY).default(CURRENCY),
  type: z.enum(REMUNERATION_TYPES),
});
export type Remuneration = z.infer<typeof remunerationSchema>;

export const coverPhotoSchema = z.object({ thumbnailUrl: z.string(), displayUrl: z.string() });

/** The caller's own applications to a casting: never other talents' (DESIGN §4). */
export const castingOwnApplicationSchema = z.object({
  id: z.string(),
  talentProfileId: z.string(),
  status: z.string(),
});
export type CastingOwnApplication = z.infer<typeof castingOwnApplicationSchema>;

export const castingSchema = z.object({
  id: z.string(),
  slug: z.string(),
  title: z.string(),
  status: castingStatusSchema,
  projectType: projectTypeSchema,
  shortDescription: z.string(),
  description: z.string(),
  location: z.string(),
  castingDate: z.string().meta({ format: 'date' }).nullable(),
  shootingDate: z.string().meta({ format: 'date' }).nullable(),
  ageRanges: z.array(z.object({ min: z.number(), max: z.number() })),
  gender: z.enum(GENDERS).nullable(),
  duration: z.string().nullable(),
  remuneration: z
    .object({ amount: z.number(), currency: z.string(), type: z.enum(REMUNERATION_TYPES) })
    .nullable(),
  diffusionType: z.string().nullable(),
  /** Castings open to minors: the hours a child works (DESIGN §10, decision 0018). */
  minorSchedule: minorScheduleSchema.nullable(),
  coverPhoto: coverPhotoSchema.nullable(),
  applications: z.array(castingOwnApplicationSchema),
  createdAt: z.string().meta({ format: 'date-time' }),
  updatedAt: z.string().meta({ format: 'date-time' }),
});
export type Casting = z.infer<typeof castingSchema>;

const optionalNumber = (message: string) =>
  z.coerce.number({ error: message }).min(0, message).max(100_000_000, message).optional();

/** GET /castings: talents list PUBLISHED castings only; `status` is accepted for the spec's call shape. */
export const castingListQuerySchema = paginationQuerySchema
  .extend({
    status: z.literal('PUBLISHED', { error: CASTING_MESSAGES.onlyPublishedListed }).optional(),
    projectType: projectTypeSchema.optional(),
    location: z.enum(CITIES, { error: CASTING_MESSAGES.locationInvalid }).optional(),
    minRemuneration: optionalNumber(CASTING_MESSAGES.remunerationInvalid),
    maxRemuneration: optionalNumber(CASTING_MESSAGES.remunerationInvalid),
    excludeUserId: z.string().max(100).optional(),
  })
  .refine(
    (query) =>
      query.minRemuneration === undefined ||
      query.maxRemuneration === undefined ||
      query.minRemuneration <= query.maxRemuneration,
    { message: CASTING_MESSAGES.remunerationOrder, path: ['minRemuneration'] },
  );
export type CastingListQuery = z.infer<typeof castingListQuerySchema>;

/** Specification §9: twelve castings a page, in the list and in search results. */
export const CASTINGS_PAGE_SIZE = DEFAULT_PAGE_SIZE;

/** What the castings list can be narrowed by: the web app's filter bar, the API's list query. */
export type CastingListFilters = Pick<
  CastingListQuery,
  'projectType' | 'location' | 'minRemuneration' | 'maxRemuneration'
>;

export const castingSearchQuerySchema = paginationQuerySchema.extend({
  q: z
    .string({ error: CASTING_MESSAGES.searchRequired })
    .trim()
    .min(1, CASTING_MESSAGES.searchRequired)
    .max(100, CASTING_MESSAGES.textTooLong),
});
export type CastingSearchQuery = z.infer<typeof castingSearchQuerySchema>;

const text = (required: string, max: number) =>
  z.string({ error: required }).trim().min(1, required).max(max, CASTING_MESSAGES.textTooLong);

/** POST /castings (CLIENT, ADMIN) and each record of the CLI import. */
export const castingCreateSchema = z.strictObject({
  title: text(CASTING_MESSAGES.titleRequired, 160),
  projectType: projectTypeSchema,
  shortDescription: text(CASTING_MESSAGES.shortDescriptionRequired, 300),
  description: text(CASTING_MESSAGES.descriptionRequired, 10_000),
  location: z.enum(CITIES, { error: CASTING_MESSAGES.locationInvalid }),
  castingDate: isoDate.nullable().optional(),
  shootingDate: isoDate.nullable().optional(),
  ageRanges: z.array(ageRangeSchema).max(10).default([]),
  gender: z.enum(GENDERS).nullable().optional(),
  duration: z.string().trim().max(100, CASTING_MESSAGES.textTooLong).nullable().optional(),
  remuneration: remunerationSchema.nullable().optional(),
  diffusionType: z.string().trim().max(200, CASTING_MESSAGES.textTooLong).nullable().optional(),
  minorSchedule: minorScheduleSchema.nullable().optional(),
  status: z.enum(['DRAFT', 'PUBLISHED']).default('DRAFT'),
});
export type CastingCreatePayload = z.infer<typeof castingCreateSchema>;

/** PATCH /castings/{id}: any field of the create payload, or a status move (checked against the transitions). */
export const castingUpdateSchema = castingCreateSchema
  .omit({ status: true })
  .partial()
  // Without this, `.partial()` keeps the create schema's default of [] and a PATCH without
  // `ageRanges` would clear them: a missing field must stay missing.
  .extend({ ageRanges: z.array(ageRangeSchema).max(10).optional(), status: castingStatusSchema.optional() })
  .strict();
export type CastingUpdatePayload = z.infer<typeof castingUpdateSchema>;

/**
 * URL slug from a title: diacritics folded (ș→s, ț→t, ă→a, î→i, â→a), lower case, dashes.
 * Uniqueness is the repository's job (it appends -2, -3…).
 */
export function slugify(title: string): string {
  const slug = title
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/g, '');
  return slug || 'casting';
}

/** Folds diacritics and case so "bucuresti" finds "București" (DESIGN §4). */
export function foldForSearch(value: string): string {
  return value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}
