import { ACCOUNT_MESSAGES } from '@talent/contract/account-messages';
import { EMAIL_TAKEN_MESSAGE } from '@talent/contract/errors';
import { VALIDATION_MESSAGES as M } from '@talent/contract/validation-messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guardian, setGuardianMode } from '../../test/children-helpers';
import { bearer, createTestApp, dateYearsAgo, errorBody, register, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

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
    expect(response.statusCode).toBe(409);
    expect(errorBody(response)).toEqual({
      statusCode: 409,
      code: 'EMAIL_TAKEN',
      message: EMAIL_TAKEN_MESSAGE,
      fields: { email: EMAIL_TAKEN_MESSAGE },
    });
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

describe('PATCH /api/auth/me: a guardian stays an adult', () => {
  it('guardian mode on: a birth date under 18 → 400 on birthDate, nothing changed', async () => {
    const { headers } = await guardian(t);
    const before = await me(headers);
    const response = await patchMe(headers, { birthDate: dateYearsAgo(18, 1), firstName: 'Other' });
    expect(response.statusCode).toBe(400);
    expect(errorBody(response)).toMatchObject({
      code: 'VALIDATION_ERROR',
      fields: { birthDate: ACCOUNT_MESSAGES.guardianMustStayAdult },
    });
    expect(await me(headers)).toMatchObject({ birthDate: before.birthDate, firstName: before.firstName });
  });

  it('guardian mode on: exactly 18 today is allowed', async () => {
    const { headers } = await guardian(t);
    const response = await patchMe(headers, { birthDate: dateYearsAgo(18) });
    expect(response.statusCode, response.body).toBe(200);
    expect((await ownProfile(headers)).dateOfBirth).toContain(dateYearsAgo(18));
  });

  it('guardian mode off: the same young birth date is accepted', async () => {
    const { headers } = await guardian(t);
    expect((await setGuardianMode(t, headers, false)).statusCode).toBe(200);
    const response = await patchMe(headers, { birthDate: dateYearsAgo(16) });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.birthDate).toBe(dateYearsAgo(16));
  });
});
