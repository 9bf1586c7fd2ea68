import { readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { ACCOUNT_MESSAGES as A } from '@talent/contract/account-messages';
import { describe, expect, it } from 'vitest';
import { outboxFiles, outboxMessagesTo, resetTokenOf } from '../../test/mail-helpers';
import {
  bearer,
  buildTestApp,
  createStaff,
  errorBody,
  expectError,
  logCapture,
  register,
} from '../../test/test-app';

const PUBLIC_URL = 'https://talent.example.test';
const NEW_PASSWORD = 'reset and renewed';
const { lines, logStream } = logCapture();

const t = buildTestApp({
  env: { PUBLIC_URL: `${PUBLIC_URL}/`, LOG_LEVEL: 'info', PASSWORD_RESET_MAX_PER_IP: '5' },
  logStream,
});

let ipCounter = 0;
/** Each test asks from its own address, so the per-IP limit of one does not spill into another. */
const freshIp = () => `198.51.100.${++ipCounter}`;

const forgot = (email: string, remoteAddress = freshIp()) =>
  t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email }, remoteAddress });
const reset = (token: unknown, password = NEW_PASSWORD) =>
  t.app.inject({ method: 'POST', url: '/api/auth/reset-password', payload: { token, password } });
const login = (email: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
const refresh = (refreshToken: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/refresh', payload: { refreshToken } });
const me = (accessToken: string) => t.app.inject({ url: '/api/auth/me', headers: bearer(accessToken) });

/** Asks for a link and answers the token of the newest e-mail to that address. */
async function requestToken(email: string): Promise<string> {
  expect((await forgot(email)).statusCode).toBe(202);
  const mails = await outboxMessagesTo(t, email);
  const newest = mails.at(-1);
  if (!newest) throw new Error(`no e-mail to ${email}`);
  return resetTokenOf(newest, PUBLIC_URL);
}

const expectLinkInvalid = (response: Awaited<ReturnType<typeof reset>>) => {
  expectError(response, 400, 'VALIDATION_ERROR', A.resetLinkInvalid, { token: A.resetLinkInvalid });
};

describe('POST /api/auth/forgot-password', () => {
  it('answers the same 202 for an account and for an unknown address; only the account gets mail', async () => {
    const { payload } = await register(t.app);
    const unknown = `nobody-${Date.now()}@example.com`;
    const known = await forgot(payload.email);
    const missing = await forgot(unknown);
    expect(known.statusCode).toBe(202);
    expect(missing.statusCode).toBe(202);
    expect(known.json()).toEqual({ data: { message: A.resetLinkSent } });
    expect(missing.body).toBe(known.body);
    expect(await outboxMessagesTo(t, payload.email)).toHaveLength(1);
    expect(await outboxMessagesTo(t, unknown)).toHaveLength(0);
  });

  it('writes an .eml to the outbox in the account language, with the PUBLIC_URL link, and logs the link', async () => {
    const { payload } = await register(t.app, { firstName: 'Ioana' });
    expect((await forgot(payload.email)).statusCode).toBe(202);
    const [mail] = await outboxMessagesTo(t, payload.email);
    // DATA_DIR/outbox/<ISO time with dashes>-<8 hex>.eml, raw RFC 822.
    const files = await outboxFiles(t);
    expect(files.length).toBeGreaterThan(0);
    for (const file of files) {
      expect(file.startsWith(join(t.config.dataDir, 'outbox'))).toBe(true);
      expect(basename(file)).toMatch(/^\d{4}-\d\d-\d\dT\d\d-\d\d-\d\d-\d{3}Z-[0-9a-f]{8}\.eml$/);
    }
    expect(readFileSync(files.at(-1)!, 'utf8')).toMatch(/^Content-Type: multipart\/alternative/m);
    expect(mail?.subject).toBe('Resetarea parolei — Talent Portal');
    expect(mail?.from?.value).toEqual([{ name: 'Talent Portal', address: 'no-reply@talentportal.local' }]);
    expect(mail?.text).toContain('Bună, Ioana,');
    const token = resetTokenOf(mail!, PUBLIC_URL);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const link = `${PUBLIC_URL}/reset-password?token=${token}`;
    expect(mail?.html).toContain(`href="${link}"`);
    const logged = lines.map((line) => JSON.parse(line)).find((entry) => entry.msg?.includes(token));
    expect(logged).toMatchObject({ level: 30, msg: `Password reset link for ${payload.email}: ${link}` });
    // Only the hash is stored.
    const stored = await t.app.db.selectFrom('password_reset_tokens').select('token_hash').execute();
    expect(stored.some((row) => row.token_hash === token)).toBe(false);
  });

  it('writes English for an account that prefers English', async () => {
    const { payload, tokens } = await register(t.app, { firstName: 'Jane' });
    const patched = await t.app.inject({
      method: 'PATCH',
      url: '/api/auth/me',
      headers: bearer(tokens.accessToken),
      payload: { preferredLanguage: 'EN' },
    });
    expect(patched.statusCode).toBe(200);
    expect((await forgot(payload.email.toUpperCase())).statusCode).toBe(202);
    const [mail] = await outboxMessagesTo(t, payload.email);
    expect(mail?.subject).toBe('Reset your password — Talent Portal');
    expect(mail?.text).toContain('Hello Jane,');
  });

  it("sends staff a link to the studio's reset page, and the new password then signs them in there", async () => {
    const staff = await createStaff(t);
    const response = await forgot(staff.email);
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ data: { message: A.resetLinkSent } });
    const [mail] = await outboxMessagesTo(t, staff.email);
    const token = resetTokenOf(mail!, `${t.config.publicUrl}/studio`);
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token, password: 'a brand new password 9' },
    });
    expect(reset.statusCode, reset.body).toBe(204);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/staff/auth/login',
      payload: { email: staff.email, password: 'a brand new password 9' },
    });
    expect(login.statusCode).toBe(200);
  });

  it('per e-mail: the 4th request in the window still answers 202 but sends nothing', async () => {
    const { payload } = await register(t.app);
    for (let request = 0; request < 4; request += 1) {
      const response = await forgot(payload.email);
      expect(response.statusCode).toBe(202);
      expect(response.json()).toEqual({ data: { message: A.resetLinkSent } });
    }
    expect(await outboxMessagesTo(t, payload.email)).toHaveLength(3);
  });

  it('per IP: over the limit → 429 with the reset message and Retry-After', async () => {
    const ip = freshIp();
    for (let request = 0; request < 5; request += 1) {
      expect((await forgot(`someone${request}@example.com`, ip)).statusCode).toBe(202);
    }
    const refused = await forgot('someone-else@example.com', ip);
    expect(refused.statusCode).toBe(429);
    expect(errorBody(refused)).toMatchObject({ code: 'TOO_MANY_REQUESTS', message: A.tooManyResetRequests });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await forgot('someone-else@example.com')).statusCode).toBe(202);
  });

  it('an invalid e-mail → 400', async () => {
    const response = await forgot('not-an-email');
    expect(response.statusCode).toBe(400);
    expect(errorBody(response).fields?.email).toBeDefined();
  });
});

