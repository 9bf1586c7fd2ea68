import type { Kysely } from 'kysely';
import { addIndex, primaryKey, required } from '../migration-helpers';

/**
 * Issue 22, DESIGN §9:
 * - `videos` gain their conversion state. Rows made before are READY (they were already served).
 *   While PROCESSING, `source_key` is the uploaded file and `original_key` the MP4 to be made;
 *   `poster_key` is the full-size frame made with it.
 * - `self_tape_requests`: a client's request to one application, and the video sent in answer.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('videos')
    .addColumn('processing_status', 'text', (col) => col.notNull().defaultTo('READY'))
    .execute();
  await db.schema.alterTable('videos').addColumn('processing_error', 'text').execute();
  await db.schema.alterTable('videos').addColumn('source_key', 'text').execute();
  await db.schema.alterTable('videos').addColumn('poster_key', 'text').execute();

  await db.schema
    .createTable('self_tape_requests')
    .addColumn('id', 'text', primaryKey)
    .addColumn('application_id', 'text', (col) =>
      col.notNull().references('applications.id').onDelete('cascade'),
    )
    .addColumn('requested_by', 'text', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('instructions', 'text', required)
    .addColumn('deadline', 'text', required)
    .addColumn('created_at', 'text', required)
    .addColumn('video_id', 'text', (col) => col.references('videos.id').onDelete('set null'))
    .addColumn('submitted_at', 'text')
    .execute();
  await addIndex(db, 'self_tape_requests_application_idx', 'self_tape_requests', [
    'application_id',
    'created_at',
  ]);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('self_tape_requests').execute();
  for (const column of ['poster_key', 'source_key', 'processing_error', 'processing_status'])
    await db.schema.alterTable('videos').dropColumn(column).execute();
}
