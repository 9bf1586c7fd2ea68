import type { User } from '@talent/contract/auth';
import { isGuardianAge } from '@talent/contract/children';
import { GUARDIAN_MESSAGES } from '@talent/contract/children-messages';
import { HttpError } from '../../http-error';
import type { GuardianRepository } from './guardian.repository';

export const guardianModeRequired = () =>
  new HttpError(403, 'GUARDIAN_MODE_REQUIRED', GUARDIAN_MESSAGES.modeRequired);
const adultRequired = () => new HttpError(403, 'GUARDIAN_ADULT_REQUIRED', GUARDIAN_MESSAGES.adultRequired);

/**
 * What the guardian module needs from the accounts (AuthService): the same user DTO as GET /auth/me,
 * and the flag, which lives on the users table the auth module owns.
 */
export interface UserReader {
  getUser(userId: string): Promise<User>;
  setGuardianMode(userId: string, enabled: boolean): Promise<void>;
}

/**
 * Guardian mode (spec §6): a per-user flag that opens the children endpoints, children's profiles,
 * their media and skills, and applying for a child. Every one of those asks `assertEnabled` first.
 */
export class GuardianService {
  constructor(
    private readonly repository: GuardianRepository,
    private readonly users: UserReader,
  ) {}

  /**
   * 18 or older by the stored birth date, exact and birthday-aware (DESIGN §4). Refused with 403:
   * the request is well formed, the account is simply not allowed to do it.
   */
  async enable(userId: string): Promise<User> {
    const account = await this.repository.findAccount(userId);
    if (!isGuardianAge(account?.birth_date)) throw adultRequired();
    await this.users.setGuardianMode(userId, true);
    return this.users.getUser(userId);
  }

  /** The children and their data are kept; enabling again shows them again. */
  async disable(userId: string): Promise<User> {
    await this.users.setGuardianMode(userId, false);
    return this.users.getUser(userId);
  }

  /** 403 GUARDIAN_MODE_REQUIRED unless the user has guardian mode on. */
  async assertEnabled(userId: string): Promise<void> {
    const account = await this.repository.findAccount(userId);
    if (account?.is_guardian_mode_enabled !== 1) throw guardianModeRequired();
  }
}
