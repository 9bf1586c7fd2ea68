import { randomBytes } from 'node:crypto';
import { type Algorithm, hash, verify } from '@node-rs/argon2';

/** OWASP's argon2id baseline (DESIGN §2). Algorithm is an ambient const enum: 2 is Argon2id. */
const ARGON2_OPTIONS = {
  algorithm: 2 as Algorithm,
  memoryCost: 19456,
  timeCost: 2,
  parallelism: 1,
};

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    // A malformed stored hash is a failed sign-in, not a crash.
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

function dummyHashOnce(): Promise<string> {
  dummyHash ??= hashPassword(randomBytes(16).toString('base64url'));
  return dummyHash;
}

/** Computed ahead, so the first unknown e-mail does not pay for two hashes (and stand out by its time). */
export function prepareDummyHash(): void {
  void dummyHashOnce();
}

/**
 * Unknown e-mails still cost one argon2 verification, so response time does not tell an attacker
 * which addresses have accounts.
 */
export async function verifyAgainstDummyHash(password: string): Promise<false> {
  await verifyPassword(await dummyHashOnce(), password);
  return false;
}
