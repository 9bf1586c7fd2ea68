import { randomUUID } from 'node:crypto';
import type { Gender, Language, Role } from '@talent/contract/auth';
import type { Insertable, Selectable, Transaction } from 'kysely';
import { type AppDatabase, insertInChunks, isUniqueViolation } from '../../db/database';
import type { Database, UsersTable } from '../../db/schema';
import type { TransactionPart } from '../../db/transaction-part';

export type UserRow = Selectable<UsersTable>;
export type UserWithPhotoRow = UserRow & {
  profile_photo_url: string | null;
  /** The user's own talent profile (null for staff): whose photo it is, to sign a minor's. */
  talent_profile_id: string | null;
};

export interface NewUser {
  email: string;
  passwordHash: string;
  role: Role;
  firstName: string;
  lastName: string;
  phone: string | null;
  gender: Gender | null;
  birthDate: string | null;
  preferredLanguage: Language;
}

export interface UserChanges {
  email?: string;
  /** null clears it. */
  phone?: string | null;
  firstName?: string;
  lastName?: string;
  gender?: Gender | null;
  birthDate?: string | null;
  preferredLanguage?: Language;
}

/** The columns of the fields present in `changes`, with the time of the change. */
function userColumns(changes: UserChanges, now: string) {
  return {
    ...(changes.email !== undefined && { email: changes.email }),
    ...(changes.phone !== undefined && { phone: changes.phone }),
    ...(changes.firstName !== undefined && { first_name: changes.firstName }),
    ...(changes.lastName !== undefined && { last_name: changes.lastName }),
    ...(changes.gender !== undefined && { gender: changes.gender }),
    ...(changes.birthDate !== undefined && { birth_date: changes.birthDate }),
    ...(changes.preferredLanguage !== undefined && { preferred_language: changes.preferredLanguage }),
    updated_at: now,
  };
}

export interface RefreshTokenRecord {
  tokenId: string;
  sessionId: string;
  userId: string;
  role: Role;
  expiresAt: string;
  usedAt: string | null;
  sessionRevokedAt: string | null;
}

export interface NewResetToken {
  userId: string;
  tokenHash: string;
  expiresAt: string;
  requestedIp: string;
}

export class EmailTakenError extends Error {}

const nowIso = () => new Date().toISOString();

export class AuthRepository {
  constructor(private readonly db: AppDatabase) {}

  /** Rows made elsewhere (the demo seed), in bulk, inside the caller's transaction `trx`. */
  insertRows(trx: AppDatabase, rows: readonly Insertable<UsersTable>[]): Promise<void> {
    return insertInChunks(trx, 'users', rows);
  }

  findUserByEmail(email: string): Promise<UserRow | undefined> {
    return this.db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst();
  }

  /** The user with the photo of their own talent profile (the one that is not a child's). */
  findUserWithPhoto(userId: string): Promise<UserWithPhotoRow | undefined> {
    return this.db
      .selectFrom('users')
      .leftJoin('talent_profiles', (join) =>
        join.onRef('talent_profiles.user_id', '=', 'users.id').on('talent_profiles.child_id', 'is', null),
      )
      .selectAll('users')
      .select(['talent_profiles.profile_photo_url', 'talent_profiles.id as talent_profile_id'])
      .where('users.id', '=', userId)
      .executeTakeFirst();
  }

