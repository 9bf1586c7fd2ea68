import { type Kysely, PostgresAdapter, sql } from 'kysely';
import { addIndex, ownedBy, primaryKey, required } from '../migration-helpers';

/** Values are spelled out here, not imported: a migration must keep meaning what it meant when it ran. */
const sqlIn = (column: string, values: readonly string[]) =>
  sql`${sql.ref(column)} in (${sql.join(values.map((value) => sql.lit(value)))})`;

const CASTING_STATUSES = ['PUBLISHED', 'DRAFT', 'CLOSED', 'CANCELLED', 'SUSPENDED'];
const PROJECT_TYPES = [
  'FEATURE_FILM',
  'SHORT_FILM',
  'TV_SERIES',
  'COMMERCIAL',
  'MUSIC_VIDEO',
  'THEATRE',
  'FASHION_SHOW',
  'PHOTO_SHOOT',
  'EVENT',
  'OTHER',
];
const REMUNERATION_TYPES = ['per_day', 'per_hour', 'per_project'];
const APPLICATION_STATUSES = ['PENDING', 'REVIEWED', 'SHORTLISTED', 'ACCEPTED', 'REJECTED'];

const isPostgres = (db: Kysely<unknown>) => db.getExecutor().adapter instanceof PostgresAdapter;

