import type { Kysely } from 'kysely';
import { addIndex, primaryKey, required } from '../migration-helpers';

/**
 * Issue 23, DESIGN §10, decision 0018:
 * - `castings` open to minors declare their hours for children (`minorSchedule`).
 * - `child_work_checklists`: the guardian's paperwork on an accepted child application.
 * - `child_media_access`: every read of a child's photo or video through a signed URL.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('castings').addColumn('minor_daily_start', 'text').execute();
  await db.schema.alterTable('castings').addColumn('minor_daily_end', 'text').execute();
  await db.schema.alterTable('castings').addColumn('minor_days', 'integer').execute();

  await db.schema
    .createTable('child_work_checklists')
    .addColumn('application_id', 'text', (col) =>
      col.primaryKey().references('applications.id').onDelete('cascade'),
    )
    .addColumn('companion_name', 'text')
    .addColumn('spas_notice_at', 'text')
    .addColumn('documents_at', 'text')
    .addColumn('companion_at', 'text')
    .addColumn('contract_copy_at', 'text')
    .addColumn('updated_at', 'text', required)
    .execute();

  await db.schema
    .createTable('child_media_access')
    .addColumn('id', 'text', primaryKey)
    .addColumn('talent_profile_id', 'text', (col) =>
      col.notNull().references('talent_profiles.id').onDelete('cascade'),
    )
    .addColumn('storage_key', 'text', required)
    .addColumn('viewer_user_id', 'text', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('accessed_at', 'text', required)
    .execute();
  await addIndex(db, 'child_media_access_profile_idx', 'child_media_access', [
    'talent_profile_id',
    'accessed_at',
  ]);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('child_media_access').execute();
  await db.schema.dropTable('child_work_checklists').execute();
  for (const column of ['minor_days', 'minor_daily_end', 'minor_daily_start'])
    await db.schema.alterTable('castings').dropColumn(column).execute();
}
