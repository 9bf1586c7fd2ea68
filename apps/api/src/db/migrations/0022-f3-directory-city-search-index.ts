import type { Kysely } from 'kysely';
import { addIndex } from '../migration-helpers';

/**
 * Issue 32 (helper F3), decision 0024: the directory's first search is a city, a gender and an age
 * range. With (gender, date_of_birth) alone it read every woman of the ages in the country to keep the
 * few of one city (50,000 profiles: about 9,000 rows for 300 answers, 3 searches a second on the
 * benchmark). (residence_city, gender, date_of_birth) reads only the answers, and with (discoverable,
 * child_id, user_id) after them the count of the answers reads no table row; it also serves a city alone, so
 * the single-column city index goes.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await addIndex(db, 'talent_profiles_city_gender_born_idx', 'talent_profiles', [
    'residence_city',
    'gender',
    'date_of_birth',
    // Who is listed (a child through its guardian, user_id): with them the count of the answers
    // reads the index alone.
    'discoverable',
    'child_id',
    'user_id',
  ]);
  await db.schema.dropIndex('talent_profiles_city_idx').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await addIndex(db, 'talent_profiles_city_idx', 'talent_profiles', ['residence_city']);
  await db.schema.dropIndex('talent_profiles_city_gender_born_idx').execute();
}
