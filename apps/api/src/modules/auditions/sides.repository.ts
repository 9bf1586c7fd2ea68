import type { Insertable, Selectable } from 'kysely';
import { type AppDatabase, isPostgres } from '../../db/database';
import type { CastingSidesTable, SidesDownloadsTable } from '../../db/schema';

export type CastingSidesRow = Selectable<CastingSidesTable>;

/** A casting's sides (one per casting) and the record of every download. */
export class SidesRepository {
  constructor(private readonly db: AppDatabase) {}

  findOfCasting(castingId: string): Promise<CastingSidesRow | undefined> {
    return this.db
      .selectFrom('casting_sides')
      .selectAll()
      .where('casting_id', '=', castingId)
      .executeTakeFirst();
  }

  /**
   * The casting's sides become `row`'s file: a first upload inserts, a new one replaces the file in
   * the same row, so its id (and the downloads recorded against it) stay. Answers the file replaced,
   * for the caller to delete. The old row is locked on PostgreSQL, so of two uploads at once the
   * second replaces the first's file (and deletes it); two first uploads cannot both insert, the
   * unique casting_id turns the second into the update.
   */
  put(row: Insertable<CastingSidesTable>): Promise<{ sides: CastingSidesRow; replacedKey: string | null }> {
    const { id: _id, casting_id: _casting, ...file } = row;
    return this.db.transaction().execute(async (trx) => {
      let query = trx
        .selectFrom('casting_sides')
        .select('storage_key')
        .where('casting_id', '=', row.casting_id);
      if (isPostgres(this.db)) query = query.forUpdate();
      const old = await query.executeTakeFirst();
      await trx
        .insertInto('casting_sides')
        .values(row)
        .onConflict((conflict) => conflict.column('casting_id').doUpdateSet(file))
        .execute();
      const sides = await trx
        .selectFrom('casting_sides')
        .selectAll()
        .where('casting_id', '=', row.casting_id)
        .executeTakeFirstOrThrow();
      return { sides, replacedKey: old?.storage_key ?? null };
    });
  }

  /** Removes the casting's sides; their downloads' record goes with them (the table's cascade). */
  async remove(castingId: string): Promise<CastingSidesRow | undefined> {
    return this.db
      .deleteFrom('casting_sides')
      .where('casting_id', '=', castingId)
      .returningAll()
      .executeTakeFirst();
  }

  recordDownload(row: Insertable<SidesDownloadsTable>): Promise<unknown> {
    return this.db.insertInto('sides_downloads').values(row).execute();
  }

  /** An audition's downloads, oldest first. */
  downloadsOf(auditionId: string): Promise<Selectable<SidesDownloadsTable>[]> {
    return this.db
      .selectFrom('sides_downloads')
      .selectAll()
      .where('audition_id', '=', auditionId)
      .orderBy('downloaded_at')
      .orderBy('id')
      .execute();
  }
}