/**
 * Castings, applications and their status history; the first physical profile fields.
 * Portable tables and indexes, plus two dialect-specific parts that cannot be portable:
 * - full-text search: an FTS5 table on SQLite, a GIN expression index on PostgreSQL (no extensions);
 * - casting_counts, kept by triggers, so the list's total is a sum over a few hundred rows instead of a
 *   count over every published casting (DESIGN §5: latency must not grow with the catalogue).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('castings')
    .addColumn('id', 'text', primaryKey)
    .addColumn('owner_user_id', 'text', ownedBy('users.id'))
    .addColumn('slug', 'text', (col) => col.notNull().unique())
    .addColumn('title', 'text', required)
    .addColumn('status', 'text', (col) => col.notNull().check(sqlIn('status', CASTING_STATUSES)))
    .addColumn('project_type', 'text', (col) => col.notNull().check(sqlIn('project_type', PROJECT_TYPES)))
    .addColumn('short_description', 'text', required)
    .addColumn('description', 'text', required)
    .addColumn('location', 'text', required)
    .addColumn('casting_date', 'text')
    .addColumn('shooting_date', 'text')
    .addColumn('age_ranges', 'text', (col) => col.notNull().defaultTo('[]'))
    .addColumn('gender', 'text', (col) => col.check(sqlIn('gender', ['MALE', 'FEMALE'])))
    .addColumn('duration', 'text')
    // Double precision on both: PostgreSQL hands it to JavaScript as a number (numeric would be text).
    .addColumn('remuneration_amount', 'double precision')
    .addColumn('remuneration_currency', 'text')
    .addColumn('remuneration_type', 'text', (col) =>
      col.check(sqlIn('remuneration_type', REMUNERATION_TYPES)),
    )
    .addColumn('diffusion_type', 'text')
    .addColumn('cover_thumbnail_url', 'text')
    .addColumn('cover_display_url', 'text')
    .addColumn('search_text', 'text', required)
    .addColumn('published_at', 'text')
    .addColumn('created_at', 'text', required)
    .addColumn('updated_at', 'text', required)
    .execute();
  // The list sorts by published_at desc, id desc: each index ends with that order (read backwards),
  // so every filter walks its own index and stops after one page.
  await addIndex(db, 'castings_status_published_idx', 'castings', ['status', 'published_at', 'id']);
  await addIndex(db, 'castings_status_location_idx', 'castings', [
    'status',
    'location',
    'published_at',
    'id',
  ]);
  await addIndex(db, 'castings_status_project_type_idx', 'castings', [
    'status',
    'project_type',
    'published_at',
    'id',
  ]);
  await addIndex(db, 'castings_status_remuneration_idx', 'castings', ['status', 'remuneration_amount']);
  await addIndex(db, 'castings_owner_idx', 'castings', ['owner_user_id']);

  await db.schema
    .createTable('applications')
    .addColumn('id', 'text', primaryKey)
    .addColumn('casting_id', 'text', ownedBy('castings.id'))
    .addColumn('talent_profile_id', 'text', (col) =>
      col.notNull().references('talent_profiles.id').onDelete('cascade'),
    )
    .addColumn('message', 'text')
    .addColumn('status', 'text', (col) => col.notNull().check(sqlIn('status', APPLICATION_STATUSES)))
    .addColumn('applied_at', 'text', required)
    .addColumn('updated_at', 'text', required)
    .addUniqueConstraint('applications_casting_profile_unique', ['casting_id', 'talent_profile_id'])
    .execute();
  await addIndex(db, 'applications_profile_applied_idx', 'applications', ['talent_profile_id', 'applied_at']);

  await db.schema
    .createTable('application_status_changes')
    .addColumn('id', 'text', primaryKey)
    .addColumn('application_id', 'text', (col) =>
      col.notNull().references('applications.id').onDelete('cascade'),
    )
    .addColumn('status', 'text', (col) => col.notNull().check(sqlIn('status', APPLICATION_STATUSES)))
    .addColumn('changed_at', 'text', required)
    // Null when the operator CLI made the change, or once the staff account is deleted.
    .addColumn('changed_by_user_id', 'text', (col) => col.references('users.id').onDelete('set null'))
    .execute();
  await addIndex(db, 'application_status_changes_application_idx', 'application_status_changes', [
    'application_id',
    'changed_at',
  ]);
  await addIndex(db, 'application_status_changes_changed_by_idx', 'application_status_changes', [
    'changed_by_user_id',
  ]);

  // SQLite adds one column per statement.
  for (const [column, type] of [
    ['residence_city', 'text'],
    ['height', 'integer'],
    ['weight', 'integer'],
    ['hair_color', 'text'],
    ['eye_color', 'text'],
  ] as const) {
    await db.schema.alterTable('talent_profiles').addColumn(column, type).execute();
  }

  await db.schema
    .createTable('casting_counts')
    .addColumn('status', 'text', required)
    .addColumn('location', 'text', required)
    .addColumn('project_type', 'text', required)
    .addColumn('total', 'integer', required)
    .addPrimaryKeyConstraint('casting_counts_pk', ['status', 'location', 'project_type'])
    .execute();

  if (isPostgres(db)) await upPostgres(db);
  else await upSqlite(db);
}

async function upSqlite(db: Kysely<unknown>): Promise<void> {
  await sql`
    create trigger castings_counts_after_insert after insert on castings begin
      insert into casting_counts (status, location, project_type, total)
        values (new.status, new.location, new.project_type, 1)
        on conflict (status, location, project_type) do update set total = total + 1;
    end`.execute(db);
  await sql`
    create trigger castings_counts_after_delete after delete on castings begin
      update casting_counts set total = total - 1
        where status = old.status and location = old.location and project_type = old.project_type;
    end`.execute(db);
  await sql`
    create trigger castings_counts_after_update after update of status, location, project_type on castings
    begin
      update casting_counts set total = total - 1
        where status = old.status and location = old.location and project_type = old.project_type;
      insert into casting_counts (status, location, project_type, total)
        values (new.status, new.location, new.project_type, 1)
        on conflict (status, location, project_type) do update set total = total + 1;
    end`.execute(db);

  // FTS5 rows are addressed by integer rowids, castings by text ids. The implicit rowid of castings
  // may change on VACUUM, so each casting gets a stable integer key of its own here.
  await sql`
    create table castings_search_keys (
      fts_rowid integer primary key,
      casting_id text not null unique
    )`.execute(db);
  // remove_diacritics 2 folds every Romanian diacritic (ș, ț, ă, â, î), in the text and in queries.
  await sql`
    create virtual table castings_fts using fts5(
      search_text,
      tokenize = 'unicode61 remove_diacritics 2'
    )`.execute(db);
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
}

async function upPostgres(db: Kysely<unknown>): Promise<void> {
  await sql`
    create function castings_counts_trigger() returns trigger language plpgsql as $$
    begin
      if tg_op in ('UPDATE', 'DELETE') then
        update casting_counts set total = total - 1
          where status = old.status and location = old.location and project_type = old.project_type;
      end if;
      if tg_op in ('INSERT', 'UPDATE') then
        insert into casting_counts (status, location, project_type, total)
          values (new.status, new.location, new.project_type, 1)
          on conflict (status, location, project_type) do update set total = casting_counts.total + 1;
      end if;
      return null;
    end
    $$`.execute(db);
  await sql`
    create trigger castings_counts
      after insert or delete or update of status, location, project_type on castings
      for each row execute function castings_counts_trigger()`.execute(db);
  // search_text is already folded (no diacritics, lower case); 'simple' keeps every word as it is.
  // Queries must spell the same expression, to_tsvector('simple', search_text), to use this index.
  await sql`
    create index castings_search_idx on castings using gin (to_tsvector('simple', search_text))`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) {
    await sql`drop trigger castings_counts on castings`.execute(db);
    await sql`drop function castings_counts_trigger()`.execute(db);
  } else {
    for (const trigger of [
      'castings_fts_after_delete',
      'castings_fts_after_update',
      'castings_fts_after_insert',
      'castings_counts_after_update',
      'castings_counts_after_delete',
      'castings_counts_after_insert',
    ]) {
      await sql`drop trigger ${sql.raw(trigger)}`.execute(db);
    }
    await sql`drop table castings_fts`.execute(db);
    await sql`drop table castings_search_keys`.execute(db);
  }
  await db.schema.dropTable('casting_counts').execute();
  for (const column of ['eye_color', 'hair_color', 'weight', 'height', 'residence_city']) {
    await db.schema.alterTable('talent_profiles').dropColumn(column).execute();
  }
  for (const table of ['application_status_changes', 'applications', 'castings']) {
    await db.schema.dropTable(table).execute();
  }
}
