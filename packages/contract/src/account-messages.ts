/**
 * Texts of the account lifecycle (Settings, forgot/reset password, account deletion). The first three
 * are the specification's (§5, settings password change) word for word; the others are ours, in
 * English like the rest of the account messages. Kept apart from the schemas (no zod here) so a
 * screen can register the keys cheaply.
 */
export const ACCOUNT_MESSAGES = {
  currentPasswordRequired: 'Please enter your current password',
  passwordsDoNotMatch: 'Passwords do not match',
  newPasswordMin: 'New password must be at least 8 characters',
  /** POST /auth/change-password with a current password that is not the account's. */
  currentPasswordWrong: 'Current password is incorrect',
  /** DELETE /auth/me without a password / with a wrong one. */
  passwordRequired: 'Please enter your password',
  passwordWrong: 'Password is incorrect',
  /** POST /auth/reset-password with a token unknown, used, expired or of a deleted account. */
  resetLinkInvalid: 'This password reset link is invalid or has expired. Please ask for a new one.',
  /** POST /auth/forgot-password always answers this (202), whether the account exists or not. */
  resetLinkSent:
    'If an account exists for this e-mail address, we have sent a link to reset the password. The link is valid for 1 hour.',
  tooManyResetRequests: 'Too many password reset requests. Please wait a few minutes and try again.',
  /** An ADMIN's correction of a guardian's birth date cannot make them under 18 (DESIGN §4). */
  guardianMustStayAdult: 'Turn off guardian mode before setting a birth date under 18 years',
  /**
   * PATCH /auth/me and POST /profiles: the birth date is fixed after registration (guardian mode and
   * the age rules hang on it); an ADMIN corrects a wrong one.
   */
  birthDateFixed:
    'The birth date cannot be changed after registration. To have a wrong date corrected, contact the agency.',
} as const;

export type AccountMessageKey = keyof typeof ACCOUNT_MESSAGES;
