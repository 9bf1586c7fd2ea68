import { type Kysely, PostgresAdapter, sql } from 'kysely';

const isPostgres = (db: Kysely<unknown>) => db.getExecutor().adapter instanceof PostgresAdapter;

/** The list indexes of 0002 and what they become: remuneration_amount last. */
const LIST_INDEXES: Array<[name: string, before: string[], after: string[]]> = [
  [
    'castings_status_published_idx',
    ['status', 'published_at', 'id'],
    ['status', 'published_at', 'id', 'remuneration_amount'],
  ],
  [
    'castings_status_location_idx',
    ['status', 'location', 'published_at', 'id'],
    ['status', 'location', 'published_at', 'id', 'remuneration_amount'],
  ],
  [
    'castings_status_project_type_idx',
    ['status', 'project_type', 'published_at', 'id'],
    ['status', 'project_type', 'published_at', 'id', 'remuneration_amount'],
  ],
];

async function recreateListIndexes(db: Kysely<unknown>, which: 'before' | 'after'): Promise<void> {
  for (const [name, before, after] of LIST_INDEXES) {
    await db.schema.dropIndex(name).execute();
    await db.schema
      .createIndex(name)
      .on('castings')
      .columns(which === 'before' ? before : after)
      .execute();
  }
}

/**
 * Measured at 100,000 castings (EXPLAIN QUERY PLAN and timings in the castings repository):
 * - The list indexes end with remuneration_amount, so a remuneration bound is checked inside the
 *   index while walking it in list order, without reading the rows it skips.
 * - Search indexes PUBLISHED castings only (talents never search anything else). On SQLite, with
 *   publication time and casting id stored beside the text, one pass over the matches gives the total
 *   and the ordered page, without joining every match to castings to check its status (4.7 + 2.8 ms
 *   before, 4.4 ms after). On PostgreSQL the tsvector is stored (a generated column, no extension),
 *   so ranking the matches no longer parses their text again (38 ms before).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await recreateListIndexes(db, 'after');

  if (isPostgres(db)) {
    await sql`drop index castings_search_idx`.execute(db);
    // Stored, so ranking reads the vector instead of parsing every match's text again (38 ms → see
    // the repository for a search of two common words at 100,000 castings).
    await sql`
      alter table castings add column search_vector tsvector
      generated always as (to_tsvector('simple', search_text)) stored`.execute(db);
    // Queries say `status = 'PUBLISHED'`, so the planner uses this partial index.
    await sql`
      create index castings_search_idx on castings using gin (search_vector)
      where status = 'PUBLISHED'`.execute(db);
    return;
  }

  for (const trigger of [
    'castings_fts_after_insert',
    'castings_fts_after_update',
    'castings_fts_after_delete',
  ]) {
    await sql`drop trigger ${sql.raw(trigger)}`.execute(db);
  }
  await sql`drop table castings_fts`.execute(db);
  // castings_search_keys stays: every casting keeps its stable integer key, published or not.
  await sql`
    create virtual table castings_fts using fts5(
      search_text,
      published_at unindexed,
      casting_id unindexed,
      tokenize = 'unicode61 remove_diacritics 2'
    )`.execute(db);
  await sql`
    create trigger castings_fts_after_insert after insert on castings begin
      insert into castings_search_keys (casting_id) values (new.id);
      insert into castings_fts (rowid, search_text, published_at, casting_id)
        select fts_rowid, new.search_text, new.published_at, new.id
        from castings_search_keys where casting_id = new.id and new.status = 'PUBLISHED';
    end`.execute(db);
  // Deleting a rowid the index does not hold is a no-op, so one rule covers every status move.
  await sql`
    create trigger castings_fts_after_update after update of status, search_text, published_at on castings
    begin
      delete from castings_fts
        where rowid = (select fts_rowid from castings_search_keys where casting_id = old.id);
      insert into castings_fts (rowid, search_text, published_at, casting_id)
        select fts_rowid, new.search_text, new.published_at, new.id
        from castings_search_keys where casting_id = new.id and new.status = 'PUBLISHED';
    end`.execute(db);
  await sql`
    create trigger castings_fts_after_delete after delete on castings begin
      delete from castings_fts
        where rowid = (select fts_rowid from castings_search_keys where casting_id = old.id);
      delete from castings_search_keys where casting_id = old.id;
    end`.execute(db);
  await sql`
    insert into castings_fts (rowid, search_text, published_at, casting_id)
      select castings_search_keys.fts_rowid, castings.search_text, castings.published_at, castings.id
      from castings join castings_search_keys on castings_search_keys.casting_id = castings.id
      where castings.status = 'PUBLISHED'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await recreateListIndexes(db, 'before');
  if (isPostgres(db)) {
    await sql`drop index castings_search_idx`.execute(db);
    await sql`create index castings_search_idx on castings using gin (to_tsvector('simple', search_text))`.execute(
      db,
    );
    return;
  }
  for (const trigger of [
    'castings_fts_after_insert',
    'castings_fts_after_update',
    'castings_fts_after_delete',
  ]) {
    await sql`drop trigger ${sql.raw(trigger)}`.execute(db);
  }
  await sql`drop table castings_fts`.execute(db);
  await sql`
    create virtual table castings_fts using fts5(search_text, tokenize = 'unicode61 remove_diacritics 2')`.execute(
    db,
  );
  await sql`
    create trigger castings_fts_after_insert after insert on castings begin
      insert into castings_search_keys (casting_id) values (new.id);
      insert into castings_fts (rowid, search_text)
        values ((select fts_rowid from castings_search_keys where casting_id = new.id), new.search_text);
    end`.execute(db);
  await sql`
    create trigger castings_fts_after_update after update of search_text on castings begin
      update castings_fts set search_text = new.search_text
        where rowid = (select fts_rowid from castings_search_keys where casting_id = new.id);
    end`.execute(db);
  await sql`
    create trigger castings_fts_after_delete after delete on castings begin
      delete from castings_fts
        where rowid = (select fts_rowid from castings_search_keys where casting_id = old.id);
      delete from castings_search_keys where casting_id = old.id;
    end`.execute(db);
  await sql`
    insert into castings_fts (rowid, search_text)
      select castings_search_keys.fts_rowid, castings.search_text
      from castings join castings_search_keys on castings_search_keys.casting_id = castings.id`.execute(db);
}
