import { z } from 'zod';
import { ageOn, parseIsoDate, todayIsoDate } from './dates';
import { GENDERS, type Gender } from './genders';
import { VALIDATION_MESSAGES as M } from './validation-messages';

export const ROLES = ['ADMIN', 'CLIENT', 'TALENT'] as const;
export const roleSchema = z.enum(ROLES);
export type Role = z.infer<typeof roleSchema>;

export { GENDERS, type Gender };

export const LANGUAGES = ['RO', 'EN'] as const;
export const languageSchema = z.enum(LANGUAGES, { error: M.languageInvalid });
export type Language = z.infer<typeof languageSchema>;

export const PASSWORD_MIN = 8;
export const LOGIN_PASSWORD_MIN = 6;
/** Bounds argon2 work per request; not in the specification, which sets no maximum. */
export const PASSWORD_MAX = 128;
export const REGISTRATION_MIN_AGE = 13;
export const REGISTRATION_MAX_AGE = 120;
/** Optional plus, a nonzero digit, then 1 to 14 digits (§5): 2 to 15 digits in all. */
export const PHONE_PATTERN = /^\+?[1-9]\d{1,14}$/;
/** For the OpenAPI document (`.meta`, which never changes what a schema accepts). */
export const PHONE_FORMAT = { pattern: PHONE_PATTERN.source } as const;
/** A phone that a blank text clears (the server trims first). */
export const OPTIONAL_PHONE_FORMAT = { pattern: `^$|${PHONE_PATTERN.source}` } as const;

export const emailSchema = z
  .string({ error: M.invalidEmail })
  .trim()
  .max(254, M.emailTooLong)
  .pipe(z.email({ error: M.invalidEmail }))
  .transform((value) => value.toLowerCase())
  .meta({ format: 'email' });

/** A required person's name: trimmed, 1–100 characters, `required` when missing or blank. */
export const personName = (required: string) =>
  z.string({ error: required }).trim().min(1, { error: required, abort: true }).max(100, M.textTooLong);

/** A required phone in the specification's international format. */
export const phoneSchema = z
  .string({ error: M.phoneRequired })
  .trim()
  .min(1, { error: M.phoneRequired, abort: true })
  .regex(PHONE_PATTERN, M.phoneFormat);

/** Missing and the select's empty first option both mean "not chosen". */
const gender = z.enum(GENDERS, {
  error: (issue) => (issue.input === undefined || issue.input === '' ? M.genderRequired : M.genderInvalid),
});

const birthDate = z
  .string({ error: M.birthDateRequired })
  .min(1, { error: M.birthDateRequired, abort: true })
  .refine((value) => parseIsoDate(value) !== null, { error: M.birthDateFormat, abort: true })
  .refine((value) => {
    const age = ageOn(value, todayIsoDate());
    return age !== null && age >= REGISTRATION_MIN_AGE && age <= REGISTRATION_MAX_AGE;
  }, M.registrationAge)
  .meta({ format: 'date' });

/** A password being set (registration, reset): the specification's minimum of 8. */
export const newPasswordSchema = z
  .string({ error: M.passwordMin })
  .min(PASSWORD_MIN, M.passwordMin)
  .max(PASSWORD_MAX, M.passwordMax);

const email = emailSchema;

export const loginSchema = z.object({
  email,
  password: z
    .string({ error: M.loginPasswordMin })
    .min(LOGIN_PASSWORD_MIN, M.loginPasswordMin)
    .max(PASSWORD_MAX, M.passwordMax),
});
export type LoginPayload = z.infer<typeof loginSchema>;

/** What POST /auth/register accepts. `role` is accepted and ignored: registration always makes a TALENT. */
export const registerSchema = z.object({
  email,
  password: newPasswordSchema,
  firstName: personName(M.firstNameRequired),
  lastName: personName(M.lastNameRequired),
  phone: phoneSchema,
  birthDate,
  gender,
  role: z.string().max(20).optional(),
  preferredLanguage: languageSchema.optional(),
});
export type RegisterPayload = z.infer<typeof registerSchema>;

/**
 * The registration form: the payload plus confirmPassword, which is never sent. The match is an
 * intersection rather than a refine on the whole object so that "Passwords don't match" shows
 * together with the other fields' messages (a whole-object refine waits until they are all valid).
 */
export const registerFormSchema = z.intersection(
  registerSchema,
  z
    .object({ password: z.string(), confirmPassword: z.string() })
    .refine((value) => value.password === value.confirmPassword, {
      message: M.passwordsDontMatch,
      path: ['confirmPassword'],
    }),
);
export type RegisterForm = z.input<typeof registerFormSchema>;

export const refreshSchema = z.object({
  refreshToken: z.string({ error: M.refreshTokenRequired }).min(1, M.refreshTokenRequired).max(200),
});

export const logoutSchema = z.object({ refreshToken: z.string().max(200).optional() });

export const authTokensSchema = z.object({
  accessToken: z.string(),
  refreshToken: z.string(),
});
export type AuthTokens = z.infer<typeof authTokensSchema>;

export const userSchema = z.object({
  id: z.string(),
  role: roleSchema,
  email: z.string().meta({ format: 'email' }),
  firstName: z.string(),
  lastName: z.string(),
  phone: z.string().meta(PHONE_FORMAT).nullable(),
  gender: z.enum(GENDERS).nullable(),
  birthDate: z.string().meta({ format: 'date' }).nullable(),
  preferredLanguage: z.enum(LANGUAGES),
  isGuardianModeEnabled: z.boolean(),
  /** False for an account without a talent profile of its own (a guardian acting for a child, staff). */
  hasOwnProfile: z.boolean(),
  profilePhotoUrl: z.string().nullable(),
  createdAt: z.string().meta({ format: 'date-time' }),
});
export type User = z.infer<typeof userSchema>;

/**
 * PATCH /auth/me: the user fields of §7, plus e-mail and phone from Settings (DESIGN §4). A phone of
 * null or a blank text clears it (Settings shows 'not set'). Unknown fields are refused, never stored.
 */
export const updateMeSchema = z
  .object({
    firstName: personName(M.firstNameRequired),
    lastName: personName(M.lastNameRequired),
    gender,
    birthDate,
    preferredLanguage: languageSchema,
    email,
    phone: z
      .string({ error: M.phoneFormat })
      .trim()
      .refine((value) => value === '' || PHONE_PATTERN.test(value), M.phoneFormat)
      .transform((value) => (value === '' ? null : value))
      .meta(OPTIONAL_PHONE_FORMAT)
      .nullable(),
  })
  .partial()
  .strict();
export type UpdateMePayload = z.infer<typeof updateMeSchema>;

/** An ADMIN's correction of an account's birth date (CLI now, the studio later), kept with its reason. */
export const birthDateCorrectionSchema = z.object({
  email,
  birthDate,
  reason: z.string().trim().min(1, 'A reason is required').max(500, 'At most 500 characters'),
});
export type BirthDateCorrection = z.infer<typeof birthDateCorrectionSchema>;

/**
 * The birth date is fixed once known (issue 18): a 14-year-old must not become a guardian by editing
 * it. Sending the date the account already has changes nothing and is allowed (forms send whole
 * payloads); an account made without one (CLI) may set it once, as registration would have.
 */
export function changesFixedBirthDate(current: string | null, next: string | null | undefined): boolean {
  if (next === undefined || current === null) return false;
  return next?.slice(0, 10) !== current.slice(0, 10);
}
