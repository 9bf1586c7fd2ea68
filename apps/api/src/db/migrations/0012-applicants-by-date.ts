import type { Kysely } from 'kysely';

/**
 * The studio lists a casting's applicants newest first by default: with this index the first page
 * is read in order and the database stops after it, instead of sorting every application of the
 * casting (docs/benchmarks.md shows the plans).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('applications_casting_applied_idx')
    .on('applications')
    .columns(['casting_id', 'applied_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('applications_casting_applied_idx').execute();
}
