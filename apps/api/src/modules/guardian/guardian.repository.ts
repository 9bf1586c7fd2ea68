import type { AppDatabase } from '../../db/database';

export interface GuardianAccountRow {
  birth_date: string | null;
  is_guardian_mode_enabled: number;
}

export class GuardianRepository {
  constructor(private readonly db: AppDatabase) {}

  findAccount(userId: string): Promise<GuardianAccountRow | undefined> {
    return this.db
      .selectFrom('users')
      .select(['birth_date', 'is_guardian_mode_enabled'])
      .where('id', '=', userId)
      .executeTakeFirst();
  }

  /** Only the flag: the children and everything of theirs stay, so enabling again brings them back. */
  async setMode(userId: string, enabled: boolean, now: string): Promise<void> {
    await this.db
      .updateTable('users')
      .set({ is_guardian_mode_enabled: enabled ? 1 : 0, updated_at: now })
      .where('id', '=', userId)
      .execute();
  }
}
