import { TOO_MANY_LOGIN_ATTEMPTS_MESSAGE } from '@talent/contract/errors';
import { HttpError } from '../../http-error';
import type { AuthRepository } from './auth.repository';

/**
 * 429 with Retry-After: `blockers` are the oldest counted attempts of each limit used up; the last
 * of them to leave the window frees the caller.
 */
export function tooManyRequests(message: string, blockers: string[], windowMs: number, now: number) {
  const freeAt = Math.max(...blockers.map((createdAt) => Date.parse(createdAt) + windowMs));
  const retryAfter = Math.max(1, Math.ceil((freeAt - now) / 1000));
  return new HttpError(429, 'TOO_MANY_REQUESTS', message, undefined, { 'retry-after': String(retryAfter) });
}

export interface LoginThrottleLimits {
  windowSeconds: number;
  maxFailuresPerEmail: number;
  maxAttemptsPerIp: number;
  /**
   * Prefix of the stored keys: another password check (Settings' password change) gets limits of
   * its own in the same table, so its failures neither lock sign-in nor count as sign-in failures.
   */
  scope?: string;
}

/**
 * Sliding-window limits on sign-in: per e-mail (failures only, so a password guesser is stopped
 * without locking out the owner for long) and per IP (every attempt, against credential stuffing
 * across many e-mails). Kept in the database so every API process shares them.
 */
export class LoginThrottle {
  private lastPrune = 0;

  constructor(
    private readonly repository: AuthRepository,
    private readonly limits: LoginThrottleLimits,
  ) {}

  /** Throws 429 with Retry-After when either limit is already used up. */
  async assertAllowed(rawEmail: string, rawIp: string): Promise<void> {
    const [email, ip] = this.keys(rawEmail, rawIp);
    const now = Date.now();
    const windowMs = this.limits.windowSeconds * 1000;
    const since = new Date(now - windowMs).toISOString();
    const byIp = await this.repository.recentAttemptsForIp(ip, since, this.limits.maxAttemptsPerIp);
    const byEmail = await this.repository.recentFailuresForEmail(
      email,
      since,
      this.limits.maxFailuresPerEmail,
    );
    // With the limit reached, the oldest counted attempt is the one whose expiry frees a slot.
    const blockers = [
      byIp.length >= this.limits.maxAttemptsPerIp ? byIp.at(-1) : undefined,
      byEmail.length >= this.limits.maxFailuresPerEmail ? byEmail.at(-1) : undefined,
    ].filter((value): value is string => value !== undefined);
    if (blockers.length === 0) return;
    throw tooManyRequests(TOO_MANY_LOGIN_ATTEMPTS_MESSAGE, blockers, windowMs, now);
  }

  async recordFailure(rawEmail: string, rawIp: string): Promise<void> {
    const [email, ip] = this.keys(rawEmail, rawIp);
    await this.repository.recordLoginAttempt(email, ip, true);
    await this.prune();
  }

  async recordSuccess(rawEmail: string, rawIp: string): Promise<void> {
    const [email, ip] = this.keys(rawEmail, rawIp);
    await this.repository.recordLoginAttempt(email, ip, false);
    await this.repository.clearFailuresForEmail(email);
    await this.prune();
  }

  /** Forgives the e-mail's failures, e.g. once its password was reset by a link. */
  async clearFailures(email: string): Promise<void> {
    await this.repository.clearFailuresForEmail(this.keys(email, '')[0]);
  }

  private keys(email: string, ip: string): [string, string] {
    const scope = this.limits.scope ?? '';
    return [scope + email, scope + ip];
  }

  /** Old attempts no longer count; dropping them at most once a minute keeps the table small. */
  private async prune(): Promise<void> {
    const now = Date.now();
    if (now - this.lastPrune < 60_000) return;
    this.lastPrune = now;
    await this.repository.deleteLoginAttemptsBefore(
      new Date(now - this.limits.windowSeconds * 1000).toISOString(),
    );
  }
}
