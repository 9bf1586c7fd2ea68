import { ACCOUNT_MESSAGES } from '@talent/contract/account-messages';
import { EMAIL_TAKEN_MESSAGE } from '@talent/contract/errors';
import { VALIDATION_MESSAGES as M } from '@talent/contract/validation-messages';
import { describe, expect, it } from 'vitest';
import { guardian, setGuardianMode } from '../../test/children-helpers';
import { bearer, buildTestApp, dateYearsAgo, errorBody, expectError, register } from '../../test/test-app';

const t = buildTestApp();

const patchMe = (headers: Record<string, string>, payload: object) =>
  t.app.inject({ method: 'PATCH', url: '/api/auth/me', headers, payload });
const me = async (headers: Record<string, string>) =>
  (await t.app.inject({ url: '/api/auth/me', headers })).json().data;
const ownProfile = async (headers: Record<string, string>) =>
  (await t.app.inject({ url: '/api/profiles/me', headers })).json().data;
const login = (email: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });

describe('PATCH /api/auth/me: e-mail', () => {
  it('changes the e-mail, lower-cased; sign-in then works with the new one only', async () => {
    const { payload, tokens } = await register(t.app);
    const headers = bearer(tokens.accessToken);
    const newEmail = `Moved-${Date.now()}@Example.COM`;
    const response = await patchMe(headers, { email: `  ${newEmail} ` });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.email).toBe(newEmail.toLowerCase());
    expect((await login(newEmail.toLowerCase(), payload.password)).statusCode).toBe(200);
    expect((await login(payload.email, payload.password)).statusCode).toBe(401);
  });

  it("another account's e-mail, in any case → 409 EMAIL_TAKEN and nothing changed", async () => {
    const other = await register(t.app);
    const { payload, tokens } = await register(t.app, { phone: '+40721000001' });
    const headers = bearer(tokens.accessToken);
    const response = await patchMe(headers, {
      email: other.payload.email.toUpperCase(),
      phone: '+40799999999',
      firstName: 'Changed',
    });
    expectError(response, 409, 'EMAIL_TAKEN', EMAIL_TAKEN_MESSAGE, { email: EMAIL_TAKEN_MESSAGE });
    expect(await me(headers)).toMatchObject({
      email: payload.email,
      phone: '+40721000001',
      firstName: 'Ana',
    });
  });

  it('its own e-mail again is no conflict', async () => {
    const { payload, tokens } = await register(t.app);
    const response = await patchMe(bearer(tokens.accessToken), { email: payload.email.toUpperCase() });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.email).toBe(payload.email);
  });

  it('an invalid e-mail → 400 on the field', async () => {
    const { tokens } = await register(t.app);
    const response = await patchMe(bearer(tokens.accessToken), { email: 'not-an-email' });
    expect(response.statusCode).toBe(400);
    expect(errorBody(response).fields?.email).toBe(M.invalidEmail);
  });
});

describe('PATCH /api/auth/me: phone', () => {
  it('sets the phone on the account and on the own talent profile', async () => {
    const { tokens } = await register(t.app);
    const headers = bearer(tokens.accessToken);
    const response = await patchMe(headers, { phone: ' +40744555666 ' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.phone).toBe('+40744555666');
    expect((await ownProfile(headers)).phone).toBe('+40744555666');
  });

  it.each([null, '', '   '])('%o clears it on the account and the profile', async (phone) => {
    const { tokens } = await register(t.app);
    const headers = bearer(tokens.accessToken);
    const response = await patchMe(headers, { phone });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.phone).toBeNull();
    expect((await ownProfile(headers)).phone).toBeNull();
  });

  it.each(['0721234567', '+0721234567', '+4', '+40 721 234 567', 'phone', '+1234567890123456'])(
    '%o → 400 with the international-format message, nothing changed',
    async (phone) => {
      const { tokens } = await register(t.app, { phone: '+40721000002' });
      const headers = bearer(tokens.accessToken);
      const response = await patchMe(headers, { phone });
      expect(response.statusCode).toBe(400);
      expect(errorBody(response).fields?.phone).toBe(M.phoneFormat);
      expect((await me(headers)).phone).toBe('+40721000002');
    },
  );
});

describe('the birth date is fixed after registration', () => {
  it('a 14-year-old cannot make themselves an adult, and so cannot become a guardian', async () => {
    const { tokens } = await register(t.app, { birthDate: dateYearsAgo(14) });
    const headers = bearer(tokens.accessToken);
    const response = await patchMe(headers, { birthDate: '1990-01-01', firstName: 'Other' });
    expect(response.statusCode).toBe(400);
    expect(errorBody(response)).toMatchObject({
      code: 'VALIDATION_ERROR',
      message: ACCOUNT_MESSAGES.birthDateFixed,
      fields: { birthDate: ACCOUNT_MESSAGES.birthDateFixed },
    });
    // Nothing of the request was saved, the first name included.
    const user = await me(headers);
    expect(user).toMatchObject({ birthDate: dateYearsAgo(14), firstName: 'Ana' });
    // Through the profile's copy neither.
    const viaProfile = await t.app.inject({
      method: 'POST',
      url: '/api/profiles',
      headers,
      payload: { dateOfBirth: '1990-01-01T00:00:00.000Z' },
    });
    expect(viaProfile.statusCode).toBe(400);
    expect(errorBody(viaProfile).fields).toEqual({ dateOfBirth: ACCOUNT_MESSAGES.birthDateFixed });
    expect((await ownProfile(headers)).dateOfBirth).toBe(`${dateYearsAgo(14)}T00:00:00.000Z`);
    expect((await setGuardianMode(t, headers, true)).statusCode).toBe(403);
    const child = await t.app.inject({
      method: 'POST',
      url: '/api/children',
      headers,
      payload: { firstName: 'Ion', lastName: 'Pop', dateOfBirth: '2018-01-01', gender: 'MALE' },
    });
    expect(child.statusCode).toBe(403);
  });

  it("an adult's birth date cannot be moved either, nor cleared through the profile", async () => {
    const { headers } = await guardian(t);
    const before = await me(headers);
    const response = await patchMe(headers, { birthDate: dateYearsAgo(30) });
    expect(response.statusCode).toBe(400);
    expect(errorBody(response).fields).toEqual({ birthDate: ACCOUNT_MESSAGES.birthDateFixed });
    const cleared = await t.app.inject({
      method: 'POST',
      url: '/api/profiles',
      headers,
      payload: { dateOfBirth: null },
    });
    expect(cleared.statusCode).toBe(400);
    expect((await me(headers)).birthDate).toBe(before.birthDate);
  });

  it('sending the date the account already has is accepted (forms send whole payloads)', async () => {
    const { tokens } = await register(t.app, { birthDate: dateYearsAgo(20) });
    const headers = bearer(tokens.accessToken);
    const response = await patchMe(headers, { birthDate: dateYearsAgo(20), firstName: 'Irina' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({ birthDate: dateYearsAgo(20), firstName: 'Irina' });
    const viaProfile = await t.app.inject({
      method: 'POST',
      url: '/api/profiles',
      headers,
      payload: { dateOfBirth: `${dateYearsAgo(20)}T00:00:00.000Z`, residenceCity: 'Iași' },
    });
    expect(viaProfile.statusCode, viaProfile.body).toBe(200);
    expect(viaProfile.json().data.residenceCity).toBe('Iași');
  });
});
