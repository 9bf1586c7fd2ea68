import { type Kysely, sql } from 'kysely';

/** Values are spelled out here, not imported: a migration must keep meaning what it meant when it ran. */
const sqlIn = (column: string, values: readonly string[]) =>
  sql`${sql.ref(column)} in (${sql.join(values.map((value) => sql.lit(value)))})`;

/** Portable on SQLite and PostgreSQL: only text and integer columns, see db/schema.ts. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('users')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('email', 'text', (col) => col.notNull().unique())
    .addColumn('password_hash', 'text', (col) => col.notNull())
    .addColumn('role', 'text', (col) => col.notNull().check(sqlIn('role', ['ADMIN', 'CLIENT', 'TALENT'])))
    .addColumn('first_name', 'text', (col) => col.notNull())
    .addColumn('last_name', 'text', (col) => col.notNull())
    .addColumn('phone', 'text')
    .addColumn('gender', 'text', (col) => col.check(sqlIn('gender', ['MALE', 'FEMALE'])))
    .addColumn('birth_date', 'text')
    .addColumn('preferred_language', 'text', (col) =>
      col
        .notNull()
        .defaultTo('RO')
        .check(sqlIn('preferred_language', ['RO', 'EN'])),
    )
    .addColumn('is_guardian_mode_enabled', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('users_role_idx').on('users').column('role').execute();

  await db.schema
    .createTable('sessions')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('revoked_at', 'text')
    .execute();
  await db.schema.createIndex('sessions_user_id_idx').on('sessions').column('user_id').execute();

  await db.schema
    .createTable('refresh_tokens')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('session_id', 'text', (col) => col.notNull().references('sessions.id').onDelete('cascade'))
    .addColumn('token_hash', 'text', (col) => col.notNull().unique())
    .addColumn('expires_at', 'text', (col) => col.notNull())
    .addColumn('used_at', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('refresh_tokens_session_id_idx')
    .on('refresh_tokens')
    .column('session_id')
    .execute();

  await db.schema
    .createTable('talent_profiles')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
    // Children arrive in a later issue, which adds the foreign key with its table.
    .addColumn('child_id', 'text')
    .addColumn('first_name', 'text', (col) => col.notNull())
    .addColumn('last_name', 'text', (col) => col.notNull())
    .addColumn('phone', 'text')
    .addColumn('gender', 'text', (col) => col.check(sqlIn('gender', ['MALE', 'FEMALE'])))
    .addColumn('date_of_birth', 'text')
    .addColumn('profile_photo_url', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('talent_profiles_user_id_idx')
    .on('talent_profiles')
    .column('user_id')
    .execute();
  await db.schema
    .createIndex('talent_profiles_child_id_idx')
    .on('talent_profiles')
    .column('child_id')
    .execute();

  await db.schema
    .createTable('login_attempts')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('email', 'text', (col) => col.notNull())
    .addColumn('ip', 'text', (col) => col.notNull())
    .addColumn('failed', 'integer', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('login_attempts_email_idx')
    .on('login_attempts')
    .columns(['email', 'created_at'])
    .execute();
  await db.schema
    .createIndex('login_attempts_ip_idx')
    .on('login_attempts')
    .columns(['ip', 'created_at'])
    .execute();
  await db.schema
    .createIndex('login_attempts_created_at_idx')
    .on('login_attempts')
    .column('created_at')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['login_attempts', 'talent_profiles', 'refresh_tokens', 'sessions', 'users']) {
    await db.schema.dropTable(table).execute();
  }
}
