// The access-token check itself (node:crypto, synchronous). The HTTP-level attacks (alg none, other keys,
// tampering, expiry, refresh tokens as Bearer) are in src/security/token-attacks.test.ts; these are the
// rules that verifier adds of its own, each against a token that is otherwise correctly signed.
import { createHmac } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { signAccessToken, verifyAccessToken } from './tokens';

const secret = new Uint8Array(Buffer.from('a test secret of more than thirty-two bytes, for HS256'));
const claims = { userId: 'user-1', role: 'TALENT' as const, sessionId: 'session-1' };
const now = () => Math.floor(Date.now() / 1000);

const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
/** A compact JWT signed with `secret` (HS256) over exactly this header and payload. */
function signed(header: Record<string, unknown>, payload: Record<string, unknown>): string {
  const input = `${encode(header)}.${encode(payload)}`;
  return `${input}.${createHmac('sha256', secret).update(input).digest('base64url')}`;
}
const accessPayload = (extra: Record<string, unknown> = {}) => ({
  sub: claims.userId,
  role: claims.role,
  sid: claims.sessionId,
  typ: 'access',
  iat: now(),
  exp: now() + 60,
  ...extra,
});
const header = { alg: 'HS256', typ: 'JWT' };

describe('verifyAccessToken', () => {
  it('accepts the tokens the server signs and reads their claims; jose agrees both ways', async () => {
    const token = signAccessToken(claims, secret, 60);
    expect(verifyAccessToken(token, secret)).toEqual({ ok: true, claims, expiresAt: expect.any(Number) });
    expect(verifyAccessToken(signed(header, accessPayload()), secret)).toEqual({
      ok: true,
      claims,
      expiresAt: expect.any(Number),
    });
    // An independent implementation accepts what the server signs, and the server accepts jose's tokens.
    const { payload, protectedHeader } = await jwtVerify(token, secret, { algorithms: ['HS256'] });
    expect(protectedHeader).toEqual({ alg: 'HS256', typ: 'JWT' });
    expect(payload).toMatchObject({
      sub: claims.userId,
      role: claims.role,
      sid: claims.sessionId,
      typ: 'access',
    });
    expect((payload.exp ?? 0) - (payload.iat ?? 0)).toBe(60);
    const byJose = await new SignJWT({ role: claims.role, typ: 'access', sid: claims.sessionId })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(claims.userId)
      .setIssuedAt()
      .setExpirationTime('1m')
      .sign(secret);
    expect(verifyAccessToken(byJose, secret)).toEqual({ ok: true, claims, expiresAt: expect.any(Number) });
  });

  it('refuses a signature made with another secret', async () => {
    const token = signAccessToken(claims, new Uint8Array(Buffer.from('x'.repeat(40))), 60);
    expect(verifyAccessToken(token, secret)).toEqual({ ok: false, expired: false });
  });

  it('says "expired" only for a correctly signed token whose exp has passed', async () => {
    expect(verifyAccessToken(signed(header, accessPayload({ exp: now() - 1 })), secret)).toEqual({
      ok: false,
      expired: true,
    });
    expect(verifyAccessToken(signed(header, accessPayload({ exp: now() })), secret).ok).toBe(false);
  });

  it.each([
    ['no exp', accessPayload({ exp: undefined })],
    ['exp as a string', accessPayload({ exp: String(now() + 60) })],
    ['nbf in the future', accessPayload({ nbf: now() + 60 })],
    ['iat as a string', accessPayload({ iat: 'yesterday' })],
    ['typ refresh', accessPayload({ typ: 'refresh' })],
    ['no session id', accessPayload({ sid: undefined })],
  ])('refuses a correctly signed token with %s', (_name, payload) => {
    expect(verifyAccessToken(signed(header, payload), secret)).toEqual({ ok: false, expired: false });
  });

  it.each([
    ['alg HS512', { alg: 'HS512' }],
    ['a crit header', { ...header, crit: ['b64'] }],
    ['b64 false (unencoded payload)', { ...header, b64: false }],
  ])('refuses a correctly signed token with %s', (_name, badHeader) => {
    expect(verifyAccessToken(signed(badHeader, accessPayload()), secret)).toEqual({
      ok: false,
      expired: false,
    });
  });

  it('refuses anything but three base64url parts: padding, stray characters, a fourth part, a JSON array', () => {
    const token = signed(header, accessPayload());
    const [h, p, s] = token.split('.') as [string, string, string];
    for (const variant of [
      `${token}=`,
      `${h}.${p}.${s}!`,
      `${h}.${p}. ${s}`,
      `${token}.x`,
      `${h}.${p}`,
      '',
    ]) {
      expect(verifyAccessToken(variant, secret)).toEqual({ ok: false, expired: false });
    }
    expect(verifyAccessToken(signed(header, [1, 2] as unknown as Record<string, unknown>), secret).ok).toBe(
      false,
    );
  });
});
