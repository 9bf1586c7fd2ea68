import type { Gender, UpdateMePayload } from '@talent/contract/auth';
import {
  type ProfileUpdatePayload,
  profileUpdateSchema,
  type SINGING_LEVELS,
  stripMaleMeasurements,
  type TalentCategory,
  type TalentProfile,
  toMidnightUtcIso,
} from '@talent/contract/profile';
import { PROFILE_MESSAGES } from '@talent/contract/profile-messages';

const TEXT_FIELDS = [
  'firstName',
  'lastName',
  'phone',
  'phone2',
  'residenceCity',
  'countryOfOrigin',
  'currentOccupation',
  'facebookUrl',
  'instagramUrl',
  'tiktokUrl',
  'otherSocialMedia',
  'bio',
  'hairColor',
  'hairLength',
  'eyeColor',
  'ethnicity',
  'shoeSize',
  'pantsSize',
  'shirtSize',
  'singingCourses',
  'nativeLanguage',
  'actingUniversity',
  'danceTraining',
] as const;
export type TextField = (typeof TEXT_FIELDS)[number];

export const NUMBER_FIELDS = ['height', 'weight', 'bust', 'waist', 'hips', 'licenseSince'] as const;
export type NumberField = (typeof NUMBER_FIELDS)[number];

/** The edit form's copy of the profile: inputs hold text, so numbers and the date are strings here. */
export type ProfileDraft = Record<TextField, string> &
  Record<NumberField, string> & {
    gender: Gender | '';
    /** 'YYYY-MM-DD', as the date input holds it. */
    dateOfBirth: string;
    categories: TalentCategory[];
    canSing: boolean;
    singingLevel: (typeof SINGING_LEVELS)[number] | '';
    hasDriverLicense: boolean;
    licenseCategories: string[];
    specialSkills: string[];
  };

export type DraftField = keyof ProfileDraft;
export type FieldErrors = Partial<Record<DraftField, string>>;

export function toDraft(profile: TalentProfile): ProfileDraft {
  const text = Object.fromEntries(TEXT_FIELDS.map((field) => [field, profile[field] ?? ''])) as Record<
    TextField,
    string
  >;
  const numbers = Object.fromEntries(
    NUMBER_FIELDS.map((field) => [field, profile[field] === null ? '' : String(profile[field])]),
  ) as Record<NumberField, string>;
  return {
    ...text,
    ...numbers,
    gender: profile.gender ?? '',
    dateOfBirth: profile.dateOfBirth ? profile.dateOfBirth.slice(0, 10) : '',
    categories: [...profile.categories],
    canSing: profile.canSing,
    singingLevel: profile.singingLevel ?? '',
    hasDriverLicense: profile.hasDriverLicense,
    licenseCategories: [...profile.licenseCategories],
    specialSkills: [...profile.specialSkills],
  };
}

const sameList = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((value, index) => value === b[index]);

export interface ProfileChanges {
  /** PATCH /auth/me: only the account fields that changed. */
  account: UpdateMePayload;
  /** POST /profiles: only the profile fields that changed (never bust/waist/hips for MALE). */
  profile: ProfileUpdatePayload;
  /** The contract's messages per field, when the draft breaks a rule; nothing is sent then. */
  errors: FieldErrors;
}

/**
 * The fields of the draft that differ from the loaded profile, converted for the API (trimmed
 * texts, empty → null, numbers as numbers, the date as an ISO timestamp at midnight UTC), without
 * bust/waist/hips for MALE; `errors` holds a date that could not be converted.
 */
export function changedProfileFields(
  draft: ProfileDraft,
  original: TalentProfile,
): { payload: ProfileUpdatePayload; errors: FieldErrors } {
  const payload: Record<string, unknown> = {};
  const errors: FieldErrors = {};

  for (const field of TEXT_FIELDS) {
    const value = draft[field].trim() || null;
    if (value !== (original[field] ?? null)) payload[field] = value;
  }
  for (const field of NUMBER_FIELDS) {
    const text = draft[field].trim();
    const value = text === '' ? null : Number(text);
    if (value !== original[field]) payload[field] = value;
  }
  if (draft.gender && draft.gender !== original.gender) payload.gender = draft.gender;
  if (draft.dateOfBirth !== (original.dateOfBirth?.slice(0, 10) ?? '')) {
    if (draft.dateOfBirth === '') payload.dateOfBirth = null;
    else {
      const iso = toMidnightUtcIso(draft.dateOfBirth);
      if (iso) payload.dateOfBirth = iso;
      else errors.dateOfBirth = PROFILE_MESSAGES.dateInvalid;
    }
  }
  if (draft.canSing !== original.canSing) payload.canSing = draft.canSing;
  const singingLevel = draft.singingLevel || null;
  if (singingLevel !== original.singingLevel) payload.singingLevel = singingLevel;
  if (draft.hasDriverLicense !== original.hasDriverLicense) payload.hasDriverLicense = draft.hasDriverLicense;
  if (!sameList(draft.categories, original.categories)) payload.categories = draft.categories;
  if (!sameList(draft.licenseCategories, original.licenseCategories))
    payload.licenseCategories = draft.licenseCategories;
  if (!sameList(draft.specialSkills, original.specialSkills)) payload.specialSkills = draft.specialSkills;

  const gender = (payload.gender as Gender | undefined) ?? original.gender;
  return { payload: stripMaleMeasurements(payload, gender) as ProfileUpdatePayload, errors };
}

/** The schema's messages per field (the first one of each), added to `errors` where none is yet. */
export function schemaErrors(
  result:
    | { success: true }
    | { success: false; error: { issues: readonly { path: PropertyKey[]; message: string }[] } },
  errors: FieldErrors,
): FieldErrors {
  if (result.success) return errors;
  const all = { ...errors };
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if (typeof field === 'string' && !(field in all)) all[field as DraftField] = issue.message;
  }
  return all;
}

/**
 * What Save sends for the own profile: the changed fields (changedProfileFields) checked with the
 * contract's own schema, the account's among them also for PATCH /auth/me.
 */
export function profileChanges(draft: ProfileDraft, original: TalentProfile): ProfileChanges {
  const changed = changedProfileFields(draft, original);
  const profile = changed.payload;
  const errors = schemaErrors(profileUpdateSchema.safeParse(profile), changed.errors);

  const account: UpdateMePayload = {};
  if ('firstName' in profile && profile.firstName) account.firstName = profile.firstName;
  if ('lastName' in profile && profile.lastName) account.lastName = profile.lastName;
  if (profile.gender) account.gender = profile.gender;
  if (typeof profile.dateOfBirth === 'string') account.birthDate = profile.dateOfBirth.slice(0, 10);

  return { account, profile, errors };
}

/** Server field names of PATCH /auth/me that the form shows under another name. */
export function draftFieldOf(serverField: string): DraftField | undefined {
  if (serverField === 'birthDate') return 'dateOfBirth';
  return serverField as DraftField;
}
