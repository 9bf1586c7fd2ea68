import SQLite from 'better-sqlite3';
import {
  type CompiledQuery,
  type DatabaseConnection,
  type Driver,
  type QueryResult,
  RawNode,
  SelectQueryNode,
  SqliteDialect,
} from 'kysely';
import { SqliteWriterThread, type WriterResult } from './sqlite-writer-thread';

/**
 * WAL lets readers run beside the writer; FULL makes every commit durable across a power cut; foreign
 * keys are off by default in SQLite; the busy timeout rides out another process's write.
 */
const PRAGMAS = ['journal_mode = WAL', 'synchronous = FULL', 'foreign_keys = ON', 'busy_timeout = 5000'];

/**
 * The main thread's connection reads the database file through a memory map instead of a read() system
 * call per page. Every commit on the writer connection empties this connection's page cache (SQLite
 * cannot tell which pages changed), so under a mixed load it fetches the same pages again and again; a
 * read() of one page is cheap, but each is a point where the scheduler may hand the core to another
 * thread, and a trace showed the main thread waiting a whole scheduler tick for single page reads
 * while the load generator and the writer thread competed for the two cores (decision 0007, point 15).
 * Only this connection maps the file; nothing here ever shrinks it (no VACUUM), which is what makes a
 * mapped read fault.
 */
const READER_MMAP = 'mmap_size = 268435456';

/**
 * Kysely prepares every query again; the same few hundred SQL texts come back on every request, and
 * preparing was a tenth of the CPU time of a castings list.
 */
const STATEMENT_CACHE_SIZE = 500;

/**
 * SQLite through two connections to the same file (decision 0007, point 15). better-sqlite3 is
 * synchronous, so with one connection every commit's sync to disk (synchronous=FULL) stopped the whole
 * server until the disk answered, and when this machine's disk stalled every request waited behind it. Here:
 * - a statement that only reads, outside a transaction, runs at once on the main thread's connection
 *   (WAL: it sees every committed write and never waits for the writer);
 * - every write and every transaction (its reads included) runs on the writer thread's connection,
 *   one at a time, so the event loop goes on serving while a commit syncs.
 * Transactions stay serialised as before; reads outside them may now run beside one, as they do on
 * PostgreSQL (read committed).
 */
export function createSqliteDialect(file: string): SqliteDialect {
  return new ReadWriteSqliteDialect(file);
}

class ReadWriteSqliteDialect extends SqliteDialect {
  constructor(private readonly file: string) {
    // The parent only supplies the query compiler, adapter and introspector; the driver is ours.
    super({ database: {} as never });
  }

  override createDriver(): Driver {
    return new ReadWriteSqliteDriver(this.file);
  }
}

class ReadWriteSqliteDriver implements Driver {
  private reader!: StatementCache;
  private writer!: SqliteWriterThread;
  private readonly writerTurn = new Mutex();

  constructor(private readonly file: string) {}

  async init(): Promise<void> {
    const reader = new SQLite(this.file);
    for (const pragma of PRAGMAS) reader.pragma(pragma);
    reader.pragma(READER_MMAP);
    this.reader = new StatementCache(reader);
    this.writer = new SqliteWriterThread(this.file, PRAGMAS, STATEMENT_CACHE_SIZE);
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    return new ReadWriteConnection(this.reader, this.writer, this.writerTurn);
  }

  async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await (connection as ReadWriteConnection).begin();
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await (connection as ReadWriteConnection).end('commit');
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    await (connection as ReadWriteConnection).end('rollback');
  }

  async releaseConnection(): Promise<void> {}

  async destroy(): Promise<void> {
    await this.writer?.close();
    this.reader?.close();
  }
}

class ReadWriteConnection implements DatabaseConnection {
  private inTransaction = false;

  constructor(
    private readonly reader: StatementCache,
    private readonly writer: SqliteWriterThread,
    private readonly writerTurn: Mutex,
  ) {}

  async begin(): Promise<void> {
    await this.writerTurn.lock();
    try {
      await this.writer.run('begin', []);
      this.inTransaction = true;
    } catch (error) {
      this.writerTurn.unlock();
      throw error;
    }
  }

  async end(command: 'commit' | 'rollback'): Promise<void> {
    try {
      await this.writer.run(command, []);
    } finally {
      this.inTransaction = false;
      this.writerTurn.unlock();
    }
  }

  async executeQuery<R>(compiledQuery: CompiledQuery): Promise<QueryResult<R>> {
    const { sql, parameters } = compiledQuery;
    if (this.inTransaction) return toQueryResult<R>(await this.writer.run(sql, parameters));
    const statement = this.readOnlyStatement(compiledQuery);
    if (statement) {
      return statement.reader
        ? { rows: statement.all(parameters) as R[] }
        : toQueryResult<R>(statement.run(parameters));
    }
    await this.writerTurn.lock();
    try {
      return toQueryResult<R>(await this.writer.run(sql, parameters));
    } finally {
      this.writerTurn.unlock();
    }
  }

  /**
   * The main thread's prepared statement when the query only reads. Inserts, updates, deletes and
   * schema changes go to the writer unprepared here: this connection may still hold the schema of
   * before a migration's last statement, and preparing `create index` against it fails. A select or raw
   * SQL is prepared to ask SQLite; if that fails here, the writer runs it and reports any real error.
   */
  private readOnlyStatement(compiledQuery: CompiledQuery): SQLite.Statement | undefined {
    if (!SelectQueryNode.is(compiledQuery.query) && !RawNode.is(compiledQuery.query)) return undefined;
    try {
      const statement = this.reader.prepare(compiledQuery.sql);
      return statement.readonly ? statement : undefined;
    } catch {
      return undefined;
    }
  }

  async *streamQuery<R>(compiledQuery: CompiledQuery): AsyncIterableIterator<QueryResult<R>> {
    if (!SelectQueryNode.is(compiledQuery.query) || this.inTransaction) {
      throw new Error('Only selects outside a transaction can be streamed on SQLite');
    }
    for (const row of this.reader.prepare(compiledQuery.sql).iterate(compiledQuery.parameters)) {
      yield { rows: [row as R] };
    }
  }
}

function toQueryResult<R>(result: WriterResult): QueryResult<R> {
  if (result.rows) return { rows: result.rows as R[] };
  return {
    numAffectedRows: result.changes === undefined ? undefined : BigInt(result.changes),
    insertId: result.lastInsertRowid === undefined ? undefined : BigInt(result.lastInsertRowid),
    rows: [],
  };
}

/** Prepared statements of the main thread's connection, least recently used out. */
class StatementCache {
  private readonly statements = new Map<string, SQLite.Statement>();

  constructor(private readonly database: SQLite.Database) {}

  prepare(sql: string): SQLite.Statement {
    let statement = this.statements.get(sql);
    if (statement) {
      this.statements.delete(sql);
    } else {
      statement = this.database.prepare(sql);
      if (this.statements.size >= STATEMENT_CACHE_SIZE)
        this.statements.delete(this.statements.keys().next().value!);
    }
    this.statements.set(sql, statement);
    return statement;
  }

  close(): void {
    this.database.close();
  }
}

/** One holder at a time, the others wait in order. */
class Mutex {
  private tail: Promise<void> = Promise.resolve();
  private release: (() => void) | undefined;

  async lock(): Promise<void> {
    const previous = this.tail;
    let release!: () => void;
    this.tail = new Promise<void>((resolve) => {
      release = resolve;
    });
    await previous;
    this.release = release;
  }

  unlock(): void {
    const release = this.release;
    this.release = undefined;
    release?.();
  }
}
