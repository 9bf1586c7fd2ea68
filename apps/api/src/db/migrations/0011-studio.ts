import { type Kysely, sql } from 'kysely';

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
    .addColumn('company_name', 'text', (col) => col.notNull())
    .addColumn('company_code', 'text', (col) => col.notNull())
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('status_reason', 'text')
    .addColumn('reviewed_by', 'text', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('reviewed_at', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('client_accounts_status_idx')
    .on('client_accounts')
    .columns(['status', 'created_at'])
    .execute();
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
    .addColumn('text', 'text', (col) => col.notNull())
    .addColumn('updated_by', 'text', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('casting_visits')
    .addColumn('casting_id', 'text', (col) => col.notNull().references('castings.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('visited_at', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('casting_visits_pk', ['casting_id', 'user_id'])
    .execute();

  // The applicants of one casting by status and by date: the studio's list and its counts.
  await db.schema
    .createIndex('applications_casting_status_applied_idx')
    .on('applications')
    .columns(['casting_id', 'status', 'applied_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('applications_casting_status_applied_idx').execute();
  await db.schema.dropTable('casting_visits').execute();
  await db.schema.dropTable('application_notes').execute();
  await db.schema.alterTable('application_status_changes').dropColumn('message').execute();
  await db.schema.dropTable('client_accounts').execute();
}
