import { setTimeout as sleep } from 'node:timers/promises';
import {
  INVALID_CREDENTIALS_MESSAGE,
  ONLY_TALENT_MESSAGE,
  TOO_MANY_LOGIN_ATTEMPTS_MESSAGE,
} from '@talent/contract/errors';
import { VALIDATION_MESSAGES as M } from '@talent/contract/validation-messages';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { bearer, buildTestApp, createTestApp, errorBody, expectError, register } from '../../test/test-app';
import { AuthRepository } from './auth.repository';

const t = buildTestApp({ env: { LOGIN_MAX_FAILURES_PER_EMAIL: '3', LOGIN_MAX_ATTEMPTS_PER_IP: '8' } });

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
      expectError(response, 401, 'INVALID_CREDENTIALS', INVALID_CREDENTIALS_MESSAGE);
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
    const email = `${role.toLowerCase()}@example.com`;
    await t.container.auth.createUser({
      role,
      email,
      password: 'operator-pass',
      firstName: 'Op',
      lastName: 'Erator',
    });
    const response = await login({ email, password: 'operator-pass' }, freshIp());
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ statusCode: 403, code: 'ONLY_TALENT', message: ONLY_TALENT_MESSAGE });
    // With the wrong password the role stays secret.
    const wrong = await login({ email, password: 'not-the-pass' }, freshIp());
    expect(wrong.statusCode).toBe(401);
  });

  describe('rate limits', () => {
    it('nobody can lock the owner out: only the address that failed too often gets 429, the owner signs in from another', async () => {
      const { payload } = await register(t.app);
      const attacker = freshIp();
      // The limit (3 here) of failures from one address: each is a plain 401.
      for (let attempt = 0; attempt < 3; attempt += 1) {
        const response = await login({ email: payload.email, password: `guess ${attempt}` }, attacker);
        expect(response.statusCode).toBe(401);
      }
      // Past it, that address is refused for this e-mail, even with the right password.
      for (const password of ['guess 3', 'guess 4', payload.password]) {
        const blocked = await login({ email: payload.email, password }, attacker);
        expectError(blocked, 429, 'TOO_MANY_REQUESTS', TOO_MANY_LOGIN_ATTEMPTS_MESSAGE);
        const retryAfter = Number(blocked.headers['retry-after']);
        expect(retryAfter).toBeGreaterThan(14 * 60);
        expect(retryAfter).toBeLessThanOrEqual(15 * 60);
      }

      // The owner, from their own address, with the right password: in.
      const owner = await login({ email: payload.email, password: payload.password }, freshIp());
      expect(owner.statusCode).toBe(200);
      // The attacker's address stays refused for this e-mail; another account from it is not affected.
      expect((await login({ email: payload.email, password: payload.password }, attacker)).statusCode).toBe(
        429,
      );
      const other = await register(t.app);
      const ok = await login({ email: other.payload.email, password: other.payload.password }, attacker);
      expect(ok.statusCode).toBe(200);
    });

    it('failures spread over many addresses never block the e-mail', async () => {
      const { payload } = await register(t.app);
      for (let attempt = 0; attempt < 8; attempt += 1) {
        const response = await login({ email: payload.email, password: `guess ${attempt}` }, freshIp());
        expect(response.statusCode).toBe(401);
      }
      const owner = await login({ email: payload.email, password: payload.password }, freshIp());
      expect(owner.statusCode).toBe(200);
    });

    it("a successful sign-in clears that address's failures for the e-mail", async () => {
      const { payload } = await register(t.app);
      const ip = freshIp();
      const fail = () => login({ email: payload.email, password: 'wrong password' }, ip);
      expect((await fail()).statusCode).toBe(401);
      expect((await fail()).statusCode).toBe(401);
      const ok = await login({ email: payload.email, password: payload.password }, ip);
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

describe('the per-e-mail slowdown (LOGIN_DELAY_MAX_MS)', () => {
  // 400 ms cap: waits of 50, 100, 200, then 400 ms (login-throttle.ts), big enough to tell apart.
  const slow = buildTestApp({ env: { LOGIN_MAX_FAILURES_PER_EMAIL: '3', LOGIN_DELAY_MAX_MS: '400' } });

  const slowLogin = (email: string, password: string, remoteAddress = freshIp()) =>
    slow.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password }, remoteAddress });

  it('each failure, from whatever address, makes the next answer for that e-mail wait longer, up to the cap; never a block', async () => {
    const { payload } = await register(slow.app);
    const timed = async (password: string) => {
      const started = performance.now();
      const response = await slowLogin(payload.email, password);
      return { status: response.statusCode, ms: performance.now() - started };
    };
    // The answer after n failures waits at least this long (a timer never fires early, so these are
    // floors; how much longer a busy machine takes is not asserted).
    const floors = [0, 50, 100, 200, 400, 400, 400];
    for (const [failures, floor] of floors.entries()) {
      const answer = await timed(`guess ${failures}`);
      expect(answer.status).toBe(401);
      expect(answer.ms, `after ${failures} failures`).toBeGreaterThanOrEqual(floor - 2);
    }
    // Seven failures from seven addresses, over the per-address limit of 3: the owner still gets in
    // (waiting the cap, which loginDelayMs never exceeds: login-throttle.test.ts).
    const owner = await timed(payload.password);
    expect(owner.status).toBe(200);
    expect(owner.ms).toBeGreaterThanOrEqual(398);
    // The owner's success forgives only the owner's own address: the e-mail is still being guessed at.
    expect((await timed('guess again')).ms).toBeGreaterThanOrEqual(398);
  }, 30_000);

  it('attempts from one address are counted while they wait: the address limit holds against a burst', async () => {
    const { payload } = await register(slow.app);
    // Four failures elsewhere: every answer for the e-mail now waits the cap.
    for (let attempt = 0; attempt < 4; attempt += 1) await slowLogin(payload.email, `elsewhere ${attempt}`);
    const guesser = freshIp();
    const repository = new AuthRepository(slow.app.db);
    const counted = async () =>
      (await repository.recentLoginAttemptsFromIp(guesser, new Date(Date.now() - 60_000).toISOString(), 10))
        .length;
    // Three guesses sent one after another, each as soon as the one before is counted. Counted when
    // they arrive, they all are within milliseconds; counted only once answered, each would have
    // to wait for the one before.
    const answered: boolean[] = [];
    const guesses: Promise<LightMyRequestResponse>[] = [];
    for (let attempt = 0; attempt < 3; attempt += 1) {
      answered.push(false);
      guesses.push(
        slowLogin(payload.email, `burst ${attempt}`, guesser).finally(() => {
          answered[attempt] = true;
        }),
      );
      while ((await counted()) < attempt + 1) await sleep(2);
    }
    // The limit (3) is used up by guesses still waiting (400 ms): a fourth is refused at once, even right.
    const fourth = await slowLogin(payload.email, payload.password, guesser);
    expect(fourth.statusCode).toBe(429);
    expect(answered).toEqual([false, false, false]);
    expect((await Promise.all(guesses)).map((response) => response.statusCode)).toEqual([401, 401, 401]);
    // The owner, elsewhere, gets in.
    expect((await slowLogin(payload.email, payload.password)).statusCode).toBe(200);
  }, 30_000);
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
