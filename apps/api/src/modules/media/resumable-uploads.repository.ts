import type { AppDatabase } from '../../db/database';

/**
 * The tus uploads still open (issue 30 point 5): what each one declared it will hold and when it last
 * received bytes. The store keeps the bytes; this table answers "how much does this user hold" and
 * "which uploads stalled" in one query, whatever the store (local folder or S3).
 */
export class ResumableUploadsRepository {
  constructor(private readonly db: AppDatabase) {}

  /** The declared bytes of `userId`'s open uploads, together. */
  async openBytesOf(userId: string): Promise<number> {
    const row = await this.db
      .selectFrom('resumable_uploads')
      .select((eb) => eb.fn.coalesce(eb.fn.sum<string | number>('declared_bytes'), eb.lit(0)).as('total'))
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow();
    return Number(row.total);
  }

  async add(upload: { id: string; userId: string; declaredBytes: number }, now: string): Promise<void> {
    await this.db
      .insertInto('resumable_uploads')
      .values({
        id: upload.id,
        user_id: upload.userId,
        declared_bytes: upload.declaredBytes,
        created_at: now,
        touched_at: now,
      })
      .execute();
  }

  /** Bytes are arriving now. */
  async touch(id: string, now: string): Promise<void> {
    await this.db.updateTable('resumable_uploads').set({ touched_at: now }).where('id', '=', id).execute();
  }

  async remove(id: string): Promise<void> {
    await this.db.deleteFrom('resumable_uploads').where('id', '=', id).execute();
  }

  /** Uploads with no bytes since `touchedBefore`, or created before `createdBefore`. */
  async stale(touchedBefore: string, createdBefore: string): Promise<string[]> {
    const rows = await this.db
      .selectFrom('resumable_uploads')
      .select('id')
      .where((eb) => eb.or([eb('touched_at', '<', touchedBefore), eb('created_at', '<', createdBefore)]))
      .execute();
    return rows.map((row) => row.id);
  }
}
