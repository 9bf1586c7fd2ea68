import { ONLY_TALENT_MESSAGE } from '@talent/contract/errors';
import { VALIDATION_MESSAGES as M } from '@talent/contract/validation-messages';
import { decodeJwt, SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { bearer, buildTestApp, createTestApp, errorBody, expectError, register } from '../../test/test-app';

const t = buildTestApp();

const me = (accessToken: string) =>
  t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(accessToken) });
const refresh = (refreshToken: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/auth/refresh', payload: { refreshToken } });
const logout = (accessToken: string, payload?: object) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/logout',
    headers: bearer(accessToken),
    ...(payload && { payload }),
  });

/** Signs claims with the server's own key: only a leaked key could do this, and only tests have it. */
const signWithServerKey = (claims: Record<string, unknown>) =>
  new SignJWT(claims).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).sign(t.config.jwtSecret);

describe('POST /api/auth/refresh', () => {
  it('rotates: a new pair in the same session, and the new access token works', async () => {
    const { tokens } = await register(t.app);
    const response = await refresh(tokens.refreshToken);
    expect(response.statusCode).toBe(200);
    const next = response.json().data;
    expect(next.refreshToken).not.toBe(tokens.refreshToken);
    expect(decodeJwt(next.accessToken).sid).toBe(decodeJwt(tokens.accessToken).sid);
    expect((await me(next.accessToken)).statusCode).toBe(200);
    // Rotation keeps the session: the first access token is still valid until it expires.
    expect((await me(tokens.accessToken)).statusCode).toBe(200);
  });

  it('a replayed refresh token revokes the whole family', async () => {
    const { tokens } = await register(t.app);
    const second = (await refresh(tokens.refreshToken)).json().data;
    const third = (await refresh(second.refreshToken)).json().data;

    const replay = await refresh(tokens.refreshToken);
    expect(replay.statusCode).toBe(401);
    expect(errorBody(replay)).toMatchObject({ statusCode: 401, code: 'UNAUTHORIZED' });

    // The thief's and the owner's newest tokens die with the family.
    expect((await refresh(third.refreshToken)).statusCode).toBe(401);
    expect((await me(third.accessToken)).statusCode).toBe(401);
  });

  it('refuses unknown, empty and expired tokens with 401 or 400', async () => {
    const unknown = await refresh('x'.repeat(43));
    expect(unknown.statusCode).toBe(401);
    expect(errorBody(unknown).message).toMatch(/sign in again/i);

    const empty = await refresh('');
    expect(empty.statusCode).toBe(400);
    expect(errorBody(empty)).toMatchObject({
      message: M.refreshTokenRequired,
      fields: { refreshToken: M.refreshTokenRequired },
    });

    const { tokens } = await register(t.app);
    // 30 days later: the family's absolute expiry has passed.
    await t.app.db
      .updateTable('refresh_tokens')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .execute();
    const expired = await refresh(tokens.refreshToken);
    expect(expired.statusCode).toBe(401);
    expect(errorBody(expired).message).toBe('Your session has expired. Please sign in again.');
  });

  it('refuses a user who is no longer a talent with 403', async () => {
    const { payload, tokens } = await register(t.app);
    await t.app.db.updateTable('users').set({ role: 'CLIENT' }).where('email', '=', payload.email).execute();
    const response = await refresh(tokens.refreshToken);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ statusCode: 403, code: 'ONLY_TALENT', message: ONLY_TALENT_MESSAGE });
    const meResponse = await me(tokens.accessToken);
    expect(meResponse.statusCode).toBe(403);
    expect(errorBody(meResponse).message).toBe(ONLY_TALENT_MESSAGE);
  });
});

