import { type Kysely, sql } from 'kysely';
import { primaryKey } from '../migration-helpers';

/** Values are spelled out here, not imported: a migration must keep meaning what it meant when it ran. */
const sqlIn = (column: string, values: readonly string[]) =>
  sql`${sql.ref(column)} in (${sql.join(values.map((value) => sql.lit(value)))})`;

const SKILL_LEVELS = ['AMATEUR', 'PERFORMANCE'];
const LANGUAGE_LEVELS = ['BEGINNER', 'INTERMEDIATE', 'ADVANCED', 'NATIVE'];
const MARK_TYPES = ['TATTOO', 'SCAR', 'BIRTHMARK', 'OTHER'];

/** Lists are JSON text (portable); flags are 0/1 integers like the rest of the schema. */
const PROFILE_COLUMNS: Array<[name: string, type: 'text' | 'integer', notNullDefault?: string | number]> = [
  ['phone2', 'text'],
  ['country_of_origin', 'text'],
  ['current_occupation', 'text'],
  ['facebook_url', 'text'],
  ['instagram_url', 'text'],
  ['tiktok_url', 'text'],
  ['other_social_media', 'text'],
  ['bio', 'text'],
  ['hair_length', 'text'],
  ['ethnicity', 'text'],
  ['bust', 'integer'],
  ['waist', 'integer'],
  ['hips', 'integer'],
  ['shoe_size', 'text'],
  ['pants_size', 'text'],
  ['shirt_size', 'text'],
  ['can_sing', 'integer', 0],
  ['singing_level', 'text'],
  ['singing_courses', 'text'],
  ['has_driver_license', 'integer', 0],
  ['license_categories', 'text', '[]'],
  ['license_since', 'integer'],
  ['native_language', 'text'],
  ['categories', 'text', '[]'],
  ['acting_university', 'text'],
  ['dance_training', 'text'],
  ['special_skills', 'text', '[]'],
  ['onboarding_completed_at', 'text'],
];

/** Skill tables: [table, columns (text), level values of `level` or null, extra check]. */
const SKILL_TABLES: Array<{
  table: string;
  required: string[];
  optional: string[];
  checks: Array<[column: string, values: string[]]>;
}> = [
  {
    table: 'instruments',
    required: ['instrument', 'level'],
    optional: ['courses'],
    checks: [['level', SKILL_LEVELS]],
  },
  { table: 'sports', required: ['sport', 'level'], optional: ['courses'], checks: [['level', SKILL_LEVELS]] },
  { table: 'dances', required: ['genre', 'level'], optional: ['courses'], checks: [['level', SKILL_LEVELS]] },
  {
    table: 'riding_skills',
    required: ['activity', 'level'],
    optional: [],
    checks: [['level', SKILL_LEVELS]],
  },
  { table: 'languages', required: ['language', 'level'], optional: [], checks: [['level', LANGUAGE_LEVELS]] },
  {
    table: 'distinctive_marks',
    required: ['type', 'location'],
    optional: ['description'],
    checks: [['type', MARK_TYPES]],
  },
];

/** The rest of the talent profile of spec §3, the onboarding mark and the skill item tables. */
export async function up(db: Kysely<unknown>): Promise<void> {
  // SQLite adds one column per statement.
  for (const [column, type, notNullDefault] of PROFILE_COLUMNS) {
    await db.schema
      .alterTable('talent_profiles')
      .addColumn(column, type, (col) =>
        notNullDefault === undefined ? col : col.notNull().defaultTo(notNullDefault),
      )
      .execute();
  }

  for (const { table, required, optional, checks } of SKILL_TABLES) {
    let builder = db.schema
      .createTable(table)
      .addColumn('id', 'text', primaryKey)
      .addColumn('talent_profile_id', 'text', (col) =>
        col.notNull().references('talent_profiles.id').onDelete('cascade'),
      );
    for (const column of required) {
      const values = checks.find(([name]) => name === column)?.[1];
      builder = builder.addColumn(column, 'text', (col) =>
        values ? col.notNull().check(sqlIn(column, values)) : col.notNull(),
      );
    }
    for (const column of optional) builder = builder.addColumn(column, 'text');
    await builder.addColumn('created_at', 'text', (col) => col.notNull()).execute();
    // The profile reads each list in insertion order.
    await db.schema
      .createIndex(`${table}_profile_idx`)
      .on(table)
      .columns(['talent_profile_id', 'created_at'])
      .execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const { table } of SKILL_TABLES) await db.schema.dropTable(table).execute();
  for (const [column] of PROFILE_COLUMNS) {
    await db.schema.alterTable('talent_profiles').dropColumn(column).execute();
  }
}
