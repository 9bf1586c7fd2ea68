import { type Kysely, PostgresAdapter, sql } from 'kysely';
import { addIndex, ownedBy, primaryKey, required } from '../migration-helpers';

const isPostgres = (db: Kysely<unknown>) => db.getExecutor().adapter instanceof PostgresAdapter;

/**
 * Issue 21, DESIGN §8:
 * - `jobs` (SQLite only): the durable job queue in the same database file. PostgreSQL's queue is
 *   pg-boss, which keeps its own schema.
 * - `notifications`: one notice per recipient; `dedupe_key` is the event's own key, so an event that
 *   is handled twice never notifies twice. The text is written when read, in the reader's language,
 *   from `type` and `params`.
 * - `notification_preferences`: the e-mail choice per type; a missing row is the default (on).
 * - `saved_searches`: a talent's castings filters, and up to when their alerts were sent.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  if (!isPostgres(db)) {
    await db.schema
      .createTable('jobs')
      .addColumn('id', 'text', primaryKey)
      .addColumn('name', 'text', required)
      .addColumn('data', 'text', required)
      .addColumn('state', 'text', required)
      .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('run_at', 'text', required)
      .addColumn('locked_until', 'text')
      .addColumn('last_error', 'text')
      .addColumn('created_at', 'text', required)
      .addColumn('finished_at', 'text')
      .execute();
    await addIndex(db, 'jobs_due_idx', 'jobs', ['state', 'run_at']);
  }

  await db.schema
    .createTable('notifications')
    .addColumn('id', 'text', primaryKey)
    .addColumn('user_id', 'text', ownedBy('users.id'))
    .addColumn('type', 'text', required)
    .addColumn('params', 'text', required)
    .addColumn('link', 'text', required)
    .addColumn('dedupe_key', 'text', (col) => col.notNull().unique())
    .addColumn('created_at', 'text', required)
    .addColumn('read_at', 'text')
    .execute();
  await addIndex(db, 'notifications_user_idx', 'notifications', ['user_id', 'created_at']);
  await sql`create index notifications_unread_idx on notifications (user_id) where read_at is null`.execute(
    db,
  );

  await db.schema
    .createTable('notification_preferences')
    .addColumn('user_id', 'text', ownedBy('users.id'))
    .addColumn('type', 'text', required)
    .addColumn('email', 'integer', required)
    .addPrimaryKeyConstraint('notification_preferences_pk', ['user_id', 'type'])
    .execute();

  await db.schema
    .createTable('saved_searches')
    .addColumn('id', 'text', primaryKey)
    .addColumn('user_id', 'text', ownedBy('users.id'))
    .addColumn('name', 'text', required)
    .addColumn('filters', 'text', required)
    .addColumn('alerts', 'integer', required)
    .addColumn('alerted_until', 'text', required)
    .addColumn('created_at', 'text', required)
    .addUniqueConstraint('saved_searches_name_unique', ['user_id', 'name'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('saved_searches').execute();
  await db.schema.dropTable('notification_preferences').execute();
  await db.schema.dropTable('notifications').execute();
  if (!isPostgres(db)) await db.schema.dropTable('jobs').execute();
}