describe('POST /api/auth/reset-password', () => {
  it('following the e-mailed link sets the password and ends every session', async () => {
    const { payload, tokens } = await register(t.app);
    const token = await requestToken(payload.email);
    const response = await reset(token);
    expect(response.statusCode, response.body).toBe(204);
    expect((await me(tokens.accessToken)).statusCode).toBe(401);
    expect((await refresh(tokens.refreshToken)).statusCode).toBe(401);
    expect((await login(payload.email, payload.password)).statusCode).toBe(401);
    expect((await login(payload.email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('works once: the second use → 400 with the invalid-link message', async () => {
    const { payload } = await register(t.app);
    const token = await requestToken(payload.email);
    expect((await reset(token)).statusCode).toBe(204);
    expectLinkInvalid(await reset(token, 'yet another password'));
    expect((await login(payload.email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('two uses at the same moment: exactly one succeeds', async () => {
    const { payload } = await register(t.app);
    const token = await requestToken(payload.email);
    const answers = await Promise.all([reset(token, 'first password 1'), reset(token, 'second password 2')]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([204, 400]);
    const winner = answers[0]?.statusCode === 204 ? 'first password 1' : 'second password 2';
    expect((await login(payload.email, winner)).statusCode).toBe(200);
  });

  it('an expired link → 400', async () => {
    const { payload } = await register(t.app);
    const token = await requestToken(payload.email);
    const user = await t.app.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', payload.email)
      .executeTakeFirstOrThrow();
    await t.app.db
      .updateTable('password_reset_tokens')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('user_id', '=', user.id)
      .execute();
    expectLinkInvalid(await reset(token));
    expect((await login(payload.email, payload.password)).statusCode).toBe(200);
  });

  it('a link is valid for 60 minutes', async () => {
    const { payload } = await register(t.app);
    const before = Date.now();
    await requestToken(payload.email);
    const row = await t.app.db
      .selectFrom('password_reset_tokens')
      .innerJoin('users', 'users.id', 'password_reset_tokens.user_id')
      .select(['expires_at', 'used_at', 'requested_ip'])
      .where('users.email', '=', payload.email)
      .executeTakeFirstOrThrow();
    const ttl = Date.parse(row.expires_at) - before;
    expect(ttl).toBeGreaterThan(59 * 60_000);
    expect(ttl).toBeLessThanOrEqual(60 * 60_000 + 5_000);
    expect(row.used_at).toBeNull();
    expect(row.requested_ip).toMatch(/^198\.51\.100\./);
  });

  it('using one link invalidates the other outstanding links of the user', async () => {
    const { payload } = await register(t.app);
    const first = await requestToken(payload.email);
    const second = await requestToken(payload.email);
    expect(first).not.toBe(second);
    expect((await reset(second)).statusCode).toBe(204);
    expectLinkInvalid(await reset(first, 'another password 3'));
  });

  it('changing the e-mail address invalidates links sent to the old one', async () => {
    const { payload, tokens } = await register(t.app);
    const token = await requestToken(payload.email);
    const patched = await t.app.inject({
      method: 'PATCH',
      url: '/api/auth/me',
      headers: bearer(tokens.accessToken),
      payload: { email: `renamed-${Date.now()}@example.com` },
    });
    expect(patched.statusCode).toBe(200);
    expectLinkInvalid(await reset(token));
  });

  it('clears the failed sign-ins of the e-mail, so the owner is not kept locked out', async () => {
    const { payload } = await register(t.app);
    for (let attempt = 0; attempt < 5; attempt += 1) await login(payload.email, `wrong guess ${attempt}`);
    expect((await login(payload.email, payload.password)).statusCode).toBe(429);
    const token = await requestToken(payload.email);
    expect((await reset(token)).statusCode).toBe(204);
    expect((await login(payload.email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it.each([
    ['an unknown token', 'x'.repeat(43)],
    ['an empty token', ''],
    ['a too long token', 'x'.repeat(201)],
    ['a token that is not a string', 42],
  ])('%s → 400 with the invalid-link message', async (_label, token) => {
    expectLinkInvalid(await reset(token));
  });

  it("the new password follows registration's rules", async () => {
    const { payload } = await register(t.app);
    const token = await requestToken(payload.email);
    const response = await reset(token, 'short');
    expect(response.statusCode).toBe(400);
    expect(errorBody(response).fields?.password).toBeDefined();
    // The link was not spent on a refused password.
    expect((await reset(token)).statusCode).toBe(204);
  });
});
