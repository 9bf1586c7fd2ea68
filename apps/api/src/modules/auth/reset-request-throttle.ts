import { ACCOUNT_MESSAGES } from '@talent/contract/account-messages';
import type { AuthRepository } from './auth.repository';
import { tooManyRequests } from './login-throttle';

export interface ResetRequestLimits {
  windowSeconds: number;
  maxPerEmail: number;
  maxPerIp: number;
}

/** Reset requests share the sign-in attempts table under keys of their own. */
const SCOPE = 'password-reset:';

/**
 * Limits on "forgot password" (sliding window, in the database like sign-in's). Per IP the answer
 * is 429, against one client mailing many addresses. Per e-mail the answer stays 202 and simply
 * nothing more is sent: a 429 there would tell which addresses have been asked for, and the owner's
 * inbox is spared a flood either way.
 */
export class ResetRequestThrottle {
  constructor(
    private readonly repository: AuthRepository,
    private readonly limits: ResetRequestLimits,
  ) {}

  /** Throws 429 when the IP is over its limit; otherwise counts the request and says whether to mail. */
  async admit(email: string, ip: string): Promise<{ mayMail: boolean }> {
    const now = Date.now();
    const windowMs = this.limits.windowSeconds * 1000;
    const since = new Date(now - windowMs).toISOString();
    const byIp = await this.repository.recentAttemptsForIp(SCOPE + ip, since, this.limits.maxPerIp);
    if (byIp.length >= this.limits.maxPerIp) {
      throw tooManyRequests(ACCOUNT_MESSAGES.tooManyResetRequests, [byIp.at(-1) as string], windowMs, now);
    }
    // Stored as failures so the per-e-mail count (which counts failures) sees every request.
    const byEmail = await this.repository.recentFailuresForEmail(
      SCOPE + email,
      since,
      this.limits.maxPerEmail,
    );
    await this.repository.recordLoginAttempt(SCOPE + email, SCOPE + ip, true);
    return { mayMail: byEmail.length < this.limits.maxPerEmail };
  }
}
