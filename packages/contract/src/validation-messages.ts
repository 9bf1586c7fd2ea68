/**
 * Every validation message of the specification (§5), keyed so the web app can translate it.
 * Schemas use the text itself, so the server answers with the specification's exact wording;
 * the web app finds the key again with `validationMessageKey` to show the active language.
 */
export const VALIDATION_MESSAGES = {
  invalidEmail: 'Invalid email address',
  loginPasswordMin: 'Password must be at least 6 characters',
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  phoneRequired: 'Phone number is required',
  phoneFormat: 'Phone must be in valid international format (e.g., +40721234567)',
  birthDateRequired: 'Birth date is required',
  birthDateFormat: 'Birth date must be in YYYY-MM-DD format',
  registrationAge: 'You must be at least 13 years old to register',
  genderRequired: 'Gender is required',
  genderInvalid: 'Please select a gender',
  passwordMin: 'Password must be at least 8 characters',
  passwordMax: 'Password must be at most 128 characters',
  passwordsDontMatch: "Passwords don't match",
  textTooLong: 'This text is too long',
  emailTooLong: 'Email address is too long',
  languageInvalid: 'Language must be RO or EN',
  refreshTokenRequired: 'Refresh token is required',
} as const;

export type ValidationMessageKey = keyof typeof VALIDATION_MESSAGES;

const keyByText = new Map<string, ValidationMessageKey>(
  Object.entries(VALIDATION_MESSAGES).map(([key, text]) => [text, key as ValidationMessageKey]),
);

export function validationMessageKey(text: string): ValidationMessageKey | undefined {
  return keyByText.get(text);
}
