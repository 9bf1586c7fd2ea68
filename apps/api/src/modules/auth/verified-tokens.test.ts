// The kept checks of access tokens: a hit must say no more than a full check would.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { signAccessToken } from './tokens';
import { VerifiedAccessTokens } from './verified-tokens';

const secret = new Uint8Array(Buffer.from('a test secret of more than thirty-two bytes, for HS256'));
const claims = { userId: 'user-1', role: 'TALENT' as const, sessionId: 'session-1' };

afterEach(() => vi.useRealTimers());

describe('VerifiedAccessTokens', () => {
  it('says "expired" for a kept token once its exp has passed', () => {
    vi.useFakeTimers({ now: new Date('2026-11-25T12:00:00Z') });
    const tokens = new VerifiedAccessTokens(secret);
    const token = signAccessToken(claims, secret, 60);
    expect(tokens.verify(token)).toMatchObject({ ok: true, claims });
    vi.setSystemTime(new Date('2026-11-25T12:00:59Z'));
    expect(tokens.verify(token)).toMatchObject({ ok: true, claims });
    vi.setSystemTime(new Date('2026-11-25T12:01:00Z'));
    expect(tokens.verify(token)).toEqual({ ok: false, expired: true });
    expect(tokens.verify(token)).toEqual({ ok: false, expired: true });
  });

  it('refuses a kept token with one character of its signature changed, and never keeps it', () => {
    const tokens = new VerifiedAccessTokens(secret);
    const token = signAccessToken(claims, secret, 60);
    expect(tokens.verify(token).ok).toBe(true);
    const last = token.at(-2) === 'A' ? 'B' : 'A';
    const tampered = `${token.slice(0, -2)}${last}${token.at(-1)}`;
    expect(tokens.verify(tampered)).toEqual({ ok: false, expired: false });
    expect(tokens.verify(tampered)).toEqual({ ok: false, expired: false });
  });

  it('refuses a token signed with another secret even when the same claims were kept', () => {
    const tokens = new VerifiedAccessTokens(secret);
    expect(tokens.verify(signAccessToken(claims, secret, 60)).ok).toBe(true);
    const forged = signAccessToken(claims, new Uint8Array(Buffer.from('y'.repeat(40))), 60);
    expect(tokens.verify(forged)).toEqual({ ok: false, expired: false });
  });

  it('keeps at most its capacity and still checks the ones it let go', () => {
    const tokens = new VerifiedAccessTokens(secret, 2);
    const issued = ['a', 'b', 'c'].map((id) => signAccessToken({ ...claims, sessionId: id }, secret, 60));
    for (const token of issued) expect(tokens.verify(token).ok).toBe(true);
    for (const token of issued) expect(tokens.verify(token)).toMatchObject({ ok: true });
  });
});
