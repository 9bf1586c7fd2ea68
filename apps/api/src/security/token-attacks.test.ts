import type { AuthTokens } from '@talent/contract/auth';
import type { LightMyRequestResponse } from 'fastify';
import { decodeJwt, SignJWT } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { SESSION_EXPIRED_MESSAGE } from '../http-error';
import { freshIp, signIn } from '../test/actors';
import { askForReset, outboxMessagesTo, resetTokenOf } from '../test/mail-helpers';
import { bearer, buildTestApp, castingPayload, createStaff, register } from '../test/test-app';

/**
 * Every way a client could present a token it should not have (DESIGN §4: access JWT HS256 15 min
 * with sub/role/typ; opaque refresh tokens, rotated, a reused one revokes its family; logout, password
 * change, reset and deletion end sessions). Each answer is a 401/403 in the error shape, never a 500.
 */

const PUBLIC_URL = 'https://talent.example.test';

const t = buildTestApp({ env: { PUBLIC_URL } });
/** A talent whose tokens the forgeries start from (never signed out here). */
let victim: { email: string; password: string; userId: string; tokens: AuthTokens };
let staff: Awaited<ReturnType<typeof createStaff>>;

beforeAll(async () => {
  const { payload, tokens } = await register(t.app);
  victim = {
    email: payload.email,
    password: payload.password,
    userId: decodeJwt(tokens.accessToken).sub!,
    tokens,
  };
  staff = await createStaff(t, 'CLIENT');
});

const me = (authorization?: string) =>
  t.app.inject({ url: '/api/auth/me', headers: authorization === undefined ? {} : { authorization } });
const meWith = (accessToken: string) => me(`Bearer ${accessToken}`);
const refresh = (refreshToken: string, url = '/api/auth/refresh') =>
  t.app.inject({ method: 'POST', url, payload: { refreshToken } });

/** 401 (or the given status) in the API's error shape; a 401 of a token check is UNAUTHORIZED. */
function expectRefused(response: LightMyRequestResponse, status = 401, what = '', code?: string) {
  expect(response.statusCode, `${what} ${response.body.slice(0, 200)}`).toBe(status);
  const body = response.json();
  expect(body, what).toEqual({
    statusCode: status,
    code: code ?? (status === 401 ? 'UNAUTHORIZED' : expect.any(String)),
    message: expect.any(String),
    ...(body.fields ? { fields: expect.any(Object) } : {}),
  });
}

const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
const partsOf = (jwt: string) => jwt.split('.') as [string, string, string];
const now = () => Math.floor(Date.now() / 1000);

/** Signed with the server's own key: only a leaked key could do this, and only tests have it. */
const signWithServerKey = (claims: Record<string, unknown>, alg = 'HS256') =>
  new SignJWT(claims).setProtectedHeader({ alg, typ: 'JWT' }).sign(t.config.jwtSecret);

