import { type Kysely, type Migration, Migrator, PostgresAdapter, sql } from 'kysely';
import * as initial from './migrations/0001-initial';
import * as castingsApplications from './migrations/0002-castings-applications';
import type { Database } from './schema';

/**
 * A static list rather than a folder scan: the server runs as one esbuild bundle, where there is no
 * migrations folder to read. Keys sort in the order the migrations must run.
 */
const migrations: Record<string, Migration> = {
  '0001-initial': initial,
  '0002-castings-applications': castingsApplications,
};

/**
 * On PostgreSQL the migrator's bookkeeping tables go into the connection's current schema: without
 * it Kysely finds another schema's tables when checking for its own (several schemas share a test
 * database) and then fails to use them.
 */
async function migrationTableSchema(db: Kysely<Database>): Promise<string | undefined> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return undefined;
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  return rows[0]?.schema;
}

export async function migrateToLatest(db: Kysely<Database>): Promise<void> {
  const schema = await migrationTableSchema(db);
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
    ...(schema ? { migrationTableSchema: schema } : {}),
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error) {
    const name = failed ? ` (${failed.migrationName})` : '';
    throw new Error(`Database migration failed${name}: ${String(error)}`, { cause: error });
  }
}
