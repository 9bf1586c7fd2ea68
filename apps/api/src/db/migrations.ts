import { type Kysely, type Migration, Migrator } from 'kysely';
import * as initial from './migrations/0001-initial';
import type { Database } from './schema';

/**
 * A static list rather than a folder scan: the server runs as one esbuild bundle, where there is no
 * migrations folder to read. Keys sort in the order the migrations must run.
 */
const migrations: Record<string, Migration> = {
  '0001-initial': initial,
};

export async function migrateToLatest(db: Kysely<Database>): Promise<void> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error) {
    const name = failed ? ` (${failed.migrationName})` : '';
    throw new Error(`Database migration failed${name}: ${String(error)}`, { cause: error });
  }
}
