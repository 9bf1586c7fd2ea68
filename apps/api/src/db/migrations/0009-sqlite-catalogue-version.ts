import { type Kysely, PostgresAdapter, sql } from 'kysely';

const isPostgres = (db: Kysely<unknown>) => db.getExecutor().adapter instanceof PostgresAdapter;

/**
 * SQLite's catalogue_version (PostgreSQL has had one since 0008; decision 0007, point 9). Search counted
 * every match of a query on every request on SQLite, which at the benchmark's rate took the whole core:
 * the queue grew for the length of the benchmark. With the
 * version, a total counted once is reused until a casting changes, as on PostgreSQL. SQLite triggers fire
 * per row, so an import of n castings moves the version n times; only its changing matters.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) return;
  await sql`
    create table catalogue_version (
      id integer primary key check (id = 1),
      version integer not null
    )`.execute(db);
  await sql`insert into catalogue_version (id, version) values (1, 0)`.execute(db);
  for (const event of ['insert', 'update', 'delete'] as const) {
    await sql`
      create trigger ${sql.raw(`castings_catalogue_version_${event}`)} after ${sql.raw(event)} on castings
      begin
        update catalogue_version set version = version + 1 where id = 1;
      end`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) return;
  for (const event of ['insert', 'update', 'delete'] as const) {
    await sql`drop trigger ${sql.raw(`castings_catalogue_version_${event}`)}`.execute(db);
  }
  await sql`drop table catalogue_version`.execute(db);
}
