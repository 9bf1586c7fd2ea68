import { z } from 'zod';
import { ACCOUNT_MESSAGES as M } from './account-messages';
import { emailSchema, newPasswordSchema, PASSWORD_MAX, PASSWORD_MIN } from './auth';
import { VALIDATION_MESSAGES } from './validation-messages';

/** How long a password reset link works. */
export const RESET_TOKEN_TTL_MINUTES = 60;
/** A reset token is 32 random bytes in base64url: 43 characters. Anything longer is not ours. */
export const RESET_TOKEN_MAX_LENGTH = 200;

const currentPassword = z
  .string({ error: M.currentPasswordRequired })
  .min(1, M.currentPasswordRequired)
  .max(PASSWORD_MAX, VALIDATION_MESSAGES.passwordMax);

/** Settings' new password: the specification's own message for the minimum (§5). */
const settingsNewPassword = z
  .string({ error: M.newPasswordMin })
  .min(PASSWORD_MIN, M.newPasswordMin)
  .max(PASSWORD_MAX, VALIDATION_MESSAGES.passwordMax);

/**
 * POST /auth/change-password. On success every other session of the user is revoked; the one that
 * made the change keeps working.
 */
export const changePasswordSchema = z.strictObject({
  currentPassword,
  newPassword: settingsNewPassword,
});
export type ChangePasswordPayload = z.infer<typeof changePasswordSchema>;

/**
 * The Settings form: the payload plus confirmPassword, never sent. An intersection (not a refine on
 * the whole object) so 'Passwords do not match' shows together with the other fields' messages.
 */
export const changePasswordFormSchema = z.intersection(
  changePasswordSchema,
  z
    .object({ newPassword: z.string(), confirmPassword: z.string() })
    .refine((value) => value.newPassword === value.confirmPassword, {
      message: M.passwordsDoNotMatch,
      path: ['confirmPassword'],
    }),
);
export type ChangePasswordForm = z.input<typeof changePasswordFormSchema>;

/** POST /auth/forgot-password: always 202 with ACCOUNT_MESSAGES.resetLinkSent (no account enumeration). */
export const forgotPasswordSchema = z.strictObject({ email: emailSchema });
export type ForgotPasswordPayload = z.infer<typeof forgotPasswordSchema>;

/** POST /auth/reset-password: the token from the e-mailed link and the new password (registration's rules). */
export const resetPasswordSchema = z.strictObject({
  token: z
    .string({ error: M.resetLinkInvalid })
    .trim()
    .min(1, M.resetLinkInvalid)
    .max(RESET_TOKEN_MAX_LENGTH, M.resetLinkInvalid),
  password: newPasswordSchema,
});
export type ResetPasswordPayload = z.infer<typeof resetPasswordSchema>;

/** The reset page's form: the new password twice (registration's "Passwords don't match"). */
export const resetPasswordFormSchema = z
  .object({ password: newPasswordSchema, confirmPassword: z.string() })
  .refine((value) => value.password === value.confirmPassword, {
    message: VALIDATION_MESSAGES.passwordsDontMatch,
    path: ['confirmPassword'],
  });
export type ResetPasswordForm = z.input<typeof resetPasswordFormSchema>;

/** DELETE /auth/me: the password confirms it is the account holder (DESIGN §4). */
export const deleteAccountSchema = z.strictObject({
  password: z
    .string({ error: M.passwordRequired })
    .min(1, M.passwordRequired)
    .max(PASSWORD_MAX, VALIDATION_MESSAGES.passwordMax),
});
export type DeleteAccountPayload = z.infer<typeof deleteAccountSchema>;

/** The answer of POST /auth/forgot-password. */
export const forgotPasswordResponseSchema = z.object({ data: z.object({ message: z.string() }) });
