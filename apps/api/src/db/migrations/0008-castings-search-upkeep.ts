import { type Kysely, PostgresAdapter, sql } from 'kysely';

const isPostgres = (db: Kysely<unknown>) => db.getExecutor().adapter instanceof PostgresAdapter;

/**
 * PostgreSQL only (decision 0007; SQLite's FTS5 search needs neither):
 * - The search index writes new entries straight into the index instead of GIN's pending list. With
 *   the list, every search also scanned the castings written since the last VACUUM, one by one (an
 *   import of 10,000 castings made each search 5–20 times slower until autovacuum came by). Castings
 *   are written a few times a day and searched on every keystroke, so the slower write is the cheap
 *   side.
 * - catalogue_version counts changes to castings (any insert, update or delete, once per statement), so
 *   a search total counted at one version is known to hold while the version stands: the repository
 *   keeps totals in memory by version and counts again only after a change, in whichever process the
 *   change was made.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  if (!isPostgres(db)) return;
  await sql`alter index castings_search_idx set (fastupdate = off)`.execute(db);
  await sql`
    create table catalogue_version (
      id integer primary key check (id = 1),
      version bigint not null
    )`.execute(db);
  await sql`insert into catalogue_version (id, version) values (1, 0)`.execute(db);
  await sql`
    create function catalogue_version_bump() returns trigger language plpgsql as $$
    begin
      update catalogue_version set version = version + 1 where id = 1;
      return null;
    end
    $$`.execute(db);
  await sql`
    create trigger castings_catalogue_version
      after insert or update or delete or truncate on castings
      for each statement execute function catalogue_version_bump()`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (!isPostgres(db)) return;
  await sql`drop trigger castings_catalogue_version on castings`.execute(db);
  await sql`drop function catalogue_version_bump()`.execute(db);
  await sql`drop table catalogue_version`.execute(db);
  await sql`alter index castings_search_idx reset (fastupdate)`.execute(db);
}