describe('forged access tokens', () => {
  it('alg "none" (in any spelling, with or without a signature) → 401', async () => {
    const [, payload, signature] = partsOf(victim.tokens.accessToken);
    for (const alg of ['none', 'None', 'NONE', 'nOnE']) {
      const header = b64({ alg, typ: 'JWT' });
      expectRefused(await meWith(`${header}.${payload}.`), 401, alg);
      expectRefused(await meWith(`${header}.${payload}.${signature}`), 401, `${alg} with signature`);
    }
    // Same claims, no header change, signature dropped.
    expectRefused(await meWith(`${partsOf(victim.tokens.accessToken)[0]}.${payload}.`));
  });

  it('signed with another key, or with the right key under another algorithm → 401', async () => {
    const claims = decodeJwt(victim.tokens.accessToken);
    const otherKey = new TextEncoder().encode('another-secret-that-is-long-enough-0123456789abcdef');
    const wrongKey = await new SignJWT(claims).setProtectedHeader({ alg: 'HS256' }).sign(otherKey);
    expectRefused(await meWith(wrongKey), 401, 'wrong key');
    // Only HS256 is accepted, even with the server's own secret.
    for (const alg of ['HS384', 'HS512']) {
      expectRefused(await meWith(await signWithServerKey(claims, alg)), 401, alg);
    }
  });

  it('a tampered payload under the original signature → 401, whatever was changed', async () => {
    const [header, payload, signature] = partsOf(victim.tokens.accessToken);
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
    const other = await register(t.app);
    for (const change of [
      { role: 'ADMIN' },
      { role: 'CLIENT' },
      { sub: decodeJwt(other.tokens.accessToken).sub },
      { exp: claims.exp + 3600 },
      { sid: decodeJwt(other.tokens.accessToken).sid },
    ]) {
      const tampered = `${header}.${b64({ ...claims, ...change })}.${signature}`;
      expectRefused(await meWith(tampered), 401, JSON.stringify(change));
    }
    // A flipped bit in the signature itself.
    const flipped = signature.slice(0, -2) + (signature.endsWith('AA') ? 'AB' : 'AA');
    expectRefused(await meWith(`${header}.${payload}.${flipped}`), 401, 'signature');
  });

  it('correctly signed but naming another user or a dead session → 401', async () => {
    const claims = decodeJwt(victim.tokens.accessToken);
    const other = await register(t.app);
    // Another user's id with the victim's session: the session is looked up together with its user.
    const swapped = await signWithServerKey({ ...claims, sub: decodeJwt(other.tokens.accessToken).sub });
    expectRefused(await meWith(swapped), 401, 'sub');
    const unknown = await signWithServerKey({ ...claims, sid: 'no-such-session' });
    expectRefused(await meWith(unknown), 401, 'sid');
  });

  it('with a leaked key, claiming ADMIN still gets the role stored for the session (TALENT)', async () => {
    const admin = await signWithServerKey({ ...decodeJwt(victim.tokens.accessToken), role: 'ADMIN' });
    // The role comes from the database, not the token: the staff route refuses a talent...
    const create = await t.app.inject({
      method: 'POST',
      url: '/api/castings',
      headers: bearer(admin),
      payload: castingPayload(),
    });
    expectRefused(create, 403, 'staff route');
    expect(create.json().code).toBe('ONLY_STAFF');
    // ...and the talent routes still see the talent.
    expect((await meWith(admin)).json().data).toMatchObject({ id: victim.userId, role: 'TALENT' });
  });

  it('expired (exp in the past, signed with the real key) → 401 "session expired"', async () => {
    const claims = decodeJwt(victim.tokens.accessToken);
    for (const exp of [now() - 1, now() - 60, now() - 30 * 24 * 3600]) {
      const expired = await signWithServerKey({ ...claims, iat: exp - 900, exp });
      const response = await meWith(expired);
      expectRefused(response, 401, `exp ${exp}`);
      expect(response.json().message).toBe(SESSION_EXPIRED_MESSAGE);
    }
  });

  it('not an access token: typ "refresh" or none, or the refresh token itself as Bearer → 401', async () => {
    const claims = decodeJwt(victim.tokens.accessToken);
    const { typ: _typ, ...withoutTyp } = claims;
    for (const forged of [
      await signWithServerKey({ ...claims, typ: 'refresh' }),
      await signWithServerKey(withoutTyp),
      await signWithServerKey({ ...claims, sub: 42 }),
      await signWithServerKey({ ...withoutTyp, typ: ['access'] }),
    ]) {
      expectRefused(await meWith(forged), 401, JSON.stringify(decodeJwt(forged)));
    }
    expectRefused(await meWith(victim.tokens.refreshToken), 401, 'refresh token as Bearer');
    // And the other way round: an access token is not a refresh token.
    const accessAsRefresh = await refresh(victim.tokens.accessToken);
    // Longer than any refresh token: refused by the body's schema (400) before any lookup.
    expectRefused(accessAsRefresh, 400, 'access token at /refresh');
    expect((await meWith(victim.tokens.accessToken)).statusCode).toBe(200);
  });

  it("a staff token on talent routes and a talent token on staff routes → 403; each side's refresh refuses the other's", async () => {
    const onTalent = await meWith(staff.tokens.accessToken);
    expectRefused(onTalent, 403, 'staff on /api/auth/me');
    expect(onTalent.json().code).toBe('ONLY_TALENT');
    const onStaff = await t.app.inject({
      method: 'PATCH',
      url: '/api/castings/any-id',
      headers: bearer(victim.tokens.accessToken),
      payload: { duration: '1 zi' },
    });
    expectRefused(onStaff, 403, 'talent on staff route');
    expect(onStaff.json().code).toBe('ONLY_STAFF');

    expectRefused(await refresh(staff.tokens.refreshToken), 403, 'staff refresh at /api/auth/refresh');
    expectRefused(
      await refresh(victim.tokens.refreshToken, '/api/staff/auth/refresh'),
      403,
      'talent at staff',
    );
    // Refused before rotation: both refresh tokens still work on their own side.
    const staffRotated = await refresh(staff.tokens.refreshToken, '/api/staff/auth/refresh');
    expect(staffRotated.statusCode).toBe(200);
    staff.tokens = staffRotated.json().data;
    const talentRotated = await refresh(victim.tokens.refreshToken);
    expect(talentRotated.statusCode).toBe(200);
    victim.tokens = talentRotated.json().data;
  });

  it('malformed Authorization headers → 401 in the error shape, never a 500', async () => {
    const valid = victim.tokens.accessToken;
    const headers: Array<string | undefined> = [
      undefined,
      '',
      ' ',
      'Bearer',
      'Bearer ',
      'Bearer  ',
      'Basic dXNlcjpwYXNz',
      valid,
      `Token ${valid}`,
      `Bearer ${valid} extra`,
      `Bearer ${valid}.`,
      `Bearer ${valid}x`,
      `Bearer ${valid.replaceAll('.', '')}`,
      'Bearer a.b.c',
      'Bearer ...',
      'Bearer ..',
      `Bearer ${b64({ alg: 'HS256' })}.${Buffer.from('not json').toString('base64url')}.sig`,
      `Bearer ${b64({ alg: 'HS256' })}.${b64([1, 2, 3])}.sig`,
      `Bearer ${'A'.repeat(64 * 1024)}`,
      `Bearer ${'a.'.repeat(5000)}a`,
      `Bearer \u00e9\u00e8\u00ea.\u00fc.\u00ff`,
      `Bearer \u00a0${valid.slice(1)}`,
    ];
    for (const authorization of headers) {
      const index = headers.indexOf(authorization);
      expectRefused(await me(authorization), 401, `#${index} ${JSON.stringify(authorization?.slice(-20))}`);
    }
    // A multi-byte value arrives as its UTF-8 bytes read as Latin-1: still just an unknown token.
    const multiByte = await t.app.inject({
      url: '/api/auth/me',
      headers: { authorization: Buffer.from('Bearer țâșă.🎭.ж', 'utf8').toString('latin1') },
    });
    expectRefused(multiByte, 401, 'utf-8 bytes');
    // Case and spacing around the real token are tolerated (RFC 7235: the scheme is case-insensitive;
    // the pattern's \s also takes a no-break space): it is still exactly the valid token.
    for (const tolerated of [`bearer   ${valid}`, `BEARER ${valid} `, `Bearer ${valid}\u00a0`]) {
      expect((await me(tolerated)).statusCode, tolerated.slice(-10)).toBe(200);
    }
  });

  it('over real HTTP, an oversized Authorization header is refused by Node (431), not a 500', async () => {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    try {
      const response = await fetch(`${address}/api/auth/me`, {
        headers: { authorization: `Bearer ${'A'.repeat(64 * 1024)}` },
      });
      expect(response.status).toBe(431);
      const small = await fetch(`${address}/api/auth/me`, { headers: { authorization: 'Bearer x.y.z' } });
      expect(small.status).toBe(401);
      expect(await small.json()).toMatchObject({ statusCode: 401, code: 'UNAUTHORIZED' });
    } finally {
      await t.app.server.close();
    }
  });
});

