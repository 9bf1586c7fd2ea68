import type { Kysely } from 'kysely';

/**
 * Photos and videos of a talent profile (spec §3). Files live in the media storage under random
 * keys; the row is written after its files, so a row always has them. `position` is the list order
 * (`order` is a reserved word).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('photos')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('talent_profile_id', 'text', (col) =>
      col.notNull().references('talent_profiles.id').onDelete('cascade'),
    )
    .addColumn('position', 'integer', (col) => col.notNull())
    .addColumn('original_key', 'text', (col) => col.notNull())
    .addColumn('display_key', 'text', (col) => col.notNull())
    .addColumn('thumbnail_key', 'text', (col) => col.notNull())
    .addColumn('caption', 'text')
    .addColumn('width', 'integer', (col) => col.notNull())
    .addColumn('height', 'integer', (col) => col.notNull())
    .addColumn('size_bytes', 'integer', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('photos_profile_position_idx')
    .on('photos')
    .columns(['talent_profile_id', 'position'])
    .execute();

  await db.schema
    .createTable('videos')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('talent_profile_id', 'text', (col) =>
      col.notNull().references('talent_profiles.id').onDelete('cascade'),
    )
    .addColumn('position', 'integer', (col) => col.notNull())
    .addColumn('original_key', 'text', (col) => col.notNull())
    .addColumn('thumbnail_key', 'text', (col) => col.notNull())
    .addColumn('title', 'text')
    .addColumn('caption', 'text')
    .addColumn('duration', 'double precision')
    .addColumn('size_bytes', 'integer', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('videos_profile_position_idx')
    .on('videos')
    .columns(['talent_profile_id', 'position'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('videos').execute();
  await db.schema.dropTable('photos').execute();
}
