import { z } from 'zod';
import { GENDERS } from './auth';
import { CHILD_MESSAGES } from './children-messages';
import { CITIES } from './cities';
import { DIRECTORY_SORTS } from './directory-options';
import { LANGUAGE_LEVELS } from './language-levels';
import { paginationQuerySchema } from './pagination';
import { TALENT_CATEGORIES } from './profile';
import { applicantDetailSchema, STUDIO_MESSAGES } from './studio';

/**
 * The studio's talent directory (DESIGN §11, decision 0024): who is listed, the search with its
 * filters and sorts, one talent's profile without contact details, and the views the talent sees.
 */

export { DIRECTORY_SKILL_FLAGS, DIRECTORY_SORTS, type DirectorySort } from './directory-options';

export const DIRECTORY_MESSAGES = {
  gender: `Gender must be one of ${GENDERS.join(', ')}`,
  city: 'City must be one of the 21 cities of the list',
  category: `Category must be one of ${TALENT_CATEGORIES.join(', ')}`,
  languageLevel: `Language level must be one of ${LANGUAGE_LEVELS.join(', ')}`,
  sort: `Sort must be one of ${DIRECTORY_SORTS.join(', ')}`,
  hasVideo: 'hasVideo must be true or false',
  age: 'Age must be a whole number from 0 to 120',
  height: 'Height must be a whole number of centimetres from 0 to 300',
  text: 'Must be at most 100 characters',
  notFound: 'This talent is not in the directory',
} as const;

const wholeNumber = (max: number, message: string) =>
  z.coerce.number({ error: message }).int(message).min(0, message).max(max, message).optional();
const text = z.string().trim().max(100, DIRECTORY_MESSAGES.text).optional();

/**
 * GET /api/studio/talents: the search as its URL keeps it (a search survives a reload and can be
 * shared). A value outside a list is refused with the field named (an unknown parameter is refused
 * by every route, plugins/exact-routes.ts).
 */
export const talentSearchQuerySchema = paginationQuerySchema
  .extend({
    /** Names (accent-insensitive) and skills. */
    q: text,
    gender: z.enum(GENDERS, { error: DIRECTORY_MESSAGES.gender }).optional(),
    ageMin: wholeNumber(120, DIRECTORY_MESSAGES.age),
    ageMax: wholeNumber(120, DIRECTORY_MESSAGES.age),
    heightMin: wholeNumber(300, DIRECTORY_MESSAGES.height),
    heightMax: wholeNumber(300, DIRECTORY_MESSAGES.height),
    city: z.enum(CITIES, { error: DIRECTORY_MESSAGES.city }).optional(),
    category: z.enum(TALENT_CATEGORIES, { error: DIRECTORY_MESSAGES.category }).optional(),
    eyeColor: text,
    hairColor: text,
    language: text,
    /** With `language`: at least this level. */
    languageLevel: z.enum(LANGUAGE_LEVELS, { error: DIRECTORY_MESSAGES.languageLevel }).optional(),
    /** A skill's name among the profile's instruments, sports, dances, riding and special skills, or SINGING or DRIVING_LICENCE. */
    skill: text,
    hasVideo: z
      .enum(['true', 'false'], { error: DIRECTORY_MESSAGES.hasVideo })
      .transform((value) => value === 'true')
      .optional(),
    sort: z.enum(DIRECTORY_SORTS, { error: DIRECTORY_MESSAGES.sort }).default('relevance'),
  })
  .refine(
    (query) => query.ageMin === undefined || query.ageMax === undefined || query.ageMin <= query.ageMax,
    { message: STUDIO_MESSAGES.ageOrder, path: ['ageMin'] },
  )
  .refine(
    (query) =>
      query.heightMin === undefined || query.heightMax === undefined || query.heightMin <= query.heightMax,
    { message: STUDIO_MESSAGES.heightOrder, path: ['heightMin'] },
  );
export type TalentSearchQuery = z.infer<typeof talentSearchQuerySchema>;

/** A card of the directory: never a contact detail; a child's surname is never shown. */
export const talentCardSchema = z.object({
  profileId: z.string(),
  firstName: z.string(),
  /** Null for a child. */
  lastName: z.string().nullable(),
  age: z.number().int().nullable(),
  city: z.string().nullable(),
  heightCm: z.number().nullable(),
  categories: z.array(z.enum(TALENT_CATEGORIES)),
  /** The profile photo's ≈ 400 px thumbnail; a child's is a URL signed for the viewer (DESIGN §10). */
  photoUrl: z.string().nullable(),
  hasVideo: z.boolean(),
  isMinor: z.boolean(),
});
export type TalentCard = z.infer<typeof talentCardSchema>;

export const talentPageSchema = z.object({
  data: z.array(talentCardSchema),
  meta: z.object({
    page: z.number().int(),
    pageSize: z.number().int(),
    /** Talents matching the filters. */
    total: z.number().int(),
    totalPages: z.number().int(),
  }),
});
export type TalentPage = z.infer<typeof talentPageSchema>;

/**
 * GET /api/studio/talents/{profileId}: the talent as the applicant view shows it, without the contact
 * details (phones, social links): they come only with an application.
 */
export const directoryProfileSchema = applicantDetailSchema
  .pick({ isMinor: true, photos: true, videos: true })
  .extend({
    talent: applicantDetailSchema.shape.talent.omit({
      phone: true,
      phone2: true,
      facebookUrl: true,
      instagramUrl: true,
      tiktokUrl: true,
      otherSocialMedia: true,
    }),
  });
export type DirectoryProfile = z.infer<typeof directoryProfileSchema>;

/** PATCH /api/profiles/me and the discoverable part of PATCH /api/children/{id}. */
export const discoverableUpdateSchema = z.strictObject({
  discoverable: z.boolean({ error: CHILD_MESSAGES.discoverableInvalid }),
});
export type DiscoverableUpdate = z.infer<typeof discoverableUpdateSchema>;

/** GET /api/profiles/me/views: who of the studio opened the talent's profile. */
export const profileViewsSchema = z.object({
  /** Distinct casting directors (client accounts) who looked this week (since Monday 00:00 UTC). */
  viewersThisWeek: z.number().int(),
  /** The last weeks, newest first: each week's Monday, its views and distinct viewers. */
  weeks: z.array(
    z.object({
      weekStart: z.string().meta({ format: 'date' }),
      views: z.number().int(),
      viewers: z.number().int(),
    }),
  ),
  /** Companies that looked, most recent first. */
  companies: z.array(z.object({ name: z.string(), lastViewedAt: z.string().meta({ format: 'date-time' }) })),
});
export type ProfileViews = z.infer<typeof profileViewsSchema>;