describe('expired access tokens', () => {
  it('are refused with 401, and a refresh brings the session back', async () => {
    // Tokens count whole seconds (exp = floor(now) + TTL): with a TTL of 1 s a token made late in a
    // second lives only milliseconds, so the refreshed one could expire before its first use. With 2 s
    // it lives at least 1 s, and the first is still expired after 2.1 s.
    const shortLived = await createTestApp({ config: { accessTokenTtlSeconds: 2 } });
    try {
      const { tokens } = await register(shortLived.app);
      await new Promise((resolve) => setTimeout(resolve, 2100));
      const expired = await shortLived.app.inject({
        method: 'GET',
        url: '/api/auth/me',
        headers: bearer(tokens.accessToken),
      });
      expectError(expired, 401, 'UNAUTHORIZED', 'Your session has expired. Please sign in again.');
      const refreshed = await shortLived.app.inject({
        method: 'POST',
        url: '/api/auth/refresh',
        payload: { refreshToken: tokens.refreshToken },
      });
      expect(refreshed.statusCode).toBe(200);
      const again = await shortLived.app.inject({
        method: 'GET',
        url: '/api/auth/me',
        headers: bearer(refreshed.json().data.accessToken),
      });
      expect(again.statusCode).toBe(200);
    } finally {
      await shortLived.close();
    }
  });

  it('forged with an exp in the past are refused even with the right key', async () => {
    const { tokens } = await register(t.app);
    const now = Math.floor(Date.now() / 1000);
    const expired = await signWithServerKey({
      ...decodeJwt(tokens.accessToken),
      iat: now - 1000,
      exp: now - 60,
    });
    expect((await me(expired)).statusCode).toBe(401);
  });
});

describe('POST /api/auth/logout', () => {
  it('answers 204; the access token and the refresh token of the session stop working', async () => {
    const { tokens } = await register(t.app);
    const response = await logout(tokens.accessToken);
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    expect((await me(tokens.accessToken)).statusCode).toBe(401);
    expect((await refresh(tokens.refreshToken)).statusCode).toBe(401);
  });

  it("also ends the session of a refresh token given in the body, when it is the same user's", async () => {
    const { payload, tokens } = await register(t.app);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: payload.email, password: payload.password },
    });
    const other = login.json().data;
    expect((await logout(tokens.accessToken, { refreshToken: other.refreshToken })).statusCode).toBe(204);
    expect((await refresh(other.refreshToken)).statusCode).toBe(401);

    // Someone else's refresh token is left alone.
    const stranger = await register(t.app);
    const mine = await register(t.app);
    expect(
      (await logout(mine.tokens.accessToken, { refreshToken: stranger.tokens.refreshToken })).statusCode,
    ).toBe(204);
    expect((await refresh(stranger.tokens.refreshToken)).statusCode).toBe(200);
  });

  it('needs a Bearer token', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/auth/logout' });
    expectError(response, 401, 'UNAUTHORIZED', 'Authentication required');
  });
});

describe('access token attacks', () => {
  it('refuses a missing or malformed Authorization header', async () => {
    for (const authorization of [
      undefined,
      '',
      'Bearer',
      'Basic dXNlcjpwYXNz',
      'Bearer not.a.jwt',
      'Bearer a b',
    ]) {
      const response = await t.app.inject({
        method: 'GET',
        url: '/api/auth/me',
        headers: authorization === undefined ? {} : { authorization },
      });
      expect(response.statusCode, String(authorization)).toBe(401);
      expect(errorBody(response).code).toBe('UNAUTHORIZED');
    }
  });

  it('refuses alg "none"', async () => {
    const { tokens } = await register(t.app);
    const [, payload] = tokens.accessToken.split('.');
    const header = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
    expect((await me(`${header}.${payload}.`)).statusCode).toBe(401);
  });

  it('refuses a token signed with another key', async () => {
    const { tokens } = await register(t.app);
    const forged = await new SignJWT(decodeJwt(tokens.accessToken))
      .setProtectedHeader({ alg: 'HS256' })
      .sign(new TextEncoder().encode('another-secret-that-is-long-enough-0123456789'));
    expect((await me(forged)).statusCode).toBe(401);
  });

  it('refuses a tampered payload', async () => {
    const { tokens } = await register(t.app);
    const [header, payload, signature] = tokens.accessToken.split('.') as [string, string, string];
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
    const tampered = Buffer.from(JSON.stringify({ ...claims, role: 'ADMIN', sub: 'someone-else' })).toString(
      'base64url',
    );
    expect((await me(`${header}.${tampered}.${signature}`)).statusCode).toBe(401);
  });

  it('refuses a refresh token used as a Bearer token', async () => {
    const { tokens } = await register(t.app);
    expect((await me(tokens.refreshToken)).statusCode).toBe(401);
  });

  it('refuses a correctly signed token that is not an access token', async () => {
    const { tokens } = await register(t.app);
    const claims = decodeJwt(tokens.accessToken);
    expect((await me(await signWithServerKey({ ...claims, typ: 'refresh' }))).statusCode).toBe(401);
    // A session id that does not exist.
    expect((await me(await signWithServerKey({ ...claims, sid: 'no-such-session' }))).statusCode).toBe(401);
  });

  it('stops working once the user is deleted', async () => {
    const { payload, tokens } = await register(t.app);
    await t.app.db.deleteFrom('users').where('email', '=', payload.email).execute();
    expect((await me(tokens.accessToken)).statusCode).toBe(401);
    expect((await refresh(tokens.refreshToken)).statusCode).toBe(401);
  });
});