  /**
   * Creates the user and, in the same transaction, what the other modules make with it (`withUser`: a
   * talent's own profile, a CLIENT's company), so a talent never exists without a profile (DESIGN §4).
   */
  async createUser(
    id: string,
    user: NewUser,
    now: string,
    withUser: readonly TransactionPart[],
  ): Promise<void> {
    try {
      await this.db.transaction().execute(async (trx) => {
        await trx
          .insertInto('users')
          .values({
            id,
            email: user.email,
            password_hash: user.passwordHash,
            role: user.role,
            first_name: user.firstName,
            last_name: user.lastName,
            phone: user.phone,
            gender: user.gender,
            birth_date: user.birthDate,
            preferred_language: user.preferredLanguage,
            is_guardian_mode_enabled: 0,
            created_at: now,
            updated_at: now,
          })
          .execute();
        for (const part of withUser) await part.write(trx);
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw new EmailTakenError();
      throw error;
    }
  }

  /**
   * Changes the account and, in the same transaction, `ownProfile` (the profiles module's copies on
   * the user's own profile). Throws EmailTakenError when another account has the new e-mail (the
   * unique index decides a race).
   */
  async updateUser(userId: string, changes: UserChanges, ownProfile: TransactionPart): Promise<void> {
    const now = nowIso();
    try {
      await this.db.transaction().execute(async (trx) => {
        await trx.updateTable('users').set(userColumns(changes, now)).where('id', '=', userId).execute();
        if (changes.email !== undefined) {
          // A reset link already mailed to the old address must not outlive the change of address.
          await trx
            .updateTable('password_reset_tokens')
            .set({ used_at: now })
            .where('user_id', '=', userId)
            .where('used_at', 'is', null)
            .execute();
        }
        await ownProfile.write(trx);
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw new EmailTakenError();
      throw error;
    }
  }

  /**
   * Inside another module's transaction: the copies of the user's own profile's fields (the profiles
   * module) and an ADMIN's birth-date correction (the account module).
   */
  async updateUserIn(trx: Transaction<Database>, userId: string, changes: UserChanges): Promise<void> {
    await trx.updateTable('users').set(userColumns(changes, nowIso())).where('id', '=', userId).execute();
  }

  async createSession(userId: string, tokenHash: string, ttlSeconds: number): Promise<string> {
    const sessionId = randomUUID();
    const created = new Date();
    await this.db.transaction().execute(async (trx) => {
      await trx
        .insertInto('sessions')
        .values({ id: sessionId, user_id: userId, created_at: created.toISOString(), revoked_at: null })
        .execute();
      await trx
        .insertInto('refresh_tokens')
        .values({
          id: randomUUID(),
          session_id: sessionId,
          token_hash: tokenHash,
          expires_at: new Date(created.getTime() + ttlSeconds * 1000).toISOString(),
          used_at: null,
          created_at: created.toISOString(),
        })
        .execute();
    });
    return sessionId;
  }

  async findRefreshToken(tokenHash: string): Promise<RefreshTokenRecord | undefined> {
    const row = await this.db
      .selectFrom('refresh_tokens')
      .innerJoin('sessions', 'sessions.id', 'refresh_tokens.session_id')
      .innerJoin('users', 'users.id', 'sessions.user_id')
      .select([
        'refresh_tokens.id as tokenId',
        'refresh_tokens.session_id as sessionId',
        'refresh_tokens.expires_at as expiresAt',
        'refresh_tokens.used_at as usedAt',
        'sessions.revoked_at as sessionRevokedAt',
        'users.id as userId',
        'users.role as role',
      ])
      .where('refresh_tokens.token_hash', '=', tokenHash)
      .executeTakeFirst();
    return row;
  }

  /**
   * Marks the presented token used and adds its successor, both or neither. Returns false when
   * another request used the token first (the `used_at is null` guard), which counts as reuse.
   */
  async rotateRefreshToken(
    current: Pick<RefreshTokenRecord, 'tokenId' | 'sessionId' | 'expiresAt'>,
    nextTokenHash: string,
  ): Promise<boolean> {
    const now = nowIso();
    return this.db.transaction().execute(async (trx) => {
      const result = await trx
        .updateTable('refresh_tokens')
        .set({ used_at: now })
        .where('id', '=', current.tokenId)
        .where('used_at', 'is', null)
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) !== 1) return false;
      await trx
        .insertInto('refresh_tokens')
        .values({
          id: randomUUID(),
          session_id: current.sessionId,
          token_hash: nextTokenHash,
          // The family's expiry is absolute from sign-in: rotating never extends it.
          expires_at: current.expiresAt,
          used_at: null,
          created_at: now,
        })
        .execute();
      return true;
    });
  }

  async revokeSession(sessionId: string, userId?: string): Promise<void> {
    let query = this.db
      .updateTable('sessions')
      .set({ revoked_at: nowIso() })
      .where('id', '=', sessionId)
      .where('revoked_at', 'is', null);
    if (userId !== undefined) query = query.where('user_id', '=', userId);
    await query.execute();
  }

  /** Suspends the account and ends every session it has (DESIGN §14); false when it already was. */
  async suspend(userId: string): Promise<boolean> {
    const now = nowIso();
    return this.db.transaction().execute(async (trx) => {
      const result = await trx
        .updateTable('users')
        .set({ suspended_at: now })
        .where('id', '=', userId)
        .where('suspended_at', 'is', null)
        .executeTakeFirst();
      await trx
        .updateTable('sessions')
        .set({ revoked_at: now })
        .where('user_id', '=', userId)
        .where('revoked_at', 'is', null)
        .execute();
      return Number(result.numUpdatedRows) === 1;
    });
  }

  /** The live session of an access token, with the user's current role; undefined once revoked or deleted. */
  findLiveSession(sessionId: string, userId: string): Promise<{ role: Role } | undefined> {
    return this.db
      .selectFrom('sessions')
      .innerJoin('users', 'users.id', 'sessions.user_id')
      .select('users.role as role')
      .where('sessions.id', '=', sessionId)
      .where('sessions.user_id', '=', userId)
      .where('sessions.revoked_at', 'is', null)
      .executeTakeFirst();
  }

  // Passwords and reset links (the account module asks for these through AuthService).

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

  /** Only the flag: the children and everything of theirs stay, so enabling again brings them back. */
  async setGuardianMode(userId: string, enabled: boolean, now: string): Promise<void> {
    await this.db
      .updateTable('users')
      .set({ is_guardian_mode_enabled: enabled ? 1 : 0, updated_at: now })
      .where('id', '=', userId)
      .execute();
  }

  /**
   * The user's reset links, sessions (their refresh tokens go by cascade) and the user, inside the
   * account module's erasure (AuthService.erasure).
   */
  async deleteUser(trx: Transaction<Database>, userId: string): Promise<void> {
    await trx.deleteFrom('password_reset_tokens').where('user_id', '=', userId).execute();
    await trx.deleteFrom('sessions').where('user_id', '=', userId).execute();
    await trx.deleteFrom('users').where('id', '=', userId).execute();
  }

  // Sign-in attempts (login throttling).

  async recordLoginAttempt(email: string, ip: string, failed: boolean): Promise<void> {
    await this.db
      .insertInto('login_attempts')
      .values({ id: randomUUID(), email, ip, failed: failed ? 1 : 0, created_at: nowIso() })
      .execute();
  }

  /** Creation times of the e-mail's failures since `since`, newest first, at most `limit`. */
  async recentFailuresForEmail(email: string, since: string, limit: number): Promise<string[]> {
    const rows = await this.db
      .selectFrom('login_attempts')
      .select('created_at')
      .where('email', '=', email)
      .where('failed', '=', 1)
      .where('created_at', '>', since)
      .orderBy('created_at', 'desc')
      .limit(limit)
      .execute();
    return rows.map((row) => row.created_at);
  }

  async recentAttemptsForIp(ip: string, since: string, limit: number): Promise<string[]> {
    const rows = await this.db
      .selectFrom('login_attempts')
      .select('created_at')
      .where('ip', '=', ip)
      .where('created_at', '>', since)
      .orderBy('created_at', 'desc')
      .limit(limit)
      .execute();
    return rows.map((row) => row.created_at);
  }

  /** The address's attempts since `since`, newest first, at most `limit`: for which e-mail, and whether they failed. */
  async recentLoginAttemptsFromIp(
    ip: string,
    since: string,
    limit: number,
  ): Promise<{ email: string; failed: boolean; createdAt: string }[]> {
    const rows = await this.db
      .selectFrom('login_attempts')
      .select(['email', 'failed', 'created_at'])
      .where('ip', '=', ip)
      .where('created_at', '>', since)
      .orderBy('created_at', 'desc')
      .limit(limit)
      .execute();
    return rows.map((row) => ({ email: row.email, failed: row.failed === 1, createdAt: row.created_at }));
  }

  /** Forgives the e-mail's failures from one address; the rows still count towards the address's limit. */
  async clearFailuresForEmailFromIp(email: string, ip: string): Promise<void> {
    await this.db
      .updateTable('login_attempts')
      .set({ failed: 0 })
      .where('email', '=', email)
      .where('ip', '=', ip)
      .where('failed', '=', 1)
      .execute();
  }

  /** Forgives the e-mail's failures but keeps the rows, which still count towards their IP's limit. */
  async clearFailuresForEmail(email: string): Promise<void> {
    await this.db
      .updateTable('login_attempts')
      .set({ failed: 0 })
      .where('email', '=', email)
      .where('failed', '=', 1)
      .execute();
  }

  async deleteLoginAttemptsBefore(before: string): Promise<void> {
    await this.db.deleteFrom('login_attempts').where('created_at', '<=', before).execute();
  }
}
