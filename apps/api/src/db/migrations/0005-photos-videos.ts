import type { Kysely } from 'kysely';
import { addIndex, primaryKey, required } from '../migration-helpers';

/**
 * Photos and videos of a talent profile (spec §3). Files live in the media storage under random
 * keys; the row is written after its files, so a row always has them. `position` is the list order
 * (`order` is a reserved word).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('photos')
    .addColumn('id', 'text', primaryKey)
    .addColumn('talent_profile_id', 'text', (col) =>
      col.notNull().references('talent_profiles.id').onDelete('cascade'),
    )
    .addColumn('position', 'integer', required)
    .addColumn('original_key', 'text', required)
    .addColumn('display_key', 'text', required)
    .addColumn('thumbnail_key', 'text', required)
    .addColumn('caption', 'text')
    .addColumn('width', 'integer', required)
    .addColumn('height', 'integer', required)
    .addColumn('size_bytes', 'integer', required)
    .addColumn('created_at', 'text', required)
    .execute();
  await addIndex(db, 'photos_profile_position_idx', 'photos', ['talent_profile_id', 'position']);

  await db.schema
    .createTable('videos')
    .addColumn('id', 'text', primaryKey)
    .addColumn('talent_profile_id', 'text', (col) =>
      col.notNull().references('talent_profiles.id').onDelete('cascade'),
    )
    .addColumn('position', 'integer', required)
    .addColumn('original_key', 'text', required)
    .addColumn('thumbnail_key', 'text', required)
    .addColumn('title', 'text')
    .addColumn('caption', 'text')
    .addColumn('duration', 'double precision')
    .addColumn('size_bytes', 'integer', required)
    .addColumn('created_at', 'text', required)
    .execute();
  await addIndex(db, 'videos_profile_position_idx', 'videos', ['talent_profile_id', 'position']);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('videos').execute();
  await db.schema.dropTable('photos').execute();
}
