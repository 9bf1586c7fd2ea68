import { type Kysely, sql } from 'kysely';
import { addIndex, ownedBy, required } from '../migration-helpers';

/**
 * The casting studio (issue 20, DESIGN §7):
 * - `client_accounts`: a CLIENT's company and whether an ADMIN verified it. CLIENT accounts made before
 *   (CLI, demo) were trusted by whoever made them, so they start VERIFIED, named after their person and
 *   with no code.
 * - the message a status move carries to the talent, kept with the move;
 * - one private note per application, for the casting's people only;
 * - when each staff member last opened a casting's applicants, to mark what came after.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('client_accounts')
    .addColumn('user_id', 'text', (col) => col.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('company_name', 'text', required)
    .addColumn('company_code', 'text', required)
    .addColumn('status', 'text', required)
    .addColumn('status_reason', 'text')
    .addColumn('reviewed_by', 'text', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('reviewed_at', 'text')
    .addColumn('created_at', 'text', required)
    .addColumn('updated_at', 'text', required)
    .execute();
  await addIndex(db, 'client_accounts_status_idx', 'client_accounts', ['status', 'created_at']);
  await sql`
    insert into client_accounts (user_id, company_name, company_code, status, created_at, updated_at)
    select id, first_name || ' ' || last_name, '', 'VERIFIED', created_at, created_at
    from users where role = 'CLIENT'`.execute(db);

  await db.schema.alterTable('application_status_changes').addColumn('message', 'text').execute();

  await db.schema
    .createTable('application_notes')
    .addColumn('application_id', 'text', (col) =>
      col.primaryKey().references('applications.id').onDelete('cascade'),
    )
    .addColumn('text', 'text', required)
    .addColumn('updated_by', 'text', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('updated_at', 'text', required)
    .execute();

  await db.schema
    .createTable('casting_visits')
    .addColumn('casting_id', 'text', ownedBy('castings.id'))
    .addColumn('user_id', 'text', ownedBy('users.id'))
    .addColumn('visited_at', 'text', required)
    .addPrimaryKeyConstraint('casting_visits_pk', ['casting_id', 'user_id'])
    .execute();

  // The applicants of one casting by status and by date: the studio's list and its counts.
  await addIndex(db, 'applications_casting_status_applied_idx', 'applications', [
    'casting_id',
    'status',
    'applied_at',
  ]);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('applications_casting_status_applied_idx').execute();
  await db.schema.dropTable('casting_visits').execute();
  await db.schema.dropTable('application_notes').execute();
  await db.schema.alterTable('application_status_changes').dropColumn('message').execute();
  await db.schema.dropTable('client_accounts').execute();
}
