import type { Insertable, Selectable } from 'kysely';
import { type AppDatabase, insertInChunks } from '../../db/database';
import type { SelfTapeRequestsTable } from '../../db/schema';
import type { PendingJobs } from '../jobs/job-queue';

export type SelfTapeRequestRow = Selectable<SelfTapeRequestsTable>;

export class SelfTapesRepository {
  constructor(private readonly db: AppDatabase) {}

  /** Rows made elsewhere (the demo seed), in bulk, inside the caller's transaction `trx`. */
  insertRows(trx: AppDatabase, rows: readonly Insertable<SelfTapeRequestsTable>[]): Promise<void> {
    return insertInChunks(trx, 'self_tape_requests', rows);
  }

  /** The request and its `jobs` (the talent's notice), both or neither (decision 0019). */
  async insert(row: Insertable<SelfTapeRequestsTable>, jobs: PendingJobs): Promise<SelfTapeRequestRow> {
    await this.db.transaction().execute(async (trx) => {
      await trx.insertInto('self_tape_requests').values(row).execute();
      await jobs.write(trx);
    });
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

  /** The videos sent for these applications (an answer replaced keeps only its last). */
  async submittedVideos(
    applicationIds: readonly string[],
  ): Promise<Array<{ application_id: string; video_id: string }>> {
    if (applicationIds.length === 0) return [];
    const rows = await this.db
      .selectFrom('self_tape_requests')
      .select(['application_id', 'video_id'])
      .where('application_id', 'in', applicationIds)
      .where('video_id', 'is not', null)
      .orderBy('submitted_at')
      .execute();
    return rows.flatMap((row) =>
      row.video_id === null ? [] : [{ application_id: row.application_id, video_id: row.video_id }],
    );
  }
}
