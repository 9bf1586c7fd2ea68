import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { createPostgresSchema } from '../test/test-app';
import { type AppDatabase, createDatabase } from './database';
import { migrateToLatest } from './migrations';

// The schema every migration together builds, compared with a committed snapshot: a migration
// already applied somewhere must keep producing exactly this, whatever its code is reshaped into.
// A migration that changes the schema on purpose updates the snapshot in the same commit
// (`vitest run -u` on both databases).

const cleanups: (() => Promise<void> | void)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

async function freshDatabase(): Promise<AppDatabase> {
  const testDatabaseUrl = process.env.TEST_DATABASE_URL;
  if (testDatabaseUrl) {
    const postgres = await createPostgresSchema(testDatabaseUrl);
    cleanups.push(postgres.drop);
    return createDatabase({ kind: 'postgres', url: postgres.url });
  }
  const dir = mkdtempSync(join(tmpdir(), 'talent-schema-snapshot-'));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  return createDatabase({ kind: 'sqlite', file: join(dir, 'talent-portal.db') });
}

/** SQLite keeps each table's, index's and trigger's CREATE statement as written. */
async function sqliteSchema(db: AppDatabase): Promise<string[]> {
  const { rows } = await sql<{ type: string; name: string; sql: string | null }>`
    select type, name, sql from sqlite_master where name not like 'sqlite_%' order by type, name
  `.execute(db);
  return rows.map((row) => `${row.type} ${row.name}\n${row.sql ?? ''}`);
}

/** PostgreSQL's catalogue, with the test schema's random name taken out. */
async function postgresSchema(db: AppDatabase): Promise<string[]> {
  const columns = await sql<{ line: string }>`
    select table_name || '.' || column_name || ' ' || data_type || coalesce('(' || character_maximum_length || ')', '')
      || case when is_nullable = 'NO' then ' not null' else '' end
      || coalesce(' default ' || column_default, '') as line
    from information_schema.columns where table_schema = current_schema()
    order by table_name, ordinal_position
  `.execute(db);
  const constraints = await sql<{ line: string }>`
    select cls.relname || ' constraint ' || con.conname || ' ' || pg_get_constraintdef(con.oid) as line
    from pg_constraint con join pg_class cls on cls.oid = con.conrelid
    where con.connamespace = current_schema()::regnamespace
    order by cls.relname, con.conname
  `.execute(db);
  const indexes = await sql<{ line: string }>`
    select indexdef as line from pg_indexes where schemaname = current_schema() order by tablename, indexname
  `.execute(db);
  const triggers = await sql<{ line: string }>`
    select pg_get_triggerdef(tg.oid) as line from pg_trigger tg join pg_class cls on cls.oid = tg.tgrelid
    where cls.relnamespace = current_schema()::regnamespace and not tg.tgisinternal
    order by cls.relname, tg.tgname
  `.execute(db);
  const functions = await sql<{ line: string }>`
    select pg_get_functiondef(p.oid) as line from pg_proc p
    where p.pronamespace = current_schema()::regnamespace order by p.proname
  `.execute(db);
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  const schema = rows[0]?.schema ?? '';
  return [columns, constraints, indexes, triggers, functions]
    .flatMap((result) => result.rows.map((row) => row.line))
    .map((line) => line.replaceAll(schema, '<schema>'));
}

describe('the schema the migrations build', () => {
  it('is the committed snapshot, to the letter', async () => {
    const db = await freshDatabase();
    try {
      await migrateToLatest(db);
      const postgres = Boolean(process.env.TEST_DATABASE_URL);
      const schema = postgres ? await postgresSchema(db) : await sqliteSchema(db);
      await expect(`${schema.join('\n\n')}\n`).toMatchFileSnapshot(
        `./__snapshots__/schema.${postgres ? 'postgres' : 'sqlite'}.txt`,
      );
    } finally {
      await db.destroy();
    }
  });
});
