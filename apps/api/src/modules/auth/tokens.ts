import { createHash, randomBytes, webcrypto } from 'node:crypto';
import type { Role } from '@talent/contract/auth';
import { errors, jwtVerify, SignJWT } from 'jose';

export interface AccessTokenClaims {
  userId: string;
  role: Role;
  sessionId: string;
}

export type AccessTokenCheck = { ok: true; claims: AccessTokenClaims } | { ok: false; expired: boolean };

/**
 * The HMAC key, imported once per secret: given raw bytes, jose imports a WebCrypto key on every
 * call, which was a tenth of the CPU time of an authenticated request.
 */
const keys = new WeakMap<Uint8Array, Promise<webcrypto.CryptoKey>>();
function hmacKey(secret: Uint8Array): Promise<webcrypto.CryptoKey> {
  let key = keys.get(secret);
  if (!key) {
    key = webcrypto.subtle.importKey('raw', secret, { name: 'HMAC', hash: 'SHA-256' }, false, [
      'sign',
      'verify',
    ]);
    keys.set(secret, key);
  }
  return key;
}

export async function signAccessToken(
  claims: AccessTokenClaims,
  secret: Uint8Array,
  ttlSeconds: number,
): Promise<string> {
  const issuedAt = Math.floor(Date.now() / 1000);
  return new SignJWT({ role: claims.role, typ: 'access', sid: claims.sessionId })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(claims.userId)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + ttlSeconds)
    .sign(await hmacKey(secret));
}

/** HS256 only, so neither `alg: none` nor an asymmetric-key confusion can pass. */
export async function verifyAccessToken(token: string, secret: Uint8Array): Promise<AccessTokenCheck> {
  try {
    const { payload } = await jwtVerify(token, await hmacKey(secret), { algorithms: ['HS256'] });
    const { sub, role, typ, sid } = payload;
    if (typ !== 'access' || typeof sub !== 'string' || typeof sid !== 'string' || typeof role !== 'string') {
      return { ok: false, expired: false };
    }
    return { ok: true, claims: { userId: sub, role: role as Role, sessionId: sid } };
  } catch (error) {
    return { ok: false, expired: error instanceof errors.JWTExpired };
  }
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
