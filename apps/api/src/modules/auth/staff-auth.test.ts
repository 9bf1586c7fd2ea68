import { INVALID_CREDENTIALS_MESSAGE, ONLY_TALENT_MESSAGE } from '@talent/contract/errors';
import { ONLY_STAFF_MESSAGE } from '@talent/contract/staff';
import { describe, expect, it } from 'vitest';
import { bearer, buildTestApp, castingPayload, errorBody, register } from '../../test/test-app';

const t = buildTestApp({ env: { LOGIN_MAX_FAILURES_PER_EMAIL: '3' } });

let ip = 0;
const staffLogin = (payload: object, remoteAddress = `198.18.0.${++ip}`) =>
  t.app.inject({ method: 'POST', url: '/api/staff/auth/login', payload, remoteAddress });

async function account(role: 'ADMIN' | 'CLIENT' | 'TALENT') {
  const email = `${role.toLowerCase()}-${Math.random().toString(36).slice(2)}@example.com`;
  await t.container.auth.createUser({
    role,
    email,
    password: 'staff-password-1',
    firstName: 'A',
    lastName: 'B',
  });
  return { email, password: 'staff-password-1' };
}

describe('POST /api/staff/auth/login', () => {
  it.each(['CLIENT', 'ADMIN'] as const)(
    'signs a %s in; the token works on the staff endpoints',
    async (role) => {
      const credentials = await account(role);
      const response = await staffLogin(credentials);
      expect(response.statusCode).toBe(200);
      const { accessToken, refreshToken } = response.json().data;
      expect(typeof refreshToken).toBe('string');
      const created = await t.app.inject({
        method: 'POST',
        url: '/api/castings',
        headers: bearer(accessToken),
        payload: castingPayload(),
      });
      expect(created.statusCode).toBe(201);
      // …and the talent portal still refuses the same account.
      const me = await t.app.inject({ url: '/api/auth/me', headers: bearer(accessToken) });
      expect(me.statusCode).toBe(403);
      expect(errorBody(me).message).toBe(ONLY_TALENT_MESSAGE);
      const talentLogin = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: credentials,
      });
      expect(talentLogin.statusCode).toBe(403);
      expect(errorBody(talentLogin).code).toBe('ONLY_TALENT');
    },
  );

  it('refuses a TALENT with 403 and a clear message, but only after the password', async () => {
    const { payload } = await register(t.app);
    const response = await staffLogin({ email: payload.email, password: payload.password });
    expect(response.statusCode).toBe(403);
    expect(errorBody(response)).toEqual({ statusCode: 403, code: 'ONLY_STAFF', message: ONLY_STAFF_MESSAGE });
    const wrong = await staffLogin({ email: payload.email, password: 'wrong password' });
    expect(wrong.statusCode).toBe(401);
    expect(errorBody(wrong).message).toBe(INVALID_CREDENTIALS_MESSAGE);
  });

  it('shares the sign-in throttle and validation', async () => {
    const credentials = await account('CLIENT');
    const guesser = '198.18.1.1';
    for (let i = 0; i < 3; i += 1) {
      const wrong = await staffLogin({ email: credentials.email, password: 'wrong password' }, guesser);
      expect(wrong.statusCode).toBe(401);
    }
    expect((await staffLogin(credentials, guesser)).statusCode).toBe(429);
    // Refused at the guessing address only: the owner signs in from their own.
    expect((await staffLogin(credentials)).statusCode).toBe(200);
    expect((await staffLogin({ email: 'nope', password: 'x' })).statusCode).toBe(400);
  });
});

describe('POST /api/staff/auth/refresh', () => {
  it('rotates staff refresh tokens and refuses talent ones (each side keeps its own)', async () => {
    const credentials = await account('ADMIN');
    const { refreshToken } = (await staffLogin(credentials)).json().data;
    const refresh = (url: string, token: string) =>
      t.app.inject({ method: 'POST', url, payload: { refreshToken: token } });

    // The talent refresh refuses a staff token, which stays unused.
    const viaTalent = await refresh('/api/auth/refresh', refreshToken);
    expect(viaTalent.statusCode).toBe(403);
    const rotated = await refresh('/api/staff/auth/refresh', refreshToken);
    expect(rotated.statusCode).toBe(200);
    expect(rotated.json().data.refreshToken).not.toBe(refreshToken);
    // A used token revokes the family.
    expect((await refresh('/api/staff/auth/refresh', refreshToken)).statusCode).toBe(401);
    expect((await refresh('/api/staff/auth/refresh', rotated.json().data.refreshToken)).statusCode).toBe(401);

    const { tokens } = await register(t.app);
    const talentOnStaff = await refresh('/api/staff/auth/refresh', tokens.refreshToken);
    expect(talentOnStaff.statusCode).toBe(403);
    expect(errorBody(talentOnStaff).code).toBe('ONLY_STAFF');
  });

  it('staff sign out through POST /api/auth/logout', async () => {
    const credentials = await account('CLIENT');
    const { accessToken } = (await staffLogin(credentials)).json().data;
    const logout = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: bearer(accessToken),
    });
    expect(logout.statusCode).toBe(204);
    const after = await t.app.inject({
      method: 'POST',
      url: '/api/castings',
      headers: bearer(accessToken),
      payload: castingPayload(),
    });
    expect(after.statusCode).toBe(401);
  });
});
