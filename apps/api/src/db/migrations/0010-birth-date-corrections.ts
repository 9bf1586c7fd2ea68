import type { Kysely } from 'kysely';
import { addIndex, ownedBy, primaryKey, required } from '../migration-helpers';

/**
 * A birth date is fixed after registration (issue 18): guardian mode and the age rules hang on it, so
 * only an ADMIN corrects it, and each correction is kept with who made it, when and why. The user's
 * erasure takes their corrections along; an admin's erasure leaves the record without its author.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('birth_date_corrections')
    .addColumn('id', 'text', primaryKey)
    .addColumn('user_id', 'text', ownedBy('users.id'))
    .addColumn('old_birth_date', 'text')
    .addColumn('new_birth_date', 'text', required)
    .addColumn('corrected_by', 'text', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('reason', 'text', required)
    .addColumn('created_at', 'text', required)
    .execute();
  await addIndex(db, 'birth_date_corrections_user_id_idx', 'birth_date_corrections', ['user_id']);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('birth_date_corrections').execute();
}
