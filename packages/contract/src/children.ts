import { z } from 'zod';
import { GENDERS } from './auth';
import { CHILD_MESSAGES as M } from './children-messages';
import { ageOn, todayIsoDate } from './dates';
import { dateOfBirthDay, profileUpdateSchema } from './profile';

/** A child is under 18 (spec §9), checked by the exact, birthday-aware age (DESIGN §4). */
export const CHILD_MAX_AGE_EXCLUSIVE = 18;
/** Guardian mode needs the account holder to be this old (DESIGN §4). */
export const GUARDIAN_MIN_AGE = 18;

/** Old enough for guardian mode on `today`, by the exact age; an unknown birth date is not. */
export function isGuardianAge(birthDate: string | null | undefined, today: string = todayIsoDate()): boolean {
  const age = birthDate ? ageOn(birthDate, today) : null;
  return age !== null && age >= GUARDIAN_MIN_AGE;
}
/** A guardian's children are capped so one account cannot fill the database. */
export const MAX_CHILDREN_PER_GUARDIAN = 20;
export const CHILD_NAME_MAX = 100;

/**
 * Today where the code runs. On the server a day ahead of UTC at most is let through (as for the
 * profile's date of birth) so a parent east of Greenwich can add a baby born on their today.
 */
function latestDay(): string {
  const local = todayIsoDate();
  const eastmost = new Date(Date.now() + 14 * 3600_000).toISOString().slice(0, 10);
  return local > eastmost ? local : eastmost;
}

/**
 * The Add child rules for a date of birth (spec §5), in the order a parent meets them: required,
 * a real calendar day ('YYYY-MM-DD' or that day at midnight UTC), not in the future, under 18.
 * Returns the message of the first rule broken, or null when the date is fine.
 */
export function childDateOfBirthProblem(
  value: string | null | undefined,
  today = latestDay(),
): string | null {
  const text = value?.trim() ?? '';
  if (text === '') return M.dateOfBirthRequired;
  const day = dateOfBirthDay(text);
  if (!day) return M.dateOfBirthInvalid;
  if (day > today) return M.dateOfBirthFuture;
  const age = ageOn(day, todayIsoDate());
  if (age !== null && age >= CHILD_MAX_AGE_EXCLUSIVE) return M.mustBeUnder18;
  return null;
}

const childName = (required: string) =>
  z
    .string({ error: required })
    .trim()
    .min(1, { error: required, abort: true })
    .max(CHILD_NAME_MAX, M.nameTooLong);

const childDateOfBirth = z
  .string({ error: M.dateOfBirthRequired })
  .superRefine((value, ctx) => {
    const problem = childDateOfBirthProblem(value);
    if (problem) ctx.addIssue({ code: 'custom', message: problem, abort: true });
  })
  // Sent and stored as the calendar day; answered as that day at midnight UTC like a profile's.
  .transform((value) => dateOfBirthDay(value.trim()) as string)
  .meta({ format: 'date', description: 'YYYY-MM-DD (that day at midnight UTC is accepted too)' });

const childGender = z.enum(GENDERS, { error: M.genderInvalid });

/** POST /children: the Add child form's payload (spec §2, §5). The form defaults gender to MALE. */
export const childCreateSchema = z.strictObject({
  firstName: childName(M.firstNameRequired),
  lastName: childName(M.lastNameRequired),
  dateOfBirth: childDateOfBirth,
  gender: childGender,
});
export type ChildCreatePayload = z.input<typeof childCreateSchema>;
export type ChildCreate = z.output<typeof childCreateSchema>;

/**
 * PATCH /children/{id}: the same rules applied only to the fields sent (spec §5 "applied only to
 * fields with a value"). Names, gender and date of birth are copied to the child's talent profile.
 */
export const childUpdateSchema = childCreateSchema
  .partial()
  // Whether the child is in the studio's talent directory (DESIGN §11): off until the guardian says so.
  .extend({ discoverable: z.boolean({ error: M.discoverableInvalid }).optional() });
export type ChildUpdatePayload = z.input<typeof childUpdateSchema>;
export type ChildUpdate = z.output<typeof childUpdateSchema>;

export const childSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  /** The day of birth at midnight UTC (ISO datetime), like a talent profile's dateOfBirth. */
  dateOfBirth: z.string().meta({ format: 'date-time' }),
  gender: z.enum(GENDERS),
  /** The child's talent profile, created with the child: what applications and skills name. */
  talentProfileId: z.string(),
  profilePhotoUrl: z.string().nullable(),
  /** In the studio's talent directory (DESIGN §11); off until the guardian turns it on. */
  discoverable: z.boolean(),
  createdAt: z.string().meta({ format: 'date-time' }),
  updatedAt: z.string().meta({ format: 'date-time' }),
});
export type Child = z.infer<typeof childSchema>;

/** Fields of a child's profile owned by the child's details (PATCH /children/{id}), not the profile. */
export const CHILD_PROFILE_LOCKED_FIELDS = [
  'firstName',
  'lastName',
  'gender',
  'dateOfBirth',
  'onboardingCompleted',
] as const;
/** Fields a child's profile does not have (spec §6). */
export const CHILD_PROFILE_HIDDEN_FIELDS = ['currentOccupation', 'phone2', 'actingUniversity'] as const;
/** Categories a child's profile cannot have (spec §6). */
export const CHILD_FORBIDDEN_CATEGORIES = ['ARTISTIC_NUDE'] as const;

/**
 * POST /profiles/children/{childId}: the profile update with the children's restrictions of §6
 * enforced by the schema itself, so the server refuses them whatever a client sends: no occupation,
 * secondary phone or acting university (null is accepted: it clears nothing that could exist), no
 * ARTISTIC_NUDE, and the child's names, gender and date of birth only through the child's details.
 */
export const childProfileUpdateSchema = profileUpdateSchema.superRefine((update, ctx) => {
  for (const field of CHILD_PROFILE_LOCKED_FIELDS) {
    if (update[field] !== undefined) {
      ctx.addIssue({ code: 'custom', path: [field], message: M.fieldCannotChange });
    }
  }
  for (const field of CHILD_PROFILE_HIDDEN_FIELDS) {
    if (update[field] !== undefined && update[field] !== null) {
      ctx.addIssue({ code: 'custom', path: [field], message: M.fieldNotForChildren });
    }
  }
  if (
    update.categories?.some((category) =>
      (CHILD_FORBIDDEN_CATEGORIES as readonly string[]).includes(category),
    )
  ) {
    ctx.addIssue({ code: 'custom', path: ['categories'], message: M.artisticNudeNotForChildren });
  }
});
export type ChildProfileUpdatePayload = z.input<typeof childProfileUpdateSchema>;
export type ChildProfileUpdate = z.output<typeof childProfileUpdateSchema>;

/** The child ids the server makes (UUID v4); anything else in a URL is 'ID copil invalid' (§8). */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export function isChildId(value: string | undefined): value is string {
  return value !== undefined && UUID.test(value);
}
