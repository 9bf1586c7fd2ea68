import { type AccessTokenCheck, verifyAccessToken } from './tokens';

/** Enough for every signed-in client of one API process within a token's 15 minutes. */
const DEFAULT_CAPACITY = 10_000;

/**
 * Access tokens already checked, by their exact text: a client sends the same token with every request
 * of its 15 minutes, and checking its HMAC again each time was a large share of a cached castings
 * page's CPU time (decision 0013). Only tokens that passed are kept, so a hit needs nothing but the
 * expiry check; a token of other text (tampered, re-signed) is never a hit. Oldest first out.
 */
export class VerifiedAccessTokens {
  private readonly verified = new Map<string, Extract<AccessTokenCheck, { ok: true }>>();

  constructor(
    private readonly secret: Uint8Array,
    private readonly capacity = DEFAULT_CAPACITY,
  ) {}

  verify(token: string): AccessTokenCheck {
    const known = this.verified.get(token);
    if (known) {
      if (known.expiresAt > Math.floor(Date.now() / 1000)) return known;
      this.verified.delete(token);
      return { ok: false, expired: true };
    }
    const check = verifyAccessToken(token, this.secret);
    if (check.ok) {
      if (this.verified.size >= this.capacity) this.verified.delete(this.verified.keys().next().value!);
      this.verified.set(token, check);
    }
    return check;
  }
}
