import { type Kysely, sql } from 'kysely';
import { addIndex } from '../migration-helpers';

/**
 * Issue 32, decision 0024 ("What relevance weighs"): `talent_profiles.directory_rank` stores the part
 * of relevance that belongs to the profile alone, 2 for a profile photo plus 1 for a READY video, so
 * the directory's page of answers is cut from an index instead of reading and ranking every answer's
 * row. The profiles module writes it with the profile photo and when the media module reports a
 * video's change (ProfileRecordsService.videosChanged). The city search index of 0022 gets the rank,
 * the update time and the id after its columns: the first search (a city, a gender, an age range) then
 * finds, counts and orders its answers in the index alone.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('talent_profiles')
    .addColumn('directory_rank', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  await sql`update talent_profiles set directory_rank =
    (case when profile_photo_url is not null then 2 else 0 end)
    + (case when exists (select 1 from videos v where v.talent_profile_id = talent_profiles.id
        and v.processing_status = 'READY') then 1 else 0 end)`.execute(db);
  await db.schema.dropIndex('talent_profiles_city_gender_born_idx').execute();
  await addIndex(db, 'talent_profiles_city_gender_born_idx', 'talent_profiles', [
    'residence_city',
    'gender',
    'date_of_birth',
    'discoverable',
    'child_id',
    'user_id',
    'directory_rank',
    'updated_at',
    'id',
  ]);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('talent_profiles_city_gender_born_idx').execute();
  await addIndex(db, 'talent_profiles_city_gender_born_idx', 'talent_profiles', [
    'residence_city',
    'gender',
    'date_of_birth',
    'discoverable',
    'child_id',
    'user_id',
  ]);
  await db.schema.alterTable('talent_profiles').dropColumn('directory_rank').execute();
}
