import { setTimeout as sleep } from 'node:timers/promises';
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
  /** Failures of one e-mail from one address before that address gets 429 for that e-mail. */
  maxFailuresPerEmail: number;
  maxAttemptsPerIp: number;
  /** The longest wait before checking a password of an e-mail with recent failures; 0: none. */
  delayMaxMs: number;
  /**
   * Prefix of the stored keys: another password check (Settings' password change) gets limits of
   * its own in the same table, so its failures neither lock sign-in nor count as sign-in failures.
   */
  scope?: string;
}

/** Failures of an e-mail (any address) after which the wait reaches its cap: max/8, /4, /2, max. */
const FAILURES_TO_MAX_DELAY = 4;

/**
 * How long to wait before checking a password of an e-mail with `failures` recent failures from any
 * address: none without failures, then doubling from an eighth of the cap, so a person's own typo or
 * two costs a fraction of a second, and from the fourth failure on every answer for the e-mail waits
 * the cap. Never more: a guesser can make the owner wait seconds, not lock them out.
 */
export function loginDelayMs(failures: number, delayMaxMs: number): number {
  if (failures <= 0) return 0;
  return Math.ceil(delayMaxMs / 2 ** Math.max(0, FAILURES_TO_MAX_DELAY - failures));
}

/**
 * Sliding-window limits on sign-in, kept in the database so every API process shares them:
 * - per address: every attempt counts (against credential stuffing across many e-mails), 429;
 * - per e-mail and address: failures count, 429 for that address only. A guesser is stopped at
 *   their own address and cannot lock out the owner, who signs in from another;
 * - per e-mail across addresses: failures slow every answer for the e-mail (loginDelayMs), never
 *   block it, so guessing from many addresses gets slower without anyone being shut out.
 */
export class LoginThrottle {
  private lastPrune = 0;

  constructor(
    private readonly repository: AuthRepository,
    private readonly limits: LoginThrottleLimits,
  ) {}

  /**
   * Call before checking the password. Throws 429 with Retry-After when the address is over either
   * of its limits. Otherwise counts this attempt as a failure at once (recordSuccess forgives it),
   * so attempts sent side by side see each other and cannot slip past the limits during the wait,
   * then waits the e-mail's slowdown: before the check, the wait cannot tell a right password
   * from a wrong one.
   */
  async admit(rawEmail: string, rawIp: string): Promise<void> {
    const [email, ip] = this.keys(rawEmail, rawIp);
    const now = Date.now();
    const windowMs = this.limits.windowSeconds * 1000;
    const since = new Date(now - windowMs).toISOString();
    // Up to the address limit, this is every attempt of the address in the window, so its failures
    // for this e-mail are all among them (and over the limit the address is refused anyway).
    const byIp = await this.repository.recentLoginAttemptsFromIp(ip, since, this.limits.maxAttemptsPerIp);
    const pairFailures = byIp.filter((attempt) => attempt.failed && attempt.email === email);
    // With a limit reached, its oldest counted attempt is the one whose expiry frees a slot.
    const blockers = [
      byIp.length >= this.limits.maxAttemptsPerIp ? byIp.at(-1)?.createdAt : undefined,
      pairFailures.length >= this.limits.maxFailuresPerEmail
        ? pairFailures[this.limits.maxFailuresPerEmail - 1]?.createdAt
        : undefined,
    ].filter((value): value is string => value !== undefined);
    if (blockers.length > 0) throw tooManyRequests(TOO_MANY_LOGIN_ATTEMPTS_MESSAGE, blockers, windowMs, now);

    const failures =
      this.limits.delayMaxMs > 0
        ? (await this.repository.recentFailuresForEmail(email, since, FAILURES_TO_MAX_DELAY)).length
        : 0;
    await this.repository.recordLoginAttempt(email, ip, true);
    await this.prune();
    const delay = loginDelayMs(failures, this.limits.delayMaxMs);
    // A timer, not work: the event loop serves everyone else meanwhile.
    if (delay > 0) await sleep(delay);
  }

  /**
   * The password was right: forgives this address's failures for the e-mail, this attempt's
   * included, and only those: the owner signing in must not wipe a guesser's count at another
   * address, nor the e-mail's slowdown while it is still being guessed.
   */
  async recordSuccess(rawEmail: string, rawIp: string): Promise<void> {
    const [email, ip] = this.keys(rawEmail, rawIp);
    await this.repository.clearFailuresForEmailFromIp(email, ip);
  }

  /** Forgives the e-mail's failures from every address, e.g. once its password was reset by a link. */
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
