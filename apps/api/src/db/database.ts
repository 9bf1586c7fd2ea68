import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import type { DatabaseConfig } from '../config';
import type { Database } from './schema';

export type AppDatabase = Kysely<Database>;

export interface DatabaseOptions {
  /** Errors of idle pooled connections (a database restart); without a listener they crash the process. */
  onPoolError?: (error: Error) => void;
}

export function createDatabase(config: DatabaseConfig, options: DatabaseOptions = {}): AppDatabase {
  if (config.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: config.url, max: 10 });
    // The next query reports the outage to its caller (health answers 503); this only keeps the process up.
    pool.on('error', options.onPoolError ?? (() => {}));
    return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  }
  const sqlite = new SQLite(config.file);
  // WAL lets readers run beside the writer; FULL makes every commit durable across a power cut;
  // foreign keys are off by default in SQLite; the busy timeout rides out another process's write.
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  return new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
}

/** Unique-constraint violations look different on each driver. */
export function isUniqueViolation(error: unknown): boolean {
  if (typeof error !== 'object' || error === null || !('code' in error)) return false;
  const code = (error as { code: unknown }).code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
}
