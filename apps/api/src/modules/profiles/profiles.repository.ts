import type { Selectable, Updateable } from 'kysely';
import type { AppDatabase } from '../../db/database';
import type {
  DancesTable,
  DistinctiveMarksTable,
  InstrumentsTable,
  LanguagesTable,
  RidingSkillsTable,
  SportsTable,
  TalentProfilesTable,
} from '../../db/schema';

export type TalentProfileRow = Selectable<TalentProfilesTable>;
export type TalentProfileChanges = Omit<
  Updateable<TalentProfilesTable>,
  'id' | 'user_id' | 'child_id' | 'created_at' | 'updated_at'
>;

export interface ProfileSkillRows {
  instruments: Selectable<InstrumentsTable>[];
  sports: Selectable<SportsTable>[];
  dances: Selectable<DancesTable>[];
  ridingSkills: Selectable<RidingSkillsTable>[];
  languages: Selectable<LanguagesTable>[];
  distinctiveMarks: Selectable<DistinctiveMarksTable>[];
}

/** The account fields a user's own profile keeps a copy of (PATCH /auth/me keeps them in step too). */
const ACCOUNT_COPIES = ['first_name', 'last_name', 'phone', 'gender'] as const;

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

  /** One indexed query per skill table, whatever the number of items. */
  async findSkills(profileId: string): Promise<ProfileSkillRows> {
    const db = this.db;
    const [instruments, sports, dances, ridingSkills, languages, distinctiveMarks] = await Promise.all([
      db
        .selectFrom('instruments')
        .selectAll()
        .where('talent_profile_id', '=', profileId)
        .orderBy('created_at')
        .orderBy('id')
        .execute(),
      db
        .selectFrom('sports')
        .selectAll()
        .where('talent_profile_id', '=', profileId)
        .orderBy('created_at')
        .orderBy('id')
        .execute(),
      db
        .selectFrom('dances')
        .selectAll()
        .where('talent_profile_id', '=', profileId)
        .orderBy('created_at')
        .orderBy('id')
        .execute(),
      db
        .selectFrom('riding_skills')
        .selectAll()
        .where('talent_profile_id', '=', profileId)
        .orderBy('created_at')
        .orderBy('id')
        .execute(),
      db
        .selectFrom('languages')
        .selectAll()
        .where('talent_profile_id', '=', profileId)
        .orderBy('created_at')
        .orderBy('id')
        .execute(),
      db
        .selectFrom('distinctive_marks')
        .selectAll()
        .where('talent_profile_id', '=', profileId)
        .orderBy('created_at')
        .orderBy('id')
        .execute(),
    ]);
    return { instruments, sports, dances, ridingSkills, languages, distinctiveMarks };
  }

  /**
   * Changes a profile; for a user's own profile the account's copies of names, phone, gender and
   * birth date change with it, in the same transaction.
   */
  async update(profile: TalentProfileRow, changes: TalentProfileChanges, now: string): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      await trx
        .updateTable('talent_profiles')
        .set({ ...changes, updated_at: now })
        .where('id', '=', profile.id)
        .execute();
      if (profile.child_id !== null) return;
      const account: Record<string, unknown> = {};
      for (const column of ACCOUNT_COPIES) {
        if (changes[column] !== undefined) account[column] = changes[column];
      }
      if (changes.date_of_birth !== undefined) account.birth_date = changes.date_of_birth;
      if (Object.keys(account).length === 0) return;
      await trx
        .updateTable('users')
        .set({ ...account, updated_at: now })
        .where('id', '=', profile.user_id)
        .execute();
    });
  }
}
