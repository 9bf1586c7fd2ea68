import type { Selectable } from 'kysely';
import type { AppDatabase } from '../../db/database';
import type { TalentProfilesTable } from '../../db/schema';

export type TalentProfileRow = Selectable<TalentProfilesTable>;

export class ProfilesRepository {
  constructor(private readonly db: AppDatabase) {}

  /** The user's own talent profile (not one of their children's). */
  findOwnProfile(userId: string): Promise<TalentProfileRow | undefined> {
    return this.db
      .selectFrom('talent_profiles')
      .selectAll()
      .where('user_id', '=', userId)
      .where('child_id', 'is', null)
      .executeTakeFirst();
  }

  findById(id: string): Promise<TalentProfileRow | undefined> {
    return this.db.selectFrom('talent_profiles').selectAll().where('id', '=', id).executeTakeFirst();
  }
}
