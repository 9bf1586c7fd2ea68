import { describe, expect, it } from 'vitest';
import {
  changePasswordFormSchema,
  changePasswordSchema,
  deleteAccountSchema,
  forgotPasswordSchema,
  resetPasswordFormSchema,
  resetPasswordSchema,
} from './account';
import { ACCOUNT_MESSAGES as M } from './account-messages';
import { updateMeSchema } from './auth';
import { VALIDATION_MESSAGES } from './validation-messages';

const messages = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) =>
  result.success
    ? {}
    : Object.fromEntries(result.error!.issues.map((issue) => [issue.path.join('.'), issue.message]));

describe('Settings password change (spec §5)', () => {
  it('gives the specification messages on the form', () => {
    expect(
      messages(
        changePasswordFormSchema.safeParse({
          currentPassword: '',
          newPassword: 'short',
          confirmPassword: 'other',
        }),
      ),
    ).toEqual({
      currentPassword: M.currentPasswordRequired,
      newPassword: M.newPasswordMin,
      confirmPassword: M.passwordsDoNotMatch,
    });
    expect(M.currentPasswordRequired).toBe('Please enter your current password');
    expect(M.passwordsDoNotMatch).toBe('Passwords do not match');
    expect(M.newPasswordMin).toBe('New password must be at least 8 characters');
  });

  it('sends only current and new; refuses extra fields', () => {
    const form = { currentPassword: 'old-pass', newPassword: 'new-pass-1', confirmPassword: 'new-pass-1' };
    expect(changePasswordFormSchema.safeParse(form).success).toBe(true);
    expect(
      changePasswordSchema.safeParse({ currentPassword: 'old-pass', newPassword: 'new-pass-1' }).success,
    ).toBe(true);
    expect(changePasswordSchema.safeParse({ ...form, userId: 'x' }).success).toBe(false);
  });
});

describe('forgot and reset password', () => {
  it('needs a valid e-mail', () => {
    expect(messages(forgotPasswordSchema.safeParse({ email: 'nope' }))).toEqual({
      email: VALIDATION_MESSAGES.invalidEmail,
    });
    expect(forgotPasswordSchema.parse({ email: ' Ana@Example.com ' })).toEqual({ email: 'ana@example.com' });
  });

  it('holds the new password to the registration rules', () => {
    expect(messages(resetPasswordSchema.safeParse({ token: 'abc', password: 'short' }))).toEqual({
      password: VALIDATION_MESSAGES.passwordMin,
    });
    expect(messages(resetPasswordSchema.safeParse({ token: '', password: 'long-enough' }))).toEqual({
      token: M.resetLinkInvalid,
    });
    expect(
      messages(resetPasswordFormSchema.safeParse({ password: 'long-enough', confirmPassword: 'other' })),
    ).toEqual({
      confirmPassword: VALIDATION_MESSAGES.passwordsDontMatch,
    });
  });
});

describe('account deletion and account fields', () => {
  it('needs the password', () => {
    expect(messages(deleteAccountSchema.safeParse({}))).toEqual({ password: M.passwordRequired });
    expect(deleteAccountSchema.safeParse({ password: 'x' }).success).toBe(true);
  });

  it('takes e-mail and phone in PATCH /auth/me; a blank phone clears it', () => {
    expect(updateMeSchema.parse({ email: ' New@Example.com', phone: '+40721000111' })).toEqual({
      email: 'new@example.com',
      phone: '+40721000111',
    });
    expect(updateMeSchema.parse({ phone: '  ' })).toEqual({ phone: null });
    expect(updateMeSchema.parse({ phone: null })).toEqual({ phone: null });
    expect(messages(updateMeSchema.safeParse({ phone: '0721' }))).toEqual({
      phone: VALIDATION_MESSAGES.phoneFormat,
    });
    expect(messages(updateMeSchema.safeParse({ email: 'bad' }))).toEqual({
      email: VALIDATION_MESSAGES.invalidEmail,
    });
  });
});
