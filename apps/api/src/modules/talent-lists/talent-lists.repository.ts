import type { Selectable } from 'kysely';
import { type AppDatabase, insertInChunks, isUniqueViolation } from '../../db/database';
import type { TalentListMembersTable, TalentListsTable } from '../../db/schema';

export type TalentListRow = Selectable<TalentListsTable> & { member_count: number };

/** A list's talent, with what its card shows (never contact details). */
export interface TalentListMemberRow {
  profile_id: string;
  child_id: string | null;
  first_name: string;
  last_name: string;
  date_of_birth: string | null;
  residence_city: string | null;
  profile_photo_url: string | null;
  added_at: string;
}

export class DuplicateListNameError extends Error {}

/** The talent_lists and talent_list_members tables (issue 32 point 4): only this module writes them. */
export class TalentListsRepository {
  constructor(private readonly db: AppDatabase) {}

  private withCounts() {
    return this.db
      .selectFrom('talent_lists')
      .selectAll('talent_lists')
      .select((eb) =>
        eb
          .selectFrom('talent_list_members')
          .select((inner) => inner.fn.countAll<number>().as('n'))
          .whereRef('talent_list_members.list_id', '=', 'talent_lists.id')
          .as('member_count'),
      );
  }

  async listOf(ownerId: string): Promise<TalentListRow[]> {
    const rows = await this.withCounts()
      .where('owner_user_id', '=', ownerId)
      .orderBy('updated_at', 'desc')
      .orderBy('id', 'desc')
      .execute();
    return rows.map((row) => ({ ...row, member_count: Number(row.member_count ?? 0) }));
  }

  async findOwn(ownerId: string, id: string): Promise<TalentListRow | undefined> {
    const row = await this.withCounts()
      .where('id', '=', id)
      .where('owner_user_id', '=', ownerId)
      .executeTakeFirst();
    return row ? { ...row, member_count: Number(row.member_count ?? 0) } : undefined;
  }

  async countOf(ownerId: string): Promise<number> {
    const row = await this.db
      .selectFrom('talent_lists')
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .where('owner_user_id', '=', ownerId)
      .executeTakeFirst();
    return Number(row?.total ?? 0);
  }

  /** Rows made elsewhere (the demo seed), inside the caller's transaction `trx`. */
  async insertRows(
    trx: AppDatabase,
    lists: readonly Selectable<TalentListsTable>[],
    members: readonly Selectable<TalentListMembersTable>[],
  ): Promise<void> {
    await insertInChunks(trx, 'talent_lists', lists);
    await insertInChunks(trx, 'talent_list_members', members);
  }

  async insert(row: Selectable<TalentListsTable>): Promise<void> {
    try {
      await this.db.insertInto('talent_lists').values(row).execute();
    } catch (error) {
      if (isUniqueViolation(error)) throw new DuplicateListNameError();
      throw error;
    }
  }

  async rename(ownerId: string, id: string, name: string, now: string): Promise<boolean> {
    try {
      const result = await this.db
        .updateTable('talent_lists')
        .set({ name, updated_at: now })
        .where('id', '=', id)
        .where('owner_user_id', '=', ownerId)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    } catch (error) {
      if (isUniqueViolation(error)) throw new DuplicateListNameError();
      throw error;
    }
  }

  /** The list goes with its members (the foreign key cascades). */
  async deleteOwn(ownerId: string, id: string): Promise<boolean> {
    const result = await this.db
      .deleteFrom('talent_lists')
      .where('id', '=', id)
      .where('owner_user_id', '=', ownerId)
      .executeTakeFirst();
    return Number(result.numDeletedRows) === 1;
  }

  membersOf(listId: string): Promise<TalentListMemberRow[]> {
    return this.db
      .selectFrom('talent_list_members as m')
      .innerJoin('talent_profiles as p', 'p.id', 'm.profile_id')
      .select([
        'm.profile_id',
        'p.child_id',
        'p.first_name',
        'p.last_name',
        'p.date_of_birth',
        'p.residence_city',
        'p.profile_photo_url',
        'm.added_at',
      ])
      .where('m.list_id', '=', listId)
      .orderBy('m.added_at', 'desc')
      .orderBy('m.profile_id')
      .execute();
  }

  async profileExists(profileId: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('talent_profiles')
      .select('id')
      .where('id', '=', profileId)
      .executeTakeFirst();
    return row !== undefined;
  }

  /** Adds the talent once (adding again changes nothing) and marks the list as changed. */
  async addMember(listId: string, profileId: string, now: string): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      await trx
        .insertInto('talent_list_members')
        .values({ list_id: listId, profile_id: profileId, added_at: now })
        .onConflict((conflict) => conflict.columns(['list_id', 'profile_id']).doNothing())
        .execute();
      await trx.updateTable('talent_lists').set({ updated_at: now }).where('id', '=', listId).execute();
    });
  }

  async removeMember(listId: string, profileId: string, now: string): Promise<boolean> {
    return this.db.transaction().execute(async (trx) => {
      const result = await trx
        .deleteFrom('talent_list_members')
        .where('list_id', '=', listId)
        .where('profile_id', '=', profileId)
        .executeTakeFirst();
      if (Number(result.numDeletedRows) === 0) return false;
      await trx.updateTable('talent_lists').set({ updated_at: now }).where('id', '=', listId).execute();
      return true;
    });
  }
}
