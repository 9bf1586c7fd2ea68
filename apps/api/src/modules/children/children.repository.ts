import type { Insertable, Selectable, Transaction, Updateable } from 'kysely';
import { type AppDatabase, insertInChunks } from '../../db/database';
import type { ChildrenTable, Database, TalentProfileRow } from '../../db/schema';
import type { TransactionPart } from '../../db/transaction-part';

export type ChildRow = Selectable<ChildrenTable>;
export type NewChildRow = Insertable<ChildrenTable>;
export type ChildChanges = Omit<Updateable<ChildrenTable>, 'id' | 'guardian_user_id' | 'created_at'>;
/** A child with what the children list shows of its talent profile. */
export type ChildWithProfileRow = ChildRow & {
  talent_profile_id: string;
  profile_photo_url: string | null;
  discoverable: number;
};

export class ChildrenRepository {
  constructor(private readonly db: AppDatabase) {}

  private selectWithProfile() {
    return (
      this.db
        .selectFrom('children')
        .innerJoin('talent_profiles', 'talent_profiles.child_id', 'children.id')
        .selectAll('children')
        .select([
          'talent_profiles.id as talent_profile_id',
          'talent_profiles.profile_photo_url',
          'talent_profiles.discoverable',
        ])
        // The profile must be the guardian's own row too: a child id alone never reaches a profile.
        .whereRef('talent_profiles.user_id', '=', 'children.guardian_user_id')
    );
  }

  /** The guardian's children in the order they were added. */
  /** Rows made elsewhere (the demo seed), in bulk, inside the caller's transaction `trx`. */
  insertRows(trx: AppDatabase, rows: readonly Insertable<ChildrenTable>[]): Promise<void> {
    return insertInChunks(trx, 'children', rows);
  }

  listOf(guardianUserId: string): Promise<ChildWithProfileRow[]> {
    return this.selectWithProfile()
      .where('children.guardian_user_id', '=', guardianUserId)
      .orderBy('children.created_at')
      .orderBy('children.id')
      .execute();
  }

  findOf(guardianUserId: string, childId: string): Promise<ChildWithProfileRow | undefined> {
    return this.selectWithProfile()
      .where('children.guardian_user_id', '=', guardianUserId)
      .where('children.id', '=', childId)
      .executeTakeFirst();
  }

  findProfile(guardianUserId: string, childId: string): Promise<TalentProfileRow | undefined> {
    return this.db
      .selectFrom('talent_profiles')
      .selectAll()
      .where('user_id', '=', guardianUserId)
      .where('child_id', '=', childId)
      .executeTakeFirst();
  }

  /**
   * The child and its talent profile (`profile`, the profiles module's part), both or neither; false
   * (nothing written) when the guardian already has `cap` children. The count is read inside the
   * transaction that inserts.
   */
  async create(child: NewChildRow, profile: TransactionPart, cap: number): Promise<boolean> {
    return this.db.transaction().execute(async (trx) => {
      const counted = await trx
        .selectFrom('children')
        .select((eb) => eb.fn.countAll<string | number>().as('n'))
        .where('guardian_user_id', '=', child.guardian_user_id)
        .executeTakeFirstOrThrow();
      if (Number(counted.n) >= cap) return false;
      await trx.insertInto('children').values(child).execute();
      await profile.write(trx);
      return true;
    });
  }

  /** The child's details and their copies on its talent profile (`profile`), in one transaction. */
  async update(child: ChildRow, changes: ChildChanges, profile: TransactionPart, now: string): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      await trx
        .updateTable('children')
        .set({ ...changes, updated_at: now })
        .where('id', '=', child.id)
        .execute();
      await profile.write(trx);
    });
  }

  /**
   * The child and its talent profile (`profile`); skills, photo and video rows and applications go
   * with the profile by cascade. One transaction: there is no foreign key from child_id (migration 0006).
   */
  async delete(child: ChildRow, profile: TransactionPart): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      await profile.write(trx);
      await trx.deleteFrom('children').where('id', '=', child.id).execute();
    });
  }

  /** Every child of the guardian, inside the account module's erasure (ChildrenService.erasure). */
  async deleteAllOf(trx: Transaction<Database>, guardianUserId: string): Promise<void> {
    await trx.deleteFrom('children').where('guardian_user_id', '=', guardianUserId).execute();
  }
}
