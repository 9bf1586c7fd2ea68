import type { Insertable, Selectable } from 'kysely';
import type { AppDatabase } from '../../db/database';
import type { SelfTapeRequestsTable } from '../../db/schema';

export type SelfTapeRequestRow = Selectable<SelfTapeRequestsTable>;

export class SelfTapesRepository {
  constructor(private readonly db: AppDatabase) {}

  async insert(row: Insertable<SelfTapeRequestsTable>): Promise<SelfTapeRequestRow> {
    await this.db.insertInto('self_tape_requests').values(row).execute();
    return (await this.find(row.id)) as SelfTapeRequestRow;
  }

  find(id: string): Promise<SelfTapeRequestRow | undefined> {
    return this.db.selectFrom('self_tape_requests').selectAll().where('id', '=', id).executeTakeFirst();
  }

  /** An application's requests, newest first. */
  listOfApplication(applicationId: string): Promise<SelfTapeRequestRow[]> {
    return this.db
      .selectFrom('self_tape_requests')
      .selectAll()
      .where('application_id', '=', applicationId)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .execute();
  }

  /** The answer, only while the deadline has not passed (checked in the same statement). */
  async submit(id: string, videoId: string, now: string): Promise<boolean> {
    const result = await this.db
      .updateTable('self_tape_requests')
      .set({ video_id: videoId, submitted_at: now })
      .where('id', '=', id)
      .where('deadline', '>', now)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }
}