describe('refresh tokens', () => {
  it('a replayed refresh token → 401, and its whole family is revoked (new refresh and access tokens too)', async () => {
    const first = await signIn(t, victim);
    const second = (await refresh(first.refreshToken)).json().data as AuthTokens;
    expect((await meWith(second.accessToken)).statusCode).toBe(200);

    const replay = await refresh(first.refreshToken);
    expectRefused(replay, 401, 'replay');
    expect(replay.json().message).toBe(SESSION_EXPIRED_MESSAGE);
    expectRefused(await refresh(second.refreshToken), 401, 'newest refresh token');
    expectRefused(await meWith(second.accessToken), 401, 'newest access token');
    expectRefused(await meWith(first.accessToken), 401, 'first access token');
    // Only that family: the victim's other session is untouched.
    expect((await meWith(victim.tokens.accessToken)).statusCode).toBe(200);
  });

  it('two refreshes of one token at the same moment: one pair is issued, the other is a replay that ends the session', async () => {
    // The server cannot tell two tabs from a thief racing the owner, so it treats the loser as a
    // replay (DESIGN §4). Two tabs never get here: apps/web/src/lib/api-client.ts refreshes once per
    // tab (a shared promise) and across tabs under navigator.locks, and hands a rotated pair to the
    // tab that asks second (e2e/tests/session-refresh.spec.ts, "two tabs").
    const session = await signIn(t, victim);
    const [one, two] = await Promise.all([refresh(session.refreshToken), refresh(session.refreshToken)]);
    const statuses = [one.statusCode, two.statusCode].sort();
    expect(statuses).toEqual([200, 401]);
    const loser = one.statusCode === 401 ? one : two;
    const winner = (one.statusCode === 200 ? one : two).json().data as AuthTokens;
    expectRefused(loser, 401, 'the second refresh');
    expectRefused(await refresh(winner.refreshToken), 401, "the winner's refresh token");
    expectRefused(await meWith(winner.accessToken), 401, "the winner's access token");
    expect((await meWith(victim.tokens.accessToken)).statusCode).toBe(200);
  });

  it('a refresh token past its absolute expiry → 401, without rotating', async () => {
    const session = await signIn(t, victim);
    const sid = decodeJwt(session.accessToken).sid as string;
    await t.app.db
      .updateTable('refresh_tokens')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('session_id', '=', sid)
      .execute();
    const response = await refresh(session.refreshToken);
    expectRefused(response, 401);
    expect(response.json().message).toBe(SESSION_EXPIRED_MESSAGE);
  });

  it('unknown or garbled refresh tokens → 401 or 400, never 500', async () => {
    for (const token of [
      'x'.repeat(43),
      `${victim.tokens.refreshToken}x`,
      'ж'.repeat(40),
      '\u0000'.repeat(10),
    ]) {
      const response = await refresh(token);
      expect([400, 401], token.slice(0, 10)).toContain(response.statusCode);
      expect(response.json()).toMatchObject({ statusCode: response.statusCode, code: expect.any(String) });
    }
    for (const payload of [{ refreshToken: 42 }, { refreshToken: null }, {}, { refreshToken: ['a'] }]) {
      const response = await t.app.inject({ method: 'POST', url: '/api/auth/refresh', payload });
      expectRefused(response, 400, JSON.stringify(payload));
    }
  });
});

