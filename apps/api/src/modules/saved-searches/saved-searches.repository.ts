import type { Insertable, Selectable } from 'kysely';
import { type AppDatabase, insertInChunks, isUniqueViolation } from '../../db/database';
import type { SavedSearchesTable } from '../../db/schema';

export type SavedSearchRow = Selectable<SavedSearchesTable>;

export class DuplicateNameError extends Error {}

export class SavedSearchesRepository {
  constructor(private readonly db: AppDatabase) {}

  listOf(userId: string): Promise<SavedSearchRow[]> {
    return this.db
      .selectFrom('saved_searches')
      .selectAll()
      .where('user_id', '=', userId)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .execute();
  }

  async countOf(userId: string): Promise<number> {
    const row = await this.db
      .selectFrom('saved_searches')
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .where('user_id', '=', userId)
      .executeTakeFirst();
    return Number(row?.total ?? 0);
  }

  /** Rows made elsewhere (the demo seed), in bulk, inside the caller's transaction `trx`. */
  insertRows(trx: AppDatabase, rows: readonly Insertable<SavedSearchesTable>[]): Promise<void> {
    return insertInChunks(trx, 'saved_searches', rows);
  }

  async insert(row: Insertable<SavedSearchesTable>): Promise<void> {
    try {
      await this.db.insertInto('saved_searches').values(row).execute();
    } catch (error) {
      if (isUniqueViolation(error)) throw new DuplicateNameError();
      throw error;
    }
  }

  findOwn(userId: string, id: string): Promise<SavedSearchRow | undefined> {
    return this.db
      .selectFrom('saved_searches')
      .selectAll()
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .executeTakeFirst();
  }

  async setAlerts(userId: string, id: string, alerts: boolean, alertedUntil: string): Promise<boolean> {
    const result = await this.db
      .updateTable('saved_searches')
      .set({ alerts: alerts ? 1 : 0, alerted_until: alertedUntil })
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  async deleteOwn(userId: string, id: string): Promise<boolean> {
    const result = await this.db
      .deleteFrom('saved_searches')
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .executeTakeFirst();
    return Number(result.numDeletedRows) === 1;
  }

  /** The searches with alerts on, a page at a time (by id) for the alert job. */
  withAlerts(afterId: string, limit: number): Promise<SavedSearchRow[]> {
    return this.db
      .selectFrom('saved_searches')
      .selectAll()
      .where('alerts', '=', 1)
      .where('id', '>', afterId)
      .orderBy('id')
      .limit(limit)
      .execute();
  }

  /** Many searches at once (a page of the alert job, ≤ 500 ids); never moves a time back. */
  async setAlertedUntil(ids: readonly string[], alertedUntil: string): Promise<void> {
    if (ids.length === 0) return;
    await this.db
      .updateTable('saved_searches')
      .set({ alerted_until: alertedUntil })
      .where('id', 'in', [...ids])
      .where('alerted_until', '<', alertedUntil)
      .execute();
  }
}
