import { Kysely, PostgresDialect } from 'kysely';
import type { DatabaseConfig } from '../config';
import { createPostgresPool } from './postgres-pool';
import type { Database } from './schema';
import { createSqliteDialect } from './sqlite-dialect';

export type AppDatabase = Kysely<Database>;

export interface DatabaseOptions {
  /** Errors of idle pooled connections (a database restart); without a listener they crash the process. */
  onPoolError?: (error: Error) => void;
}

export function createDatabase(config: DatabaseConfig, options: DatabaseOptions = {}): AppDatabase {
  if (config.kind === 'postgres') {
    const pool = createPostgresPool(config.url, options.onPoolError ?? (() => {}));
    return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  }
  return new Kysely<Database>({ dialect: createSqliteDialect(config.file) });
}

/** Unique-constraint violations look different on each driver. */
export function isUniqueViolation(error: unknown): boolean {
  if (typeof error !== 'object' || error === null || !('code' in error)) return false;
  const code = (error as { code: unknown }).code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
}