/** A fresh talent with two sessions: the one acting, and another "device". */
async function talentWithTwoSessions() {
  const { payload, tokens } = await register(t.app);
  const account = { email: payload.email, password: payload.password };
  return { account, current: tokens, other: await signIn(t, account) };
}

async function expectSessionDead(tokens: AuthTokens, what: string) {
  expectRefused(await meWith(tokens.accessToken), 401, `${what}: access`);
  expectRefused(await refresh(tokens.refreshToken), 401, `${what}: refresh`);
}

/** An authenticated JSON call as the holder of `accessToken`. */
const callAs = (accessToken: string, method: 'POST' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(accessToken), ...(payload ? { payload } : {}) });

const login = (email: string, password: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password },
    remoteAddress: freshIp(),
  });

describe('tokens after the session or the account ends', () => {
  it('logout: that session access and refresh → 401 at once; the other session keeps working', async () => {
    const { current, other } = await talentWithTwoSessions();
    expect((await callAs(current.accessToken, 'POST', '/api/auth/logout')).statusCode).toBe(204);
    await expectSessionDead(current, 'signed out');
    expect((await meWith(other.accessToken)).statusCode).toBe(200);
    expect((await refresh(other.refreshToken)).statusCode).toBe(200);
    // A second sign-out with the dead token is refused, not a 500.
    expectRefused(await callAs(current.accessToken, 'POST', '/api/auth/logout'));
  });

  it("logout naming another user's refresh token leaves that user signed in", async () => {
    const { current } = await talentWithTwoSessions();
    const victimSession = await signIn(t, victim);
    const response = await callAs(current.accessToken, 'POST', '/api/auth/logout', {
      refreshToken: victimSession.refreshToken,
    });
    expect(response.statusCode).toBe(204);
    expect((await meWith(victimSession.accessToken)).statusCode).toBe(200);
    expect((await refresh(victimSession.refreshToken)).statusCode).toBe(200);
  });

  it('password change: every other session → 401 (access and refresh); the current one keeps working', async () => {
    const { account, current, other } = await talentWithTwoSessions();
    const changed = await callAs(current.accessToken, 'POST', '/api/auth/change-password', {
      currentPassword: account.password,
      newPassword: 'a brand new passphrase',
    });
    expect(changed.statusCode, changed.body).toBe(204);
    await expectSessionDead(other, 'other session');
    expect((await meWith(current.accessToken)).statusCode).toBe(200);
    const rotated = await refresh(current.refreshToken);
    expect(rotated.statusCode).toBe(200);
    expect((await meWith(rotated.json().data.accessToken)).statusCode).toBe(200);
    expectRefused(await login(account.email, account.password), 401, 'old password', 'INVALID_CREDENTIALS');
  });

  it('password reset: every session → 401, including the one that asked', async () => {
    const { account, current, other } = await talentWithTwoSessions();
    await askForReset(t, account.email, freshIp());
    const [mail] = await outboxMessagesTo(t, account.email);
    if (!mail) throw new Error('no reset e-mail');
    const token = resetTokenOf(mail, PUBLIC_URL);
    // The reset token is not a refresh or access token either.
    expectRefused(await refresh(token), 401, 'reset token at /refresh');
    expectRefused(await meWith(token), 401, 'reset token as Bearer');

    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token, password: 'reset and renewed' },
    });
    expect(reset.statusCode, reset.body).toBe(204);
    await expectSessionDead(current, 'current session');
    await expectSessionDead(other, 'other session');
    expect((await login(account.email, 'reset and renewed')).statusCode).toBe(200);
  });

  it('account deletion: every session → 401, and the credentials no longer sign in', async () => {
    const { account, current, other } = await talentWithTwoSessions();
    const deleted = await callAs(current.accessToken, 'DELETE', '/api/auth/me', {
      password: account.password,
    });
    expect(deleted.statusCode, deleted.body).toBe(204);
    await expectSessionDead(current, 'current session');
    await expectSessionDead(other, 'other session');
    expectRefused(await login(account.email, account.password), 401, 'login', 'INVALID_CREDENTIALS');
    // A forged token for the deleted user, with the real key, finds no session either.
    const forged = await signWithServerKey({
      ...decodeJwt(current.accessToken),
      iat: now(),
      exp: now() + 600,
    });
    expectRefused(await meWith(forged), 401, 'forged for the deleted user');
  });
});
