import type { Kysely } from 'kysely';

/**
 * A birth date is fixed after registration (issue 18): guardian mode and the age rules hang on it, so
 * only an ADMIN corrects it, and each correction is kept with who made it, when and why. The user's
 * erasure takes their corrections along; an admin's erasure leaves the record without its author.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('birth_date_corrections')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('old_birth_date', 'text')
    .addColumn('new_birth_date', 'text', (col) => col.notNull())
    .addColumn('corrected_by', 'text', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('reason', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('birth_date_corrections_user_id_idx')
    .on('birth_date_corrections')
    .column('user_id')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('birth_date_corrections').execute();
}
