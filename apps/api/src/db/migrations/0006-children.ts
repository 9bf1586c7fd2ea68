import { type Kysely, sql } from 'kysely';
import { addIndex, ownedBy, primaryKey, required } from '../migration-helpers';

/**
 * Children of guardians (spec §3 Child). A child's talent profile is a talent_profiles row with the
 * guardian's user_id and the child's id in child_id, so every list that selects by user_id (the
 * applications list, stats, a casting's own entries) covers the children too. child_id gets no
 * foreign key: SQLite cannot add one to an existing table, and the children repository deletes the
 * profile in the same transaction as the child.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('children')
    .addColumn('id', 'text', primaryKey)
    .addColumn('guardian_user_id', 'text', ownedBy('users.id'))
    .addColumn('first_name', 'text', required)
    .addColumn('last_name', 'text', required)
    // The calendar day 'YYYY-MM-DD': no time zone can move it.
    .addColumn('date_of_birth', 'text', required)
    .addColumn('gender', 'text', (col) => col.notNull().check(sql`gender in ('MALE', 'FEMALE')`))
    .addColumn('created_at', 'text', required)
    .addColumn('updated_at', 'text', required)
    .execute();
  await addIndex(db, 'children_guardian_user_id_idx', 'children', ['guardian_user_id']);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('children').execute();
}
