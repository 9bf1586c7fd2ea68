import { randomUUID } from 'node:crypto';
import type { AppDatabase } from '../../db/database';

export interface NewResetToken {
  userId: string;
  tokenHash: string;
  expiresAt: string;
  requestedIp: string;
}

const nowIso = () => new Date().toISOString();

/** Password changes, reset tokens and account erasure: the writes of the account lifecycle. */
export class AccountRepository {
  constructor(private readonly db: AppDatabase) {}

  /**
   * The new hash and the end of every other session in one transaction: there is no moment where
   * the password changed but a stolen session still works. `keepSessionId` null ends them all.
   */
  async setPassword(userId: string, passwordHash: string, keepSessionId: string | null): Promise<void> {
    const now = nowIso();
    await this.db.transaction().execute(async (trx) => {
      await trx
        .updateTable('users')
        .set({ password_hash: passwordHash, updated_at: now })
        .where('id', '=', userId)
        .execute();
      let sessions = trx
        .updateTable('sessions')
        .set({ revoked_at: now })
        .where('user_id', '=', userId)
        .where('revoked_at', 'is', null);
      if (keepSessionId !== null) sessions = sessions.where('id', '!=', keepSessionId);
      await sessions.execute();
    });
  }

  async createResetToken(token: NewResetToken): Promise<void> {
    await this.db
      .insertInto('password_reset_tokens')
      .values({
        id: randomUUID(),
        user_id: token.userId,
        token_hash: token.tokenHash,
        expires_at: token.expiresAt,
        used_at: null,
        created_at: nowIso(),
        requested_ip: token.requestedIp,
      })
      .execute();
  }

  /** The user of a token that is unused and not expired at `now`, if any. */
  async findUsableResetToken(tokenHash: string, now: string): Promise<{ userId: string } | undefined> {
    return this.db
      .selectFrom('password_reset_tokens')
      .select('user_id as userId')
      .where('token_hash', '=', tokenHash)
      .where('used_at', 'is', null)
      .where('expires_at', '>', now)
      .executeTakeFirst();
  }

  /**
   * Uses the token and sets the password, all or nothing. The `used_at is null` guard makes the
   * token single-use even for two requests at once: only one update matches, the other gets false.
   * Every other link of the user dies with it and every session ends.
   */
  async resetPassword(tokenHash: string, passwordHash: string, now: string): Promise<boolean> {
    return this.db.transaction().execute(async (trx) => {
      const token = await trx
        .updateTable('password_reset_tokens')
        .set({ used_at: now })
        .where('token_hash', '=', tokenHash)
        .where('used_at', 'is', null)
        .where('expires_at', '>', now)
        .returning('user_id')
        .executeTakeFirst();
      if (!token) return false;
      await trx
        .updateTable('password_reset_tokens')
        .set({ used_at: now })
        .where('user_id', '=', token.user_id)
        .where('used_at', 'is', null)
        .execute();
      await trx
        .updateTable('users')
        .set({ password_hash: passwordHash, updated_at: now })
        .where('id', '=', token.user_id)
        .execute();
      await trx
        .updateTable('sessions')
        .set({ revoked_at: now })
        .where('user_id', '=', token.user_id)
        .where('revoked_at', 'is', null)
        .execute();
      return true;
    });
  }

  /**
   * An ADMIN's correction: the account's birth date, its own talent profile's copy and the record of
   * who changed what and why, all or nothing.
   */
  async correctBirthDate(correction: {
    userId: string;
    oldBirthDate: string | null;
    newBirthDate: string;
    correctedBy: string;
    reason: string;
  }): Promise<void> {
    const now = nowIso();
    await this.db.transaction().execute(async (trx) => {
      await trx
        .updateTable('users')
        .set({ birth_date: correction.newBirthDate, updated_at: now })
        .where('id', '=', correction.userId)
        .execute();
      await trx
        .updateTable('talent_profiles')
        .set({ date_of_birth: correction.newBirthDate, updated_at: now })
        .where('user_id', '=', correction.userId)
        .where('child_id', 'is', null)
        .execute();
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
   * stay: they hold no user id and are pruned within the throttle window anyway.
   */
  async deleteUser(userId: string): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      await trx.deleteFrom('talent_profiles').where('user_id', '=', userId).execute();
      await trx.deleteFrom('children').where('guardian_user_id', '=', userId).execute();
      await trx.deleteFrom('password_reset_tokens').where('user_id', '=', userId).execute();
      await trx.deleteFrom('birth_date_corrections').where('user_id', '=', userId).execute();
      await trx
        .updateTable('birth_date_corrections')
        .set({ corrected_by: null })
        .where('corrected_by', '=', userId)
        .execute();
      await trx.deleteFrom('sessions').where('user_id', '=', userId).execute();
      await trx.deleteFrom('users').where('id', '=', userId).execute();
    });
  }
}
