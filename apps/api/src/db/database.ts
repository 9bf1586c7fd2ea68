import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, type SqliteDatabase, SqliteDialect } from 'kysely';
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
  return new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite) }) });
}

const STATEMENT_CACHE_SIZE = 500;

/**
 * Kysely prepares every query again; the same few hundred SQL texts come back on every request, and
 * preparing was a tenth of the CPU time of a castings list. Kysely runs one query at a time on this
 * single connection, so a cached statement is never in use twice at once.
 */
function withStatementCache(sqlite: SQLite.Database): SqliteDatabase {
  const cache = new Map<string, SQLite.Statement>();
  return {
    close: () => sqlite.close(),
    prepare: (sql) => {
      const cached = cache.get(sql);
      if (cached) {
        // Least recently used goes first: move this one to the end.
        cache.delete(sql);
        cache.set(sql, cached);
        return cached;
      }
      const statement = sqlite.prepare(sql);
      cache.set(sql, statement);
      if (cache.size > STATEMENT_CACHE_SIZE) cache.delete(cache.keys().next().value!);
      return statement;
    },
  };
}

/** Unique-constraint violations look different on each driver. */
export function isUniqueViolation(error: unknown): boolean {
  if (typeof error !== 'object' || error === null || !('code' in error)) return false;
  const code = (error as { code: unknown }).code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
}
