import { ACCOUNT_MESSAGES } from '@talent/contract/account-messages';
import type { BirthDateCorrection, User } from '@talent/contract/auth';
import { isGuardianAge } from '@talent/contract/children';
import { HttpError } from '../../http-error';
import type { AuthService } from '../auth/auth.service';
import type { ProfileRecordsService } from '../profiles/profile-records.service';
import type { AccountRepository } from './account.repository';

const refused = (field: string, message: string) =>
  new HttpError(400, 'VALIDATION_ERROR', message, { [field]: message });

/**
 * Users cannot change their birth date after registration (a minor could otherwise make themselves a
 * guardian), so a wrong one is corrected by an ADMIN, and every correction is recorded.
 */
export class BirthDateCorrectionService {
  constructor(
    private readonly repository: AccountRepository,
    private readonly users: Pick<AuthService, 'findUserByEmail' | 'getUser' | 'birthDateCorrection'>,
    /** The own talent profile keeps a copy of the birth date (the profiles module's row). */
    private readonly profiles: Pick<ProfileRecordsService, 'copiesChanged'>,
  ) {}

  async correct(
    adminId: string,
    correction: BirthDateCorrection,
  ): Promise<{ before: string | null; user: User }> {
    const admin = await this.users.getUser(adminId);
    if (admin.role !== 'ADMIN')
      throw new HttpError(403, 'FORBIDDEN', 'Only an ADMIN can correct a birth date');
    const user = await this.users.findUserByEmail(correction.email);
    if (!user) throw new HttpError(404, 'NOT_FOUND', `No account with the e-mail ${correction.email}`);
    if (user.birthDate === correction.birthDate) {
      throw refused('birthDate', `The birth date is already ${correction.birthDate}`);
    }
    // Their children's data hangs on the guardian being an adult (DESIGN §4).
    if (user.isGuardianModeEnabled && !isGuardianAge(correction.birthDate)) {
      throw refused('birthDate', ACCOUNT_MESSAGES.guardianMustStayAdult);
    }
    await this.repository.correctBirthDate(
      {
        userId: user.id,
        oldBirthDate: user.birthDate,
        newBirthDate: correction.birthDate,
        correctedBy: admin.id,
        reason: correction.reason,
      },
      [
        this.users.birthDateCorrection(user.id, correction.birthDate),
        this.profiles.copiesChanged(
          { userId: user.id, childId: null },
          { birthDate: correction.birthDate },
          new Date().toISOString(),
        ),
      ],
    );
    return { before: user.birthDate, user: await this.users.getUser(user.id) };
  }
}
