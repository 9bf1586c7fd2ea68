import { type Kysely, PostgresAdapter, sql } from 'kysely';

const isPostgres = (db: Kysely<unknown>) => db.getExecutor().adapter instanceof PostgresAdapter;

/**
 * Issue 32, decision 0024 ("A page kept by directory version"): `directory_version` counts the writes
 * that can change a directory search's answer, as catalogue_version does for castings (migrations
 * 0008, 0009; decision 0013): a page of answers and its total, read at one version, hold while the
 * version stands, in whichever process the write was made. What a search reads: talent profiles (who
 * is listed, every filter on the profile, the rank), videos ("has video"), languages and the four
 * skill tables (their filters and `q`), and a guardian's guardian mode (a child is out of sight while
 * it is off). PostgreSQL counts once per statement, SQLite (whose triggers fire per row) once per row:
 * only the change matters.
 */
const TABLES = ['talent_profiles', 'videos', 'languages', 'instruments', 'sports', 'dances', 'riding_skills'];

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table directory_version (
      id integer primary key check (id = 1),
      version bigint not null
    )`.execute(db);
  await sql`insert into directory_version (id, version) values (1, 0)`.execute(db);
  if (isPostgres(db)) {
    await sql`
      create function directory_version_bump() returns trigger language plpgsql as $$
      begin
        update directory_version set version = version + 1 where id = 1;
        return null;
      end
      $$`.execute(db);
    for (const table of TABLES) {
      await sql`
        create trigger ${sql.raw(`${table}_directory_version`)}
          after insert or update or delete or truncate on ${sql.table(table)}
          for each statement execute function directory_version_bump()`.execute(db);
    }
    await sql`
      create trigger users_directory_version
        after update of is_guardian_mode_enabled on users
        for each statement execute function directory_version_bump()`.execute(db);
    return;
  }
  for (const table of TABLES) {
    for (const event of ['insert', 'update', 'delete'] as const) {
      await sql`
        create trigger ${sql.raw(`${table}_directory_version_${event}`)} after ${sql.raw(event)} on ${sql.table(table)}
        begin
          update directory_version set version = version + 1 where id = 1;
        end`.execute(db);
    }
  }
  await sql`
    create trigger users_directory_version_update after update of is_guardian_mode_enabled on users
    begin
      update directory_version set version = version + 1 where id = 1;
    end`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) {
    for (const table of [...TABLES, 'users'])
      await sql`drop trigger ${sql.raw(`${table}_directory_version`)} on ${sql.table(table)}`.execute(db);
    await sql`drop function directory_version_bump()`.execute(db);
  } else {
    for (const table of TABLES) {
      for (const event of ['insert', 'update', 'delete'] as const)
        await sql`drop trigger ${sql.raw(`${table}_directory_version_${event}`)}`.execute(db);
    }
    await sql`drop trigger users_directory_version_update`.execute(db);
  }
  await sql`drop table directory_version`.execute(db);
}
