import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loginSchema, registerFormSchema, registerSchema, updateMeSchema } from './auth';
import { VALIDATION_MESSAGES as M, validationMessageKey } from './validation-messages';

const TODAY = new Date(2026, 10, 22, 12, 0, 0); // 22 November 2026, local time

const valid = {
  email: 'Ana.Pop@Example.com',
  password: 'secret-pass',
  firstName: 'Ana',
  lastName: 'Pop',
  phone: '+40721234567',
  birthDate: '1995-04-10',
  gender: 'FEMALE',
};

function messagesFor(
  input: unknown,
  schema: {
    safeParse: (v: unknown) => {
      success: boolean;
      error?: { issues: { path: PropertyKey[]; message: string }[] };
    };
  } = registerSchema,
) {
  const result = schema.safeParse(input);
  if (result.success) return {};
  return Object.fromEntries(
    (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]),
  );
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(TODAY);
});
afterEach(() => {
  vi.useRealTimers();
});

describe('loginSchema', () => {
  it('accepts a valid sign-in and lower-cases the e-mail', () => {
    expect(loginSchema.parse({ email: ' Ana@Example.COM ', password: '123456' })).toEqual({
      email: 'ana@example.com',
      password: '123456',
    });
  });

  it.each(['', 'ana', 'ana@', '@example.com', 'ana example@x.ro'])('refuses the e-mail %j', (email) => {
    expect(messagesFor({ email, password: '123456' }, loginSchema)).toEqual({ email: M.invalidEmail });
  });

  it('needs at least 6 characters of password', () => {
    expect(messagesFor({ email: 'a@b.ro', password: '12345' }, loginSchema)).toEqual({
      password: 'Password must be at least 6 characters',
    });
    expect(messagesFor({ email: 'a@b.ro', password: '123456' }, loginSchema)).toEqual({});
  });

  it('refuses a missing body field with the field message', () => {
    expect(messagesFor({}, loginSchema)).toEqual({
      email: 'Invalid email address',
      password: 'Password must be at least 6 characters',
    });
  });
});

describe('registerSchema', () => {
  it('accepts a valid registration', () => {
    const parsed = registerSchema.parse(valid);
    expect(parsed.email).toBe('ana.pop@example.com');
    expect(parsed.gender).toBe('FEMALE');
  });

  it('keeps the spec texts for names, phone and e-mail', () => {
    expect(messagesFor({ ...valid, firstName: '', lastName: '   ', phone: '', email: 'x' })).toEqual({
      firstName: 'First name is required',
      lastName: 'Last name is required',
      phone: 'Phone number is required',
      email: 'Invalid email address',
    });
  });

  it.each([
    ['+40', true],
    ['+4', false],
    ['+0721234567', false],
    ['12', true],
    ['+12', true],
    ['+123456789012345', true],
    ['+1234567890123456', false],
    ['0721234567', false],
    ['+40 721 234 567', false],
    ['40721234567', true],
  ])('phone %s valid=%s', (phone, ok) => {
    const messages = messagesFor({ ...valid, phone });
    expect(messages).toEqual(
      ok ? {} : { phone: 'Phone must be in valid international format (e.g., +40721234567)' },
    );
  });

  it('needs a birth date in YYYY-MM-DD', () => {
    expect(messagesFor({ ...valid, birthDate: '' })).toEqual({ birthDate: 'Birth date is required' });
    expect(messagesFor({ ...valid, birthDate: undefined })).toEqual({ birthDate: 'Birth date is required' });
    for (const birthDate of ['10/04/1995', '1995-4-10', '2001-02-29', '1995-02-30']) {
      expect(messagesFor({ ...valid, birthDate })).toEqual({
        birthDate: 'Birth date must be in YYYY-MM-DD format',
      });
    }
  });

  it('needs an exact age between 13 and 120 inclusive', () => {
    const tooYoung = { birthDate: 'You must be at least 13 years old to register' };
    expect(messagesFor({ ...valid, birthDate: '2013-11-22' })).toEqual({}); // 13 today
    expect(messagesFor({ ...valid, birthDate: '2013-11-23' })).toEqual(tooYoung); // 13 tomorrow
    expect(messagesFor({ ...valid, birthDate: '2026-12-01' })).toEqual(tooYoung); // not born yet
    expect(messagesFor({ ...valid, birthDate: '1906-11-23' })).toEqual({}); // 119, 120 tomorrow
    expect(messagesFor({ ...valid, birthDate: '1906-11-22' })).toEqual({}); // 120 today
    expect(messagesFor({ ...valid, birthDate: '1905-11-22' })).toEqual(tooYoung); // 121
  });

  it('tells a missing gender from a wrong one', () => {
    expect(messagesFor({ ...valid, gender: undefined })).toEqual({ gender: 'Gender is required' });
    expect(messagesFor({ ...valid, gender: '' })).toEqual({ gender: 'Gender is required' });
    expect(messagesFor({ ...valid, gender: 'OTHER' })).toEqual({ gender: 'Please select a gender' });
    expect(messagesFor({ ...valid, gender: 'male' })).toEqual({ gender: 'Please select a gender' });
  });

  it('needs a password of at least 8 characters', () => {
    expect(messagesFor({ ...valid, password: '1234567' })).toEqual({
      password: 'Password must be at least 8 characters',
    });
    expect(messagesFor({ ...valid, password: '12345678' })).toEqual({});
  });

  it('accepts and ignores a role in the payload (the server always makes a TALENT)', () => {
    expect(registerSchema.safeParse({ ...valid, role: 'ADMIN' }).success).toBe(true);
  });
});

describe('registerFormSchema', () => {
  it('puts the mismatch on confirmPassword', () => {
    expect(messagesFor({ ...valid, confirmPassword: 'other-pass' }, registerFormSchema)).toEqual({
      confirmPassword: "Passwords don't match",
    });
    expect(messagesFor({ ...valid, confirmPassword: valid.password }, registerFormSchema)).toEqual({});
    // Shown together with the other fields' messages, not only once they are fixed.
    expect(
      messagesFor({ ...valid, firstName: '', confirmPassword: 'other-pass' }, registerFormSchema),
    ).toEqual({
      firstName: 'First name is required',
      confirmPassword: "Passwords don't match",
    });
  });
});

describe('updateMeSchema', () => {
  it('takes a partial update and refuses unknown fields', () => {
    expect(updateMeSchema.parse({ preferredLanguage: 'EN' })).toEqual({ preferredLanguage: 'EN' });
    expect(updateMeSchema.safeParse({ role: 'ADMIN' }).success).toBe(false);
    expect(messagesFor({ preferredLanguage: 'FR' }, updateMeSchema)).toEqual({
      preferredLanguage: 'Language must be RO or EN',
    });
  });
});

describe('validationMessageKey', () => {
  it('finds the translation key of every message and nothing for other texts', () => {
    for (const [key, text] of Object.entries(M)) expect(validationMessageKey(text)).toBe(key);
    expect(validationMessageKey('Something else')).toBeUndefined();
  });
});
