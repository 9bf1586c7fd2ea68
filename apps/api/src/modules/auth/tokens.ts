import {
  createHash,
  createHmac,
  createSecretKey,
  type KeyObject,
  randomBytes,
  timingSafeEqual,
} from 'node:crypto';
import type { Role } from '@talent/contract/auth';

export interface AccessTokenClaims {
  userId: string;
  role: Role;
  sessionId: string;
}

export type AccessTokenCheck =
  /** `expiresAt`: the token's `exp`, in seconds since the epoch. */
  { ok: true; claims: AccessTokenClaims; expiresAt: number } | { ok: false; expired: boolean };

/**
 * HS256 with a `{"alg":"HS256","typ":"JWT"}` header, signed by the same `hs256` that checks it below
 * (jose's SignJWT needed a WebCrypto key and a trip through libuv's thread pool for every token).
 */
export function signAccessToken(claims: AccessTokenClaims, secret: Uint8Array, ttlSeconds: number): string {
  const issuedAt = Math.floor(Date.now() / 1000);
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const signingInput = `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode({
    role: claims.role,
    typ: 'access',
    sid: claims.sessionId,
    sub: claims.userId,
    iat: issuedAt,
    exp: issuedAt + ttlSeconds,
  })}`;
  return `${signingInput}.${hs256(signingInput, secret)}`;
}

const BASE64URL = /^[A-Za-z0-9_-]+$/;
const macKeys = new WeakMap<Uint8Array, KeyObject>();

/** The HS256 signature of `header.payload` with this secret, base64url; the key is made once per secret. */
function hs256(signingInput: string, secret: Uint8Array): string {
  let key = macKeys.get(secret);
  if (!key) {
    key = createSecretKey(secret);
    macKeys.set(secret, key);
  }
  return createHmac('sha256', key).update(signingInput).digest('base64url');
}

function jsonObjectOf(part: string): Record<string, unknown> | undefined {
  try {
    const value: unknown = JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}

/**
 * HS256 only, so neither `alg: none` nor an asymmetric-key confusion can pass. Checked here with
 * node:crypto, synchronously, rather than with jose's `jwtVerify`: WebCrypto runs every verification
 * as a job on libuv's thread pool, and on two cores that hand-off (a pool thread waking, the pool's lock)
 * held requests up whenever the cores were busy (decision 0007, point 12). The rules are jose's, a
 * little stricter: compact form only, no `crit` or `b64` header, `exp` required, `nbf` and `iat` numbers.
 */
export function verifyAccessToken(token: string, secret: Uint8Array): AccessTokenCheck {
  const invalid: AccessTokenCheck = { ok: false, expired: false };
  const parts = token.split('.');
  if (parts.length !== 3 || !parts.every((part) => BASE64URL.test(part))) return invalid;
  const [headerPart, payloadPart, signature] = parts as [string, string, string];
  const expected = Buffer.from(hs256(`${headerPart}.${payloadPart}`, secret));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return invalid;
  const header = jsonObjectOf(headerPart);
  if (header?.alg !== 'HS256' || 'crit' in header || 'b64' in header) return invalid;
  const payload = jsonObjectOf(payloadPart);
  if (!payload) return invalid;
  const { exp, nbf, iat, sub, role, typ, sid } = payload;
  const now = Math.floor(Date.now() / 1000);
  if (typeof exp !== 'number' || !Number.isFinite(exp)) return invalid;
  if (nbf !== undefined && (typeof nbf !== 'number' || nbf > now)) return invalid;
  if (iat !== undefined && typeof iat !== 'number') return invalid;
  if (exp <= now) return { ok: false, expired: true };
  if (typ !== 'access' || typeof sub !== 'string' || typeof sid !== 'string' || typeof role !== 'string') {
    return invalid;
  }
  return { ok: true, claims: { userId: sub, role: role as Role, sessionId: sid }, expiresAt: exp };
}

/**
 * Opaque and 256-bit random: nothing to decode, and only its hash is ever stored. Refresh tokens and
 * password reset tokens are both made this way.
 */
export function newOpaqueToken(): string {
  return randomBytes(32).toString('base64url');
}

/** SHA-256 is enough (no salt, no argon2): the token is 256 random bits, not a guessable password. */
export function hashOpaqueToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export const newRefreshToken = newOpaqueToken;
export const hashRefreshToken = hashOpaqueToken;
