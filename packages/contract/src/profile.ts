import { z } from 'zod';
import { GENDERS, type Gender, OPTIONAL_PHONE_FORMAT, PHONE_FORMAT, PHONE_PATTERN } from './auth';
import { parseIsoDate, todayIsoDate } from './dates';
import { PROFILE_MESSAGES as M } from './profile-messages';
import {
  danceSchema,
  distinctiveMarkSchema,
  instrumentSchema,
  languageSkillSchema,
  ridingSkillSchema,
  SKILL_LEVELS,
  sportSchema,
} from './skills';
import { TALENT_CATEGORIES, type TalentCategory } from './talent-categories';

export { TALENT_CATEGORIES, type TalentCategory };

export const SINGING_LEVELS = SKILL_LEVELS;

/** Ranges of spec §5/§9, whole numbers in cm and kg. */
export const MEASUREMENT_RANGES = {
  height: { min: 100, max: 250, message: M.heightRange },
  weight: { min: 30, max: 200, message: M.weightRange },
  bust: { min: 50, max: 150, message: M.bustRange },
  waist: { min: 40, max: 150, message: M.waistRange },
  hips: { min: 50, max: 150, message: M.hipsRange },
} as const;
export type Measurement = keyof typeof MEASUREMENT_RANGES;

export const LICENSE_YEAR_MIN = 1950;
export const MIN_PHOTOS_FOR_SCORE = 3;

/**
 * A talent profile as the API returns it (spec §3, DESIGN §4), with its skill lists and the
 * completion score computed by `profileCompletion` on every read.
 */
const completionItemSchema = z.object({
  item: z.enum([
    'gender',
    'dateOfBirth',
    'residenceCity',
    'profilePhoto',
    'heightAndWeight',
    'hairAndEyeColor',
    'category',
    'skill',
    'photos',
  ]),
  earned: z.number(),
  max: z.number(),
});
export const COMPLETION_BLOCKS = ['basicInfo', 'physical', 'categories', 'skills', 'photos'] as const;
export type CompletionBlock = (typeof COMPLETION_BLOCKS)[number];
/** The completion card's detail: the score, its colour and how each block earned its points. */
export const profileCompletionSchema = z.object({
  score: z.number(),
  color: z.enum(['green', 'amber', 'red']),
  breakdown: z.array(
    z.object({
      block: z.enum(COMPLETION_BLOCKS),
      earned: z.number(),
      max: z.number(),
      items: z.array(completionItemSchema),
    }),
  ),
});
export type ProfileCompletion = z.infer<typeof profileCompletionSchema>;
export type CompletionItem = z.infer<typeof completionItemSchema>['item'];
export type CompletionColor = ProfileCompletion['color'];

export const talentProfileSchema = z.object({
  id: z.string(),
  userId: z.string(),
  childId: z.string().nullable(),
  firstName: z.string(),
  lastName: z.string(),
  phone: z.string().meta(PHONE_FORMAT).nullable(),
  phone2: z.string().meta(PHONE_FORMAT).nullable(),
  gender: z.enum(GENDERS).nullable(),
  /** ISO datetime at midnight UTC, e.g. 1995-04-10T00:00:00.000Z. */
  dateOfBirth: z.string().meta({ format: 'date-time' }).nullable(),
  residenceCity: z.string().nullable(),
  countryOfOrigin: z.string().nullable(),
  currentOccupation: z.string().nullable(),
  facebookUrl: z.string().nullable(),
  instagramUrl: z.string().nullable(),
  tiktokUrl: z.string().nullable(),
  otherSocialMedia: z.string().nullable(),
  bio: z.string().nullable(),
  hairColor: z.string().nullable(),
  hairLength: z.string().nullable(),
  eyeColor: z.string().nullable(),
  ethnicity: z.string().nullable(),
  height: z.number().nullable(),
  weight: z.number().nullable(),
  bust: z.number().nullable(),
  waist: z.number().nullable(),
  hips: z.number().nullable(),
  shoeSize: z.string().nullable(),
  pantsSize: z.string().nullable(),
  shirtSize: z.string().nullable(),
  canSing: z.boolean(),
  singingLevel: z.enum(SINGING_LEVELS).nullable(),
  singingCourses: z.string().nullable(),
  hasDriverLicense: z.boolean(),
  licenseCategories: z.array(z.string()),
  licenseSince: z.number().nullable(),
  nativeLanguage: z.string().nullable(),
  categories: z.array(z.enum(TALENT_CATEGORIES)),
  actingUniversity: z.string().nullable(),
  danceTraining: z.string().nullable(),
  specialSkills: z.array(z.string()),
  profilePhotoUrl: z.string().nullable(),
  /** 0 until the media issue lands. */
  photosCount: z.number(),
  videosCount: z.number(),
  instruments: z.array(instrumentSchema),
  sports: z.array(sportSchema),
  dances: z.array(danceSchema),
  ridingSkills: z.array(ridingSkillSchema),
  languages: z.array(languageSkillSchema),
  distinctiveMarks: z.array(distinctiveMarkSchema),
  /** Spec §3: "completionScore (0-100)", the number a client written to the specification reads. */
  completionScore: z.number().int().min(0).max(100),
  /** The same score with its colour and breakdown, for the completion card. */
  completion: profileCompletionSchema,
  /** When the onboarding wizard was finished (server side), null while it is not. */
  onboardingCompletedAt: z.string().meta({ format: 'date-time' }).nullable().optional(),
  /** Listed in the studio's talent directory (DESIGN §11): PATCH /profiles/me for one's own. */
  discoverable: z.boolean(),
});
export type TalentProfile = z.infer<typeof talentProfileSchema>;

