import { z } from 'zod';
import { emailSchema, languageSchema, newPasswordSchema, personName, phoneSchema, roleSchema } from './auth';
import {
  CLIENT_MESSAGES,
  CLIENT_STATUSES,
  type ClientStatus,
  COMPANY_NAME_MAX,
  DECISION_REASON_MAX,
} from './client-messages';
import { paginationQuerySchema } from './pagination';
import { VALIDATION_MESSAGES as M } from './validation-messages';

export { CLIENT_MESSAGES, CLIENT_STATUSES, type ClientStatus, COMPANY_NAME_MAX, DECISION_REASON_MAX };

export const clientStatusSchema = z.enum(CLIENT_STATUSES, { error: 'Unknown client status' });

/** The control key of the Romanian CUI/CIF, weights from the right (python-stdnum, `ro/cui.py`). */
const CUI_WEIGHTS = [7, 5, 3, 2, 1, 7, 5, 3, 2];

/** The CUI's digits without spaces or the optional `RO` (VAT) prefix, or null when it has other text. */
export function cuiDigits(code: string): string | null {
  const compact = code.replace(/\s+/g, '').toUpperCase().replace(/^RO/, '');
  return /^\d{2,10}$/.test(compact) ? compact : null;
}

/**
 * A Romanian CUI (2–10 digits, the last a check digit): the other digits, padded on the left to nine,
 * times 7 5 3 2 1 7 5 3 2, summed, times 10, modulo 11 (10 counts as 0) must be the check digit.
 */
export function isValidCui(code: string): boolean {
  const digits = cuiDigits(code);
  if (!digits) return false;
  const body = digits.slice(0, -1).padStart(9, '0');
  const sum = [...body].reduce((total, digit, index) => total + Number(digit) * CUI_WEIGHTS[index]!, 0);
  return ((sum * 10) % 11) % 10 === Number(digits.at(-1));
}

const companyName = z
  .string({ error: CLIENT_MESSAGES.companyNameRequired })
  .trim()
  .min(1, { error: CLIENT_MESSAGES.companyNameRequired, abort: true })
  .max(COMPANY_NAME_MAX, CLIENT_MESSAGES.companyNameTooLong);

/** Kept as written by the client, compacted: `RO14399840` or `14399840`. */
const companyCode = z
  .string({ error: CLIENT_MESSAGES.companyCodeRequired })
  .transform((value) => value.replace(/\s+/g, '').toUpperCase())
  .pipe(
    z
      .string()
      .min(1, { error: CLIENT_MESSAGES.companyCodeRequired, abort: true })
      .refine(isValidCui, CLIENT_MESSAGES.companyCodeInvalid),
  );

/** POST /api/staff/auth/register: a new CLIENT account, UNVERIFIED until an ADMIN decides. */
export const staffRegisterSchema = z.object({
  email: emailSchema,
  password: newPasswordSchema,
  firstName: personName(M.firstNameRequired),
  lastName: personName(M.lastNameRequired),
  phone: phoneSchema,
  companyName,
  companyCode,
  preferredLanguage: languageSchema.optional(),
});
export type StaffRegisterPayload = z.infer<typeof staffRegisterSchema>;

/** The studio's sign-up form: the payload plus confirmPassword, never sent. */
export const staffRegisterFormSchema = z.intersection(
  staffRegisterSchema,
  z
    .object({ password: z.string(), confirmPassword: z.string() })
    .refine((value) => value.password === value.confirmPassword, {
      message: M.passwordsDontMatch,
      path: ['confirmPassword'],
    }),
);
export type StaffRegisterForm = z.input<typeof staffRegisterFormSchema>;

export const companySchema = z.object({
  name: z.string(),
  code: z.string(),
  status: clientStatusSchema,
  /** Why an ADMIN rejected it; null otherwise. */
  statusReason: z.string().nullable(),
  reviewedAt: z.string().meta({ format: 'date-time' }).nullable(),
});
export type Company = z.infer<typeof companySchema>;

/** GET /api/staff/me: the signed-in CLIENT or ADMIN; `clientStatus` and `company` are null for ADMIN. */
export const staffMeSchema = z.object({
  id: z.string(),
  role: roleSchema,
  email: z.string().meta({ format: 'email' }),
  firstName: z.string(),
  lastName: z.string(),
  phone: z.string().nullable(),
  preferredLanguage: languageSchema,
  clientStatus: clientStatusSchema.nullable(),
  company: companySchema.nullable(),
  createdAt: z.string().meta({ format: 'date-time' }),
});
export type StaffMe = z.infer<typeof staffMeSchema>;

/** PATCH /api/staff/me: what a studio user changes about their own account (the studio's Settings). */
export const staffMeUpdateSchema = z.object({ preferredLanguage: languageSchema }).strict();
export type StaffMeUpdate = z.infer<typeof staffMeUpdateSchema>;

/** A client as the ADMIN's verification screen lists it. */
export const clientSummarySchema = z.object({
  id: z.string(),
  email: z.string().meta({ format: 'email' }),
  firstName: z.string(),
  lastName: z.string(),
  phone: z.string().nullable(),
  company: companySchema,
  createdAt: z.string().meta({ format: 'date-time' }),
  /** Other client accounts registered with the same CUI, for the ADMIN to check before approving. */
  sameCode: z.array(z.object({ name: z.string(), status: clientStatusSchema })),
});
export type ClientSummary = z.infer<typeof clientSummarySchema>;

export const clientListQuerySchema = paginationQuerySchema.extend({ status: clientStatusSchema.optional() });
export type ClientListQuery = z.infer<typeof clientListQuerySchema>;

/** PATCH /api/admin/clients/{id}: approve, or reject with a reason the client is told. */
export const clientDecisionSchema = z
  .object({
    status: z.enum(['VERIFIED', 'REJECTED'], { error: CLIENT_MESSAGES.decisionInvalid }),
    reason: z.string().trim().max(DECISION_REASON_MAX, CLIENT_MESSAGES.reasonTooLong).optional(),
  })
  .strict()
  .refine((value) => value.status !== 'REJECTED' || (value.reason ?? '').length > 0, {
    message: CLIENT_MESSAGES.reasonRequired,
    path: ['reason'],
  });
export type ClientDecision = z.infer<typeof clientDecisionSchema>;
