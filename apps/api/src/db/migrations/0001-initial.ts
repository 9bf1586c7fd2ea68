import { type Kysely, sql } from 'kysely';
import { addIndex, ownedBy, primaryKey, required } from '../migration-helpers';

/** Values are spelled out here, not imported: a migration must keep meaning what it meant when it ran. */
const sqlIn = (column: string, values: readonly string[]) =>
  sql`${sql.ref(column)} in (${sql.join(values.map((value) => sql.lit(value)))})`;

/** Portable on SQLite and PostgreSQL: only text and integer columns, see db/schema.ts. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('users')
    .addColumn('id', 'text', primaryKey)
    .addColumn('email', 'text', (col) => col.notNull().unique())
    .addColumn('password_hash', 'text', required)
    .addColumn('role', 'text', (col) => col.notNull().check(sqlIn('role', ['ADMIN', 'CLIENT', 'TALENT'])))
    .addColumn('first_name', 'text', required)
    .addColumn('last_name', 'text', required)
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
    .addColumn('created_at', 'text', required)
    .addColumn('updated_at', 'text', required)
    .execute();
  await addIndex(db, 'users_role_idx', 'users', ['role']);

  await db.schema
    .createTable('sessions')
    .addColumn('id', 'text', primaryKey)
    .addColumn('user_id', 'text', ownedBy('users.id'))
    .addColumn('created_at', 'text', required)
    .addColumn('revoked_at', 'text')
    .execute();
  await addIndex(db, 'sessions_user_id_idx', 'sessions', ['user_id']);

  await db.schema
    .createTable('refresh_tokens')
    .addColumn('id', 'text', primaryKey)
    .addColumn('session_id', 'text', ownedBy('sessions.id'))
    .addColumn('token_hash', 'text', (col) => col.notNull().unique())
    .addColumn('expires_at', 'text', required)
    .addColumn('used_at', 'text')
    .addColumn('created_at', 'text', required)
    .execute();
  await addIndex(db, 'refresh_tokens_session_id_idx', 'refresh_tokens', ['session_id']);

  await db.schema
    .createTable('talent_profiles')
    .addColumn('id', 'text', primaryKey)
    .addColumn('user_id', 'text', ownedBy('users.id'))
    // Children arrive in a later issue, which adds the foreign key with its table.
    .addColumn('child_id', 'text')
    .addColumn('first_name', 'text', required)
    .addColumn('last_name', 'text', required)
    .addColumn('phone', 'text')
    .addColumn('gender', 'text', (col) => col.check(sqlIn('gender', ['MALE', 'FEMALE'])))
    .addColumn('date_of_birth', 'text')
    .addColumn('profile_photo_url', 'text')
    .addColumn('created_at', 'text', required)
    .addColumn('updated_at', 'text', required)
    .execute();
  await addIndex(db, 'talent_profiles_user_id_idx', 'talent_profiles', ['user_id']);
  await addIndex(db, 'talent_profiles_child_id_idx', 'talent_profiles', ['child_id']);

  await db.schema
    .createTable('login_attempts')
    .addColumn('id', 'text', primaryKey)
    .addColumn('email', 'text', required)
    .addColumn('ip', 'text', required)
    .addColumn('failed', 'integer', required)
    .addColumn('created_at', 'text', required)
    .execute();
  await addIndex(db, 'login_attempts_email_idx', 'login_attempts', ['email', 'created_at']);
  await addIndex(db, 'login_attempts_ip_idx', 'login_attempts', ['ip', 'created_at']);
  await addIndex(db, 'login_attempts_created_at_idx', 'login_attempts', ['created_at']);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['login_attempts', 'talent_profiles', 'refresh_tokens', 'sessions', 'users']) {
    await db.schema.dropTable(table).execute();
  }
}
