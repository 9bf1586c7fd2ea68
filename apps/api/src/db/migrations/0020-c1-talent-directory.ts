import { foldForSearch } from '@talent/contract/castings';
import { type Kysely, sql } from 'kysely';
import { addIndex, ownedBy, primaryKey, required } from '../migration-helpers';

/**
 * Issue 32 (helper C1), DESIGN §11, decision 0024 (the talent directory):
 * - `talent_profiles.discoverable`: 1 lists the profile in the studio's directory. An adult's own
 *   profile starts listed, a child's profile does not (its guardian turns it on); a minor's own
 *   account is kept out by its birth date at query time, whatever the flag says.
 * - `talent_profiles.folded_name`: foldForSearch of "first last", written with the names, so a name
 *   search is accent-insensitive and the name sort reads an index instead of folding every row.
 * - indexes for the directory's filters and sorts, and `profile_views`: who of the studio opened a
 *   profile and when (the talent's "viewed this week").
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('talent_profiles')
    .addColumn('discoverable', 'integer', (col) => col.notNull().defaultTo(1))
    .execute();
  await db.schema
    .alterTable('talent_profiles')
    .addColumn('folded_name', 'text', (col) => col.notNull().defaultTo(''))
    .execute();
  await sql`update talent_profiles set discoverable = 0 where child_id is not null`.execute(db);
  const profiles = await sql<{ id: string; first_name: string; last_name: string }>`
    select id, first_name, last_name from talent_profiles`.execute(db);
  for (const { id, first_name: first, last_name: last } of profiles.rows) {
    await sql`update talent_profiles set folded_name = ${foldForSearch(`${first} ${last}`)}
      where id = ${id}`.execute(db);
  }
  await addIndex(db, 'talent_profiles_city_idx', 'talent_profiles', ['residence_city']);
  await addIndex(db, 'talent_profiles_gender_born_idx', 'talent_profiles', ['gender', 'date_of_birth']);
  await addIndex(db, 'talent_profiles_born_idx', 'talent_profiles', ['date_of_birth']);
  await addIndex(db, 'talent_profiles_height_idx', 'talent_profiles', ['height']);
  await addIndex(db, 'talent_profiles_folded_name_idx', 'talent_profiles', ['folded_name']);
  await addIndex(db, 'talent_profiles_updated_idx', 'talent_profiles', ['updated_at']);

  await db.schema
    .createTable('profile_views')
    .addColumn('id', 'text', primaryKey)
    .addColumn('profile_id', 'text', ownedBy('talent_profiles.id'))
    .addColumn('viewer_user_id', 'text', ownedBy('users.id'))
    .addColumn('viewed_at', 'text', required)
    .execute();
  // "This week" and the weeks before: a profile's views by time.
  await addIndex(db, 'profile_views_profile_idx', 'profile_views', ['profile_id', 'viewed_at']);
  // An erased client's views go by cascade: without it each erasure would scan every view.
  await addIndex(db, 'profile_views_viewer_idx', 'profile_views', ['viewer_user_id']);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('profile_views').execute();
  for (const index of ['city', 'gender_born', 'born', 'height', 'folded_name', 'updated']) {
    await db.schema.dropIndex(`talent_profiles_${index}_idx`).execute();
  }
  await db.schema.alterTable('talent_profiles').dropColumn('folded_name').execute();
  await db.schema.alterTable('talent_profiles').dropColumn('discoverable').execute();
}
