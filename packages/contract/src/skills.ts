import { z } from 'zod';
import { LANGUAGE_LEVELS } from './language-levels';
import { PROFILE_MESSAGES as M } from './profile-messages';

/** Levels of instruments, sports, dances and riding (spec §3). */
export const SKILL_LEVELS = ['AMATEUR', 'PERFORMANCE'] as const;
export type SkillLevel = (typeof SKILL_LEVELS)[number];

export { LANGUAGE_LEVELS, type LanguageLevel } from './language-levels';

export const MARK_TYPES = ['TATTOO', 'SCAR', 'BIRTHMARK', 'OTHER'] as const;
export type MarkType = (typeof MARK_TYPES)[number];
/** The four types as the specification names them in the Romanian interface. */
export const MARK_TYPE_LABELS_RO: Record<MarkType, string> = {
  TATTOO: 'Tatuaj',
  SCAR: 'Cicatrice',
  BIRTHMARK: 'Semn de naștere',
  OTHER: 'Altele',
};

/** Required text: trimmed, non-empty, bounded. */
const text = (required: string, max = 100) =>
  z.string({ error: required }).trim().min(1, { error: required, abort: true }).max(max, M.textTooLong);

/** Optional text: missing, null and blank all store nothing. */
const optionalText = (max = 500) =>
  z
    .string({ error: M.textTooLong })
    .trim()
    .max(max, M.textTooLong)
    .nullable()
    .optional()
    .transform((value) => (value ? value : null));

const level = z.enum(SKILL_LEVELS, { error: M.levelRequired });
const languageLevel = z.enum(LANGUAGE_LEVELS, { error: M.levelRequired });
const markType = z.enum(MARK_TYPES, { error: M.markTypeRequired });

/** DESIGN §4: a skill belongs to the caller's own profile unless the body names one they may edit. */
const talentProfileId = z
  .string({ error: M.talentProfileIdInvalid })
  .min(1, M.talentProfileIdInvalid)
  .max(100, M.talentProfileIdInvalid)
  .optional();

const instrumentFields = {
  instrument: text(M.instrumentRequired),
  level,
  courses: optionalText(),
};
const sportFields = { sport: text(M.sportRequired), level, courses: optionalText() };
const danceFields = { genre: text(M.danceGenreRequired), level, courses: optionalText() };
const ridingFields = { activity: text(M.ridingActivityRequired), level };
const languageFields = { language: text(M.languageRequired), level: languageLevel };
const markFields = {
  type: markType,
  location: text(M.markLocationRequired),
  description: optionalText(),
};

/** POST /skills/{kind}: the item, plus the optional talentProfileId. Unknown fields are refused. */
export const instrumentCreateSchema = z.object({ ...instrumentFields, talentProfileId }).strict();
export const sportCreateSchema = z.object({ ...sportFields, talentProfileId }).strict();
export const danceCreateSchema = z.object({ ...danceFields, talentProfileId }).strict();
export const ridingCreateSchema = z.object({ ...ridingFields, talentProfileId }).strict();
export const languageCreateSchema = z.object({ ...languageFields, talentProfileId }).strict();
export const distinctiveMarkCreateSchema = z.object({ ...markFields, talentProfileId }).strict();

/** PUT /skills/{kind}/{id}: the whole item again (a replacement); the item keeps its profile. */
export const instrumentUpdateSchema = z.object(instrumentFields).strict();
export const sportUpdateSchema = z.object(sportFields).strict();
export const danceUpdateSchema = z.object(danceFields).strict();
export const ridingUpdateSchema = z.object(ridingFields).strict();
export const languageUpdateSchema = z.object(languageFields).strict();
export const distinctiveMarkUpdateSchema = z.object(markFields).strict();

/** Items as the API returns them (also embedded in the profile). */
export const instrumentSchema = z.object({
  id: z.string(),
  instrument: z.string(),
  level: z.enum(SKILL_LEVELS),
  courses: z.string().nullable(),
});
export const sportSchema = z.object({
  id: z.string(),
  sport: z.string(),
  level: z.enum(SKILL_LEVELS),
  courses: z.string().nullable(),
});
export const danceSchema = z.object({
  id: z.string(),
  genre: z.string(),
  level: z.enum(SKILL_LEVELS),
  courses: z.string().nullable(),
});
export const ridingSkillSchema = z.object({
  id: z.string(),
  activity: z.string(),
  level: z.enum(SKILL_LEVELS),
});
export const languageSkillSchema = z.object({
  id: z.string(),
  language: z.string(),
  level: z.enum(LANGUAGE_LEVELS),
});
export const distinctiveMarkSchema = z.object({
  id: z.string(),
  type: z.enum(MARK_TYPES),
  location: z.string(),
  description: z.string().nullable(),
});

export type Instrument = z.infer<typeof instrumentSchema>;
export type Sport = z.infer<typeof sportSchema>;
export type Dance = z.infer<typeof danceSchema>;
export type RidingSkill = z.infer<typeof ridingSkillSchema>;
export type LanguageSkill = z.infer<typeof languageSkillSchema>;
export type DistinctiveMark = z.infer<typeof distinctiveMarkSchema>;

export type InstrumentCreatePayload = z.input<typeof instrumentCreateSchema>;
export type SportCreatePayload = z.input<typeof sportCreateSchema>;
export type DanceCreatePayload = z.input<typeof danceCreateSchema>;
export type RidingCreatePayload = z.input<typeof ridingCreateSchema>;
export type LanguageCreatePayload = z.input<typeof languageCreateSchema>;
export type DistinctiveMarkCreatePayload = z.input<typeof distinctiveMarkCreateSchema>;

/**
 * The URL kinds of /skills/{kind}: each with its body schemas, its item schema and the list of the
 * profile response it appears in.
 */
export const SKILL_KINDS = {
  instrument: {
    create: instrumentCreateSchema,
    update: instrumentUpdateSchema,
    item: instrumentSchema,
    profileField: 'instruments',
  },
  sport: { create: sportCreateSchema, update: sportUpdateSchema, item: sportSchema, profileField: 'sports' },
  dance: { create: danceCreateSchema, update: danceUpdateSchema, item: danceSchema, profileField: 'dances' },
  riding: {
    create: ridingCreateSchema,
    update: ridingUpdateSchema,
    item: ridingSkillSchema,
    profileField: 'ridingSkills',
  },
  language: {
    create: languageCreateSchema,
    update: languageUpdateSchema,
    item: languageSkillSchema,
    profileField: 'languages',
  },
  'distinctive-mark': {
    create: distinctiveMarkCreateSchema,
    update: distinctiveMarkUpdateSchema,
    item: distinctiveMarkSchema,
    profileField: 'distinctiveMarks',
  },
} as const;

export type SkillKind = keyof typeof SKILL_KINDS;
export const SKILL_KIND_NAMES = Object.keys(SKILL_KINDS) as SkillKind[];

export function isSkillKind(value: string): value is SkillKind {
  return Object.hasOwn(SKILL_KINDS, value);
}

export type SkillItem<K extends SkillKind> = z.infer<(typeof SKILL_KINDS)[K]['item']>;
export type SkillCreatePayload<K extends SkillKind> = z.output<(typeof SKILL_KINDS)[K]['create']>;
export type SkillUpdatePayload<K extends SkillKind> = z.output<(typeof SKILL_KINDS)[K]['update']>;
