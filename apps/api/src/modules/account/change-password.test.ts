import { ACCOUNT_MESSAGES as A } from '@talent/contract/account-messages';
import { VALIDATION_MESSAGES as M } from '@talent/contract/validation-messages';
import { describe, expect, it } from 'vitest';
import { bearer, buildTestApp, errorBody, register } from '../../test/test-app';

// A low limit so the throttle test stays short; sign-in keeps its own count.
const t = buildTestApp({ env: { LOGIN_MAX_FAILURES_PER_EMAIL: '3' } });

const NEW_PASSWORD = 'a brand new secret';

const login = (email: string, password: string, remoteAddress = '127.0.0.1') =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password }, remoteAddress });
const refresh = (refreshToken: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/refresh', payload: { refreshToken } });
const me = (accessToken: string) => t.app.inject({ url: '/api/auth/me', headers: bearer(accessToken) });
const changePassword = (accessToken: string, payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/auth/change-password', headers: bearer(accessToken), payload });

describe('POST /api/auth/change-password', () => {
  it('sets the new password: sign-in works with it and no longer with the old one', async () => {
    const { payload, tokens } = await register(t.app);
    const response = await changePassword(tokens.accessToken, {
      currentPassword: payload.password,
      newPassword: NEW_PASSWORD,
    });
    expect(response.statusCode, response.body).toBe(204);
    expect(response.body).toBe('');
    expect((await login(payload.email, NEW_PASSWORD)).statusCode).toBe(200);
    expect((await login(payload.email, payload.password)).statusCode).toBe(401);
  });

  it('ends every other session at once; the current one keeps working and refreshing', async () => {
    const { payload, tokens: current } = await register(t.app);
    const other = (await login(payload.email, payload.password)).json().data;
    expect((await me(other.accessToken)).statusCode).toBe(200);

    const response = await changePassword(current.accessToken, {
      currentPassword: payload.password,
      newPassword: NEW_PASSWORD,
    });
    expect(response.statusCode, response.body).toBe(204);

    // The other session: its access token stops now (sid is checked), its refresh token is dead.
    expect((await me(other.accessToken)).statusCode).toBe(401);
    expect((await refresh(other.refreshToken)).statusCode).toBe(401);
    // The session that changed the password goes on, and its refresh token still rotates.
    expect((await me(current.accessToken)).statusCode).toBe(200);
    const rotated = await refresh(current.refreshToken);
    expect(rotated.statusCode, rotated.body).toBe(200);
    expect((await me(rotated.json().data.accessToken)).statusCode).toBe(200);
  });

  it('a wrong current password → 400 on currentPassword, nothing changed, and no sign-in failure counted', async () => {
    const { payload, tokens } = await register(t.app);
    const other = (await login(payload.email, payload.password)).json().data;
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const response = await changePassword(tokens.accessToken, {
        currentPassword: 'not my password',
        newPassword: NEW_PASSWORD,
      });
      expect(response.statusCode).toBe(400);
      expect(errorBody(response)).toMatchObject({
        code: 'VALIDATION_ERROR',
        message: A.currentPasswordWrong,
        fields: { currentPassword: A.currentPasswordWrong },
      });
    }
    expect((await me(other.accessToken)).statusCode).toBe(200);
    // Sign-in allows 3 failures here: with the 2 above counted, 2 more would lock it.
    expect((await login(payload.email, 'wrong once more')).statusCode).toBe(401);
    expect((await login(payload.email, 'wrong twice more')).statusCode).toBe(401);
    expect((await login(payload.email, payload.password)).statusCode).toBe(200);
  });

  it('guessing through it is bounded: after the limit even the right password gets 429', async () => {
    const { payload, tokens } = await register(t.app);
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const wrong = await changePassword(tokens.accessToken, {
        currentPassword: `guess ${attempt}`,
        newPassword: NEW_PASSWORD,
      });
      expect(wrong.statusCode).toBe(400);
    }
    const blocked = await changePassword(tokens.accessToken, {
      currentPassword: payload.password,
      newPassword: NEW_PASSWORD,
    });
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect((await login(payload.email, payload.password)).statusCode).toBe(200);
  });

  it.each([
    [{ newPassword: NEW_PASSWORD }, 'currentPassword', A.currentPasswordRequired],
    [{ currentPassword: '', newPassword: NEW_PASSWORD }, 'currentPassword', A.currentPasswordRequired],
    [{ currentPassword: 'whatever1', newPassword: 'short' }, 'newPassword', A.newPasswordMin],
    [{ currentPassword: 'whatever1' }, 'newPassword', A.newPasswordMin],
    [{ currentPassword: 'whatever1', newPassword: 'x'.repeat(129) }, 'newPassword', M.passwordMax],
  ])('%o → 400 with the specification message on %s', async (body, field, message) => {
    const { tokens } = await register(t.app);
    const response = await changePassword(tokens.accessToken, body);
    expect(response.statusCode).toBe(400);
    expect(errorBody(response).fields?.[field]).toBe(message);
  });

  it('needs a signed-in talent', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      payload: { currentPassword: 'whatever1', newPassword: NEW_PASSWORD },
    });
    expect(response.statusCode).toBe(401);
  });
});
