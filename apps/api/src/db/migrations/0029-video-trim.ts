import type { Kysely } from 'kysely';

/**
 * Issue 36, DESIGN §15: a take recorded in the self-tape studio may be trimmed before it is sent.
 * The upload is stored whole as the conversion's source; `trim_start` and `trim_end` (seconds of the
 * upload, null for its start and end) say which part the conversion keeps.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('videos').addColumn('trim_start', 'double precision').execute();
  await db.schema.alterTable('videos').addColumn('trim_end', 'double precision').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('videos').dropColumn('trim_end').execute();
  await db.schema.alterTable('videos').dropColumn('trim_start').execute();
}
