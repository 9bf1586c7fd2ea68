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
}
