import { EMAIL_TAKEN_MESSAGE } from '@talent/contract/errors';
import { VALIDATION_MESSAGES as M } from '@talent/contract/validation-messages';
import { describe, expect, it } from 'vitest';
import {
  bearer,
  buildTestApp,
  dateYearsAgo,
  errorBody,
  expectError,
  register,
  registration,
} from '../../test/test-app';

const t = buildTestApp();

const post = (payload: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/auth/register', payload: payload as object });

describe('POST /api/auth/register', () => {
  it('creates a TALENT whatever role the payload asks for, and its tokens work on /me', async () => {
    const payload = registration({ email: '  Maria.Ionescu@Example.COM ', role: 'ADMIN' });
    const response = await post(payload);
    expect(response.statusCode).toBe(201);
    const { data } = response.json();
    expect(Object.keys(data).sort()).toEqual(['accessToken', 'refreshToken']);

    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(data.accessToken) });
    expect(me.statusCode).toBe(200);
    expect(me.json().data).toEqual({
      id: expect.any(String),
      role: 'TALENT',
      email: 'maria.ionescu@example.com',
      firstName: 'Ana',
      lastName: 'Popescu',
      phone: '+40721234567',
      gender: 'FEMALE',
      birthDate: payload.birthDate,
      preferredLanguage: 'RO',
      isGuardianModeEnabled: false,
      hasOwnProfile: true,
      profilePhotoUrl: null,
      createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
    });
    expect(me.json().data).not.toHaveProperty('passwordHash');
  });

  it("creates the user's talent profile with the copied fields", async () => {
    const { payload, tokens } = await register(t.app, { firstName: 'Ioana', gender: 'FEMALE' });
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: bearer(tokens.accessToken),
    });
    const profile = await t.app.db
      .selectFrom('talent_profiles')
      .selectAll()
      .where('user_id', '=', me.json().data.id)
      .execute();
    expect(profile).toHaveLength(1);
    expect(profile[0]).toMatchObject({
      child_id: null,
      first_name: 'Ioana',
      last_name: 'Popescu',
      phone: '+40721234567',
      gender: 'FEMALE',
      date_of_birth: payload.birthDate,
    });
  });

  it('keeps the preferred language when one is sent', async () => {
    const { tokens } = await register(t.app, { preferredLanguage: 'EN' });
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: bearer(tokens.accessToken),
    });
    expect(me.json().data.preferredLanguage).toBe('EN');
  });

  it('answers 409 for an e-mail that already has an account, in any letter case', async () => {
    const { payload } = await register(t.app);
    const response = await post(registration({ email: payload.email.toUpperCase() }));
    expectError(response, 409, 'EMAIL_TAKEN', EMAIL_TAKEN_MESSAGE, { email: EMAIL_TAKEN_MESSAGE });
  });

  describe('validation (specification §5), each with its exact message', () => {
    const cases: Array<[string, Record<string, unknown>, string, string]> = [
      ['invalid e-mail', { email: 'not-an-email' }, 'email', M.invalidEmail],
      ['missing e-mail', { email: undefined }, 'email', M.invalidEmail],
      ['e-mail of the wrong type', { email: 42 }, 'email', M.invalidEmail],
      ['empty first name', { firstName: '' }, 'firstName', M.firstNameRequired],
      ['blank first name', { firstName: '   ' }, 'firstName', M.firstNameRequired],
      ['missing first name', { firstName: undefined }, 'firstName', M.firstNameRequired],
      ['empty last name', { lastName: '' }, 'lastName', M.lastNameRequired],
      ['missing last name', { lastName: undefined }, 'lastName', M.lastNameRequired],
      ['missing phone', { phone: undefined }, 'phone', M.phoneRequired],
      ['empty phone', { phone: '' }, 'phone', M.phoneRequired],
      ['phone of 1 digit', { phone: '+4' }, 'phone', M.phoneFormat],
      ['phone of 16 digits', { phone: '+4072123456789012' }, 'phone', M.phoneFormat],
      ['phone starting with 0', { phone: '0721234567' }, 'phone', M.phoneFormat],
      ['phone with letters', { phone: '+40721abc567' }, 'phone', M.phoneFormat],
      ['missing birth date', { birthDate: undefined }, 'birthDate', M.birthDateRequired],
      ['empty birth date', { birthDate: '' }, 'birthDate', M.birthDateRequired],
      ['birth date 30 February', { birthDate: '2000-02-30' }, 'birthDate', M.birthDateFormat],
      ['birth date in another format', { birthDate: '14.03.1998' }, 'birthDate', M.birthDateFormat],
      ['13 years old tomorrow', { birthDate: dateYearsAgo(13, 1) }, 'birthDate', M.registrationAge],
      ['121 years old', { birthDate: dateYearsAgo(121) }, 'birthDate', M.registrationAge],
      ['born in the future', { birthDate: dateYearsAgo(-1) }, 'birthDate', M.registrationAge],
      ['missing gender', { gender: undefined }, 'gender', M.genderRequired],
      ['empty gender', { gender: '' }, 'gender', M.genderRequired],
      ['gender X', { gender: 'X' }, 'gender', M.genderInvalid],
      ['password of 7 characters', { password: '1234567' }, 'password', M.passwordMin],
      ['missing password', { password: undefined }, 'password', M.passwordMin],
      ['password over 128 characters', { password: 'p'.repeat(129) }, 'password', M.passwordMax],
      ['unknown language', { preferredLanguage: 'DE' }, 'preferredLanguage', M.languageInvalid],
    ];

    it.each(cases)('%s → 400 with the field message', async (_name, override, field, message) => {
      const response = await post(registration(override));
      expect(response.statusCode).toBe(400);
      const body = errorBody(response);
      expect(body).toMatchObject({ statusCode: 400, code: 'VALIDATION_ERROR', message });
      expect(body.fields?.[field]).toBe(message);
    });

    it('reports every invalid field at once', async () => {
      const response = await post({ email: 'x', password: '1', gender: 'X' });
      expect(response.statusCode).toBe(400);
      expect(errorBody(response).fields).toEqual({
        email: M.invalidEmail,
        password: M.passwordMin,
        firstName: M.firstNameRequired,
        lastName: M.lastNameRequired,
        phone: M.phoneRequired,
        birthDate: M.birthDateRequired,
        gender: M.genderInvalid,
      });
    });

    const accepted: Array<[string, Record<string, unknown>]> = [
      ['exactly 13 years old today', { birthDate: dateYearsAgo(13) }],
      ['exactly 120 years old', { birthDate: dateYearsAgo(120) }],
      ['phone of 2 digits', { phone: '+41' }],
      ['phone of 15 digits without plus', { phone: '407212345678901' }],
      ['password of exactly 8 characters', { password: '12345678' }],
    ];

    it.each(accepted)('%s → 201', async (_name, override) => {
      const response = await post(registration(override));
      expect(response.statusCode, response.body).toBe(201);
    });
  });
});