describe('GET and PATCH /api/auth/me', () => {
  const patch = (accessToken: string, payload: unknown) =>
    t.app.inject({
      method: 'PATCH',
      url: '/api/auth/me',
      headers: bearer(accessToken),
      payload: payload as object,
    });

  it('changes the user and keeps the talent profile in step', async () => {
    const { tokens } = await register(t.app);
    const response = await patch(tokens.accessToken, {
      firstName: '  Elena ',
      lastName: 'Georgescu',
      gender: 'FEMALE',
      preferredLanguage: 'EN',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      firstName: 'Elena',
      lastName: 'Georgescu',
      preferredLanguage: 'EN',
    });
    const again = (await me(tokens.accessToken)).json().data;
    expect(again.preferredLanguage).toBe('EN');
    const profile = await t.app.db
      .selectFrom('talent_profiles')
      .selectAll()
      .where('user_id', '=', again.id)
      .executeTakeFirstOrThrow();
    expect(profile).toMatchObject({
      first_name: 'Elena',
      last_name: 'Georgescu',
      gender: 'FEMALE',
    });
  });

  it('shows the photo of the own talent profile', async () => {
    const { tokens } = await register(t.app);
    const user = (await me(tokens.accessToken)).json().data;
    await t.app.db
      .updateTable('talent_profiles')
      .set({ profile_photo_url: '/media/photos/abc-display.webp' })
      .where('user_id', '=', user.id)
      .execute();
    expect((await me(tokens.accessToken)).json().data.profilePhotoUrl).toBe('/media/photos/abc-display.webp');
  });

  it('an empty body changes nothing', async () => {
    const { tokens } = await register(t.app);
    const before = (await me(tokens.accessToken)).json().data;
    const response = await patch(tokens.accessToken, {});
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual(before);
  });

  it('refuses unknown fields and invalid values with 400', async () => {
    const { tokens } = await register(t.app);
    const unknown = await patch(tokens.accessToken, { firstName: 'Ana', role: 'ADMIN' });
    expect(unknown.statusCode).toBe(400);
    expect(errorBody(unknown)).toMatchObject({
      code: 'VALIDATION_ERROR',
      fields: { role: expect.any(String) },
    });
    expect((await me(tokens.accessToken)).json().data.role).toBe('TALENT');

    const cases: Array<[object, string, string]> = [
      [{ firstName: '' }, 'firstName', M.firstNameRequired],
      [{ gender: 'X' }, 'gender', M.genderInvalid],
      [{ birthDate: '2001-02-29' }, 'birthDate', M.birthDateFormat],
      [{ preferredLanguage: 'ro' }, 'preferredLanguage', M.languageInvalid],
      [{ lastName: 'x'.repeat(101) }, 'lastName', M.textTooLong],
    ];
    for (const [payload, field, message] of cases) {
      const response = await patch(tokens.accessToken, payload);
      expect(response.statusCode).toBe(400);
      expect(errorBody(response)).toMatchObject({ message, fields: { [field]: message } });
    }
  });

  it('needs authentication before it looks at the body', async () => {
    const response = await t.app.inject({
      method: 'PATCH',
      url: '/api/auth/me',
      payload: { nonsense: true },
    });
    expect(response.statusCode).toBe(401);
  });
});
