import type { Kysely } from 'kysely';
import { addIndex } from '../migration-helpers';

/**
 * The studio lists a casting's applicants newest first by default: with this index the first page
 * is read in order and the database stops after it, instead of sorting every application of the
 * casting (docs/benchmarks.md shows the plans).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await addIndex(db, 'applications_casting_applied_idx', 'applications', ['casting_id', 'applied_at']);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('applications_casting_applied_idx').execute();
}
