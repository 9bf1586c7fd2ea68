import {
  INVALID_CREDENTIALS_MESSAGE,
  ONLY_TALENT_MESSAGE,
  TOO_MANY_LOGIN_ATTEMPTS_MESSAGE,
} from '@talent/contract/errors';
import { VALIDATION_MESSAGES as M } from '@talent/contract/validation-messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, errorBody, register, type TestApp } from '../../test/test-app';
import { AuthRepository } from './auth.repository';
import { AuthService } from './auth.service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { LOGIN_MAX_FAILURES_PER_EMAIL: '3', LOGIN_MAX_ATTEMPTS_PER_IP: '8' } });
});
afterAll(async () => {
  await t.close();
});

let ipCounter = 0;
/** Each test signs in from its own address unless it is about the per-IP limit. */
const freshIp = () => `203.0.113.${++ipCounter}`;

const login = (payload: unknown, remoteAddress = '198.51.100.1') =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload: payload as object, remoteAddress });

describe('POST /api/auth/login', () => {
  it('signs a talent in with any letter case of the e-mail; the tokens work', async () => {
    const { payload } = await register(t.app);
    const response = await login(
      { email: payload.email.toUpperCase(), password: payload.password },
      freshIp(),
    );
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(typeof data.accessToken).toBe('string');
    expect(typeof data.refreshToken).toBe('string');
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(data.accessToken) });
    expect(me.json().data.email).toBe(payload.email);
  });

  it('gives the same 401 for an unknown e-mail and a wrong password', async () => {
    const { payload } = await register(t.app);
    const ip = freshIp();
    const unknown = await login({ email: 'nobody@example.com', password: payload.password }, ip);
    const wrong = await login({ email: payload.email, password: 'wrong password' }, ip);
    for (const response of [unknown, wrong]) {
      expect(response.statusCode).toBe(401);
      expect(errorBody(response)).toEqual({
        statusCode: 401,
        code: 'INVALID_CREDENTIALS',
        message: INVALID_CREDENTIALS_MESSAGE,
      });
    }
  });

  it('validates with the login rules', async () => {
    const short = await login({ email: 'a@example.com', password: '12345' }, freshIp());
    expect(short.statusCode).toBe(400);
    expect(errorBody(short)).toMatchObject({
      message: M.loginPasswordMin,
      fields: { password: M.loginPasswordMin },
    });
    const badEmail = await login({ email: 'a@', password: '123456' }, freshIp());
    expect(errorBody(badEmail)).toMatchObject({ message: M.invalidEmail, fields: { email: M.invalidEmail } });
  });

  it.each(['ADMIN', 'CLIENT'] as const)('refuses a %s with 403 and no tokens', async (role) => {
    const service = new AuthService(new AuthRepository(t.app.db), t.config);
    const email = `${role.toLowerCase()}@example.com`;
    await service.createUser({ role, email, password: 'operator-pass', firstName: 'Op', lastName: 'Erator' });
    const response = await login({ email, password: 'operator-pass' }, freshIp());
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ statusCode: 403, code: 'ONLY_TALENT', message: ONLY_TALENT_MESSAGE });
    // With the wrong password the role stays secret.
    const wrong = await login({ email, password: 'not-the-pass' }, freshIp());
    expect(wrong.statusCode).toBe(401);
  });

  describe('rate limits', () => {
    it('refuses an e-mail after too many failures with 429 and Retry-After, even with the right password', async () => {
      const { payload } = await register(t.app);
      // Failures from several addresses: the e-mail limit is about the account, not the address.
      for (let attempt = 0; attempt < 3; attempt += 1) {
        const response = await login({ email: payload.email, password: 'wrong password' }, freshIp());
        expect(response.statusCode).toBe(401);
      }
      const blocked = await login({ email: payload.email, password: payload.password }, freshIp());
      expect(blocked.statusCode).toBe(429);
      expect(errorBody(blocked)).toEqual({
        statusCode: 429,
        code: 'TOO_MANY_REQUESTS',
        message: TOO_MANY_LOGIN_ATTEMPTS_MESSAGE,
      });
      const retryAfter = Number(blocked.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(14 * 60);
      expect(retryAfter).toBeLessThanOrEqual(15 * 60);

      // Another account is not affected.
      const other = await register(t.app);
      const ok = await login({ email: other.payload.email, password: other.payload.password }, freshIp());
      expect(ok.statusCode).toBe(200);
    });

    it('a successful sign-in clears the failures of that e-mail', async () => {
      const { payload } = await register(t.app);
      const fail = () => login({ email: payload.email, password: 'wrong password' }, freshIp());
      expect((await fail()).statusCode).toBe(401);
      expect((await fail()).statusCode).toBe(401);
      const ok = await login({ email: payload.email, password: payload.password }, freshIp());
      expect(ok.statusCode).toBe(200);
      expect((await fail()).statusCode).toBe(401);
      expect((await fail()).statusCode).toBe(401);
      expect((await fail()).statusCode).toBe(401);
      expect((await fail()).statusCode).toBe(429);
    });

    it('refuses an address after too many attempts of any kind', async () => {
      const ip = freshIp();
      for (let attempt = 0; attempt < 8; attempt += 1) {
        const response = await login({ email: `probe${attempt}@example.com`, password: 'whatever1' }, ip);
        expect(response.statusCode).toBe(401);
      }
      const blocked = await login({ email: 'probe-last@example.com', password: 'whatever1' }, ip);
      expect(blocked.statusCode).toBe(429);
      expect(errorBody(blocked).message).toBe(TOO_MANY_LOGIN_ATTEMPTS_MESSAGE);
      expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
      // Another address is still served.
      const other = await login({ email: 'probe-last@example.com', password: 'whatever1' }, freshIp());
      expect(other.statusCode).toBe(401);
    });
  });
});

describe('POST /api/auth/register rate limit', () => {
  it('refuses an address that registers too often', async () => {
    const limited = await createTestApp({ env: { REGISTER_MAX_PER_IP: '2' } });
    try {
      const attempt = () =>
        limited.app.inject({
          method: 'POST',
          url: '/api/auth/register',
          payload: {},
          remoteAddress: '192.0.2.7',
        });
      expect((await attempt()).statusCode).toBe(400);
      expect((await attempt()).statusCode).toBe(400);
      const blocked = await attempt();
      expect(blocked.statusCode).toBe(429);
      expect(errorBody(blocked)).toMatchObject({ statusCode: 429, code: 'TOO_MANY_REQUESTS' });
      expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    } finally {
      await limited.close();
    }
  });
});
