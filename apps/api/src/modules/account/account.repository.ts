import { randomUUID } from 'node:crypto';
import type { AppDatabase } from '../../db/database';
import type { TransactionPart } from '../../db/transaction-part';

const nowIso = () => new Date().toISOString();

/**
 * Birth-date corrections and account erasure. Passwords, reset links and sessions are the auth
 * module's (AuthService).
 */
export class AccountRepository {
  constructor(private readonly db: AppDatabase) {}

  /**
   * An ADMIN's correction: the account's birth date and its own talent profile's copy (`copies`, the
   * auth and profiles modules' writes) and the record of who changed what and why, all or nothing.
   */
  async correctBirthDate(
    correction: {
      userId: string;
      oldBirthDate: string | null;
      newBirthDate: string;
      correctedBy: string;
      reason: string;
    },
    copies: readonly TransactionPart[],
  ): Promise<void> {
    const now = nowIso();
    await this.db.transaction().execute(async (trx) => {
      for (const part of copies) await part.write(trx);
      await trx
        .insertInto('birth_date_corrections')
        .values({
          id: randomUUID(),
          user_id: correction.userId,
          old_birth_date: correction.oldBirthDate,
          new_birth_date: correction.newBirthDate,
          corrected_by: correction.correctedBy,
          reason: correction.reason,
          created_at: now,
        })
        .execute();
    });
  }

  /** The user's own talent profile and every child's: all of them hang on the user's id. */
  async profileIdsOf(userId: string): Promise<string[]> {
    const rows = await this.db
      .selectFrom('talent_profiles')
      .select('id')
      .where('user_id', '=', userId)
      .execute();
    return rows.map((row) => row.id);
  }

  /**
   * Erases the user and everything of theirs in one transaction. The explicit deletes say what goes
   * (and do not depend on SQLite's foreign_keys pragma); skills, photos, videos and applications go
   * with their profiles, refresh tokens with their sessions, by cascade. Rows of the attempts table
   * stay: they hold no user id and are pruned within the throttle window anyway. `belongings` are the
   * other modules' parts (profiles, children), written first; `account` is the auth module's part
   * (reset links, sessions, the user), written last.
   */
  async deleteUser(
    userId: string,
    belongings: readonly TransactionPart[],
    account: TransactionPart,
  ): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      for (const part of belongings) await part.write(trx);
      await trx.deleteFrom('birth_date_corrections').where('user_id', '=', userId).execute();
      await trx
        .updateTable('birth_date_corrections')
        .set({ corrected_by: null })
        .where('corrected_by', '=', userId)
        .execute();
      await account.write(trx);
    });
  }
}
