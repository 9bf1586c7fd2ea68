import type { Kysely } from 'kysely';
import { addIndex, ownedBy, primaryKey, required } from '../migration-helpers';

/**
 * Issue 30 (helper H4):
 * - `child_media_access` records who fetched a child's file, not only whom the link named: the
 *   address and browser of the request (an <img> sends no token, so that is what is known of it).
 *   A link passed on shows up as reads from elsewhere.
 * - `resumable_uploads`: the tus uploads still open, with their declared size and last activity, so a
 *   user's unfinished uploads are bounded in bytes and stalled ones are removed early.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('child_media_access').addColumn('client_ip', 'text').execute();
  await db.schema.alterTable('child_media_access').addColumn('user_agent', 'text').execute();

  await db.schema
    .createTable('resumable_uploads')
    .addColumn('id', 'text', primaryKey)
    .addColumn('user_id', 'text', ownedBy('users.id'))
    // bigint: VIDEO_MAX_MB may pass the 2 GB of a PostgreSQL integer.
    .addColumn('declared_bytes', 'bigint', required)
    .addColumn('created_at', 'text', required)
    .addColumn('touched_at', 'text', required)
    .execute();
  await addIndex(db, 'resumable_uploads_user_idx', 'resumable_uploads', ['user_id']);
  await addIndex(db, 'resumable_uploads_touched_idx', 'resumable_uploads', ['touched_at']);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('resumable_uploads').execute();
  await db.schema.alterTable('child_media_access').dropColumn('user_agent').execute();
  await db.schema.alterTable('child_media_access').dropColumn('client_ip').execute();
}
