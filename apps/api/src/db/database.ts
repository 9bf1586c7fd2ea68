import { type Insertable, Kysely, type LogEvent, PostgresAdapter, PostgresDialect, sql } from 'kysely';
import type { DatabaseConfig } from '../config';
import { createPostgresPool } from './postgres-pool';
import type { Database } from './schema';
import { createSqliteDialect } from './sqlite-dialect';

export type AppDatabase = Kysely<Database>;

export interface DatabaseOptions {
  /** Errors of idle pooled connections (a database restart); without a listener they crash the process. */
  onPoolError?: (error: Error) => void;
  /** Kysely's query log (the benchmarks read the SQL of a repository call to show its plan). */
  log?: (event: LogEvent) => void;
}

export function createDatabase(config: DatabaseConfig, options: DatabaseOptions = {}): AppDatabase {
  if (config.kind === 'postgres') {
    const pool = createPostgresPool(config.url, options.onPoolError ?? (() => {}));
    return new Kysely<Database>({
      dialect: new PostgresDialect({ pool }),
      ...(options.log ? { log: options.log } : {}),
    });
  }
  return new Kysely<Database>({
    dialect: createSqliteDialect(config.file),
    ...(options.log ? { log: options.log } : {}),
  });
}

/** Unique-constraint violations look different on each driver. */
export function isUniqueViolation(error: unknown): boolean {
  if (typeof error !== 'object' || error === null || !('code' in error)) return false;
  const code = (error as { code: unknown }).code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
}

export const isPostgres = (db: AppDatabase): boolean => db.getExecutor().adapter instanceof PostgresAdapter;

/** Many rows per statement, within the placeholder limits of both databases. */
export async function insertInChunks<T extends keyof Database & string>(
  db: AppDatabase,
  table: T,
  rows: readonly Insertable<Database[T]>[],
): Promise<void> {
  const chunk = 500;
  for (let start = 0; start < rows.length; start += chunk) {
    await db
      .insertInto(table)
      .values(rows.slice(start, start + chunk))
      .execute();
  }
}

/**
 * After a bulk insert, outside any transaction. PostgreSQL plans with the statistics of the last
 * ANALYZE, which a freshly filled table lacks until autovacuum comes by; VACUUM also marks its pages
 * all-visible, so counts can stay inside an index. SQLite's queries here do not depend on statistics.
 */
export async function settleAfterBulkInsert(db: AppDatabase, table: keyof Database & string): Promise<void> {
  if (isPostgres(db)) await sql`vacuum (analyze) ${sql.table(table)}`.execute(db);
}