// ---- POST /profiles --------------------------------------------------------------------------

const optionalText = (max: number) =>
  z
    .string({ error: M.textTooLong })
    .trim()
    .max(max, M.textTooLong)
    .nullable()
    .transform((value) => (value ? value : null));

const requiredName = (required: string) =>
  z.string({ error: required }).trim().min(1, { error: required, abort: true }).max(100, M.textTooLong);

const phone = z
  .string({ error: M.phoneFormat })
  .trim()
  .nullable()
  .transform((value) => (value ? value : null))
  .refine((value) => value === null || PHONE_PATTERN.test(value), M.phoneFormat)
  .meta(OPTIONAL_PHONE_FORMAT);

const measurement = (name: Measurement) => {
  const { min, max, message } = MEASUREMENT_RANGES[name];
  return z.number({ error: message }).int(message).min(min, message).max(max, message).nullable();
};

/** http(s), a host with a dot, no spaces: what a browser opens as a link. */
const HTTP_URL = /^https?:\/\/[^\s/?#@]+\.[^\s/?#@]+(?:[/?#]\S*)?$/i;

const link = z
  .string({ error: M.urlInvalid })
  .trim()
  .max(500, M.textTooLong)
  .nullable()
  .transform((value) => (value ? value : null))
  .refine((value) => value === null || HTTP_URL.test(value), M.urlInvalid);

const MIDNIGHT_UTC = /^(\d{4}-\d{2}-\d{2})(?:T00:00(?::00(?:\.0{1,3})?)?Z)?$/;

/** The date part of an accepted date of birth ('YYYY-MM-DD' or that day at midnight UTC). */
export function dateOfBirthDay(value: string): string | null {
  const day = MIDNIGHT_UTC.exec(value)?.[1];
  return day && parseIsoDate(day) && day >= '1900-01-01' ? day : null;
}

/** The form's conversion (§5): a 'YYYY-MM-DD' date as an ISO timestamp at midnight UTC, or null. */
export function toMidnightUtcIso(date: string): string | null {
  const day = dateOfBirthDay(date.trim());
  return day ? `${day}T00:00:00.000Z` : null;
}

const dateOfBirth = z
  .string({ error: M.dateInvalid })
  .trim()
  .refine((value) => dateOfBirthDay(value) !== null, { error: M.dateInvalid, abort: true })
  .transform((value) => `${dateOfBirthDay(value)}T00:00:00.000Z`)
  // Today where the code runs: the user's day in the browser; on the server a day ahead of UTC at
  // most is let through so nobody east of Greenwich is refused their own birthday.
  .refine((value) => value.slice(0, 10) <= latestBirthDay(), M.dateOfBirthFuture)
  .meta({ format: 'date', description: 'YYYY-MM-DD (that day at midnight UTC is accepted too)' })
  .nullable();

function latestBirthDay(): string {
  const local = todayIsoDate();
  const eastmost = new Date(Date.now() + 14 * 3600_000).toISOString().slice(0, 10);
  return local > eastmost ? local : eastmost;
}

const licenseYear = z
  .number({ error: M.licenseYearRange })
  .int(M.licenseYearRange)
  .min(LICENSE_YEAR_MIN, M.licenseYearRange)
  .refine((year) => year <= new Date().getFullYear(), M.licenseYearRange)
  .nullable();

const unique = <T>(values: T[]) => [...new Set(values)];

const licenseCategories = z
  .array(
    z
      .string({ error: M.licenseCategoryRequired })
      .trim()
      .min(1, { error: M.licenseCategoryRequired, abort: true })
      .max(20, M.textTooLong)
      .transform((value) => value.toUpperCase()),
    { error: M.licenseCategoryRequired },
  )
  .max(20, M.tooManyItems)
  .transform(unique);

const specialSkills = z
  .array(
    z
      .string({ error: M.specialSkillRequired })
      .trim()
      .min(1, { error: M.specialSkillRequired, abort: true })
      .max(100, M.textTooLong),
    { error: M.specialSkillRequired },
  )
  .max(50, M.tooManyItems)
  .transform(unique);

const categories = z
  .array(z.enum(TALENT_CATEGORIES, { error: M.categoryInvalid }), { error: M.categoryInvalid })
  .max(TALENT_CATEGORIES.length, M.tooManyItems)
  .transform(unique);

const yesNo = z.boolean({ error: M.yesNoInvalid });

/**
 * POST /profiles: a partial update of the caller's own profile with the fields a talent sets.
 * Unknown fields (role, userId, id, owner…) are refused, never stored. Optional fields take null
 * (or a blank text) to clear them. `onboardingCompleted: true` records that the onboarding wizard
 * was finished (GET returns it as `onboardingCompletedAt`). The profile photo is chosen among the
 * profile's photos: the server accepts `profilePhotoUrl` only when it is one of them.
 * For MALE profiles bust, waist and hips are dropped (see `stripMaleMeasurements`).
 */
export const profileUpdateSchema = z
  .object({
    firstName: requiredName(M.firstNameRequired),
    lastName: requiredName(M.lastNameRequired),
    phone,
    phone2: phone,
    gender: z.enum(GENDERS, { error: M.genderInvalid }),
    dateOfBirth,
    residenceCity: optionalText(100),
    countryOfOrigin: optionalText(100),
    currentOccupation: optionalText(200),
    facebookUrl: link,
    instagramUrl: link,
    tiktokUrl: link,
    otherSocialMedia: link,
    bio: optionalText(2000),
    hairColor: optionalText(50),
    hairLength: optionalText(50),
    eyeColor: optionalText(50),
    ethnicity: optionalText(100),
    height: measurement('height'),
    weight: measurement('weight'),
    bust: measurement('bust'),
    waist: measurement('waist'),
    hips: measurement('hips'),
    shoeSize: optionalText(20),
    pantsSize: optionalText(20),
    shirtSize: optionalText(20),
    canSing: yesNo,
    singingLevel: z.enum(SINGING_LEVELS, { error: M.singingLevelInvalid }).nullable(),
    singingCourses: optionalText(500),
    hasDriverLicense: yesNo,
    licenseCategories,
    licenseSince: licenseYear,
    nativeLanguage: optionalText(100),
    categories,
    actingUniversity: optionalText(200),
    danceTraining: optionalText(500),
    specialSkills,
    /**
     * One of the profile's own photos' displayUrl or originalUrl (checked by the server); null clears it.
     * A child's is a signed URL (an S3 presigned one is long).
     */
    profilePhotoUrl: z
      .string({ error: M.profilePhotoFromPhotos })
      .max(2000, { error: M.profilePhotoFromPhotos })
      .nullable(),
    onboardingCompleted: z.literal(true, { error: M.onboardingCompletedInvalid }),
  })
  .partial()
  .strict();
export type ProfileUpdatePayload = z.input<typeof profileUpdateSchema>;
export type ProfileUpdate = z.output<typeof profileUpdateSchema>;

/** The fields POST /profiles accepts, for picking them out of a form draft. */
export const PROFILE_UPDATE_FIELDS = Object.keys(profileUpdateSchema.shape) as (keyof ProfileUpdatePayload)[];

export const FEMALE_ONLY_MEASUREMENTS = ['bust', 'waist', 'hips'] as const;

/**
 * Spec §5: for MALE, bust, waist and hips are removed from the save payload (the form and the
 * server both call this; the server passes the gender the profile has after the update).
 */
export function stripMaleMeasurements<T extends object>(
  payload: T,
  gender: Gender | null | undefined,
): Omit<T, 'bust' | 'waist' | 'hips'> | T {
  if (gender !== 'MALE') return payload;
  const copy = { ...payload } as Record<string, unknown>;
  for (const field of FEMALE_ONLY_MEASUREMENTS) delete copy[field];
  return copy as Omit<T, 'bust' | 'waist' | 'hips'>;
}

// ---- Completion score (§9) -------------------------------------------------------------------

/** What the score reads: the profile's fields, its skill lists and its photo count. */
export type CompletionInput = Partial<
  Pick<
    TalentProfile,
    | 'gender'
    | 'dateOfBirth'
    | 'residenceCity'
    | 'profilePhotoUrl'
    | 'height'
    | 'weight'
    | 'hairColor'
    | 'eyeColor'
    | 'categories'
    | 'specialSkills'
    | 'photosCount'
  >
> & {
  instruments?: readonly unknown[];
  sports?: readonly unknown[];
  dances?: readonly unknown[];
  ridingSkills?: readonly unknown[];
  languages?: readonly unknown[];
};

export function completionColor(score: number): CompletionColor {
  if (score >= 80) return 'green';
  if (score >= 50) return 'amber';
  return 'red';
}

/**
 * The completion score of spec §9, out of 100 in five blocks of 20: basic info (gender 5, date of
 * birth 5, residence city 5, profile photo 5); physical (height and weight 10, hair and eye colour
 * 10); at least one category 20; at least one skill (sport, dance, instrument, language, special
 * skill or riding — not a distinctive mark) 20; at least 3 photos 20.
 */
export function profileCompletion(profile: CompletionInput): ProfileCompletion {
  const present = (value: unknown) =>
    value !== null && value !== undefined && !(typeof value === 'string' && value.trim() === '');
  const some = (list: readonly unknown[] | undefined) => (list?.length ?? 0) > 0;
  const item = (name: CompletionItem, max: number, done: boolean) => ({
    item: name,
    earned: done ? max : 0,
    max,
  });
  const block = (name: CompletionBlock, items: ReturnType<typeof item>[]) => ({
    block: name,
    earned: items.reduce((sum, entry) => sum + entry.earned, 0),
    max: items.reduce((sum, entry) => sum + entry.max, 0),
    items,
  });
  const hasSkill =
    some(profile.sports) ||
    some(profile.dances) ||
    some(profile.instruments) ||
    some(profile.languages) ||
    some(profile.ridingSkills) ||
    (profile.specialSkills ?? []).some(present);
  const breakdown = [
    block('basicInfo', [
      item('gender', 5, present(profile.gender)),
      item('dateOfBirth', 5, present(profile.dateOfBirth)),
      item('residenceCity', 5, present(profile.residenceCity)),
      item('profilePhoto', 5, present(profile.profilePhotoUrl)),
    ]),
    block('physical', [
      item('heightAndWeight', 10, present(profile.height) && present(profile.weight)),
      item('hairAndEyeColor', 10, present(profile.hairColor) && present(profile.eyeColor)),
    ]),
    block('categories', [item('category', 20, some(profile.categories))]),
    block('skills', [item('skill', 20, hasSkill)]),
    block('photos', [item('photos', 20, (profile.photosCount ?? 0) >= MIN_PHOTOS_FOR_SCORE)]),
  ];
  const score = breakdown.reduce((sum, entry) => sum + entry.earned, 0);
  return { score, color: completionColor(score), breakdown };
}

// ---- Dashboard completeness (§5) -------------------------------------------------------------

export type ProfileGap = 'basicInfo' | 'physicalDetails' | 'profilePhoto';

/**
 * The dashboard's completeness rule (spec §5): basic info (names, phone, birth date, gender, city),
 * physical details (height, weight, hair and eye colour) and a profile photo. No profile at all
 * (a failed fetch) counts as incomplete.
 */
export function profileGaps(profile: Partial<TalentProfile> | null | undefined): ProfileGap[] {
  if (!profile) return ['basicInfo', 'physicalDetails', 'profilePhoto'];
  const present = (value: unknown) => value !== null && value !== undefined && value !== '';
  const gaps: ProfileGap[] = [];
  const basic = [
    profile.firstName,
    profile.lastName,
    profile.phone,
    profile.dateOfBirth,
    profile.gender,
    profile.residenceCity,
  ];
  if (!basic.every(present)) gaps.push('basicInfo');
  const physical = [profile.height, profile.weight, profile.hairColor, profile.eyeColor];
  if (!physical.every(present)) gaps.push('physicalDetails');
  if (!present(profile.profilePhotoUrl)) gaps.push('profilePhoto');
  return gaps;
}

export function isProfileComplete(profile: Partial<TalentProfile> | null | undefined): boolean {
  return profileGaps(profile).length === 0;
}
