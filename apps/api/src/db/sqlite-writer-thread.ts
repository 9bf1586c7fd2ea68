import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';

/** What a statement run on the writer returns: rows for a reader, changes for a write. */
export interface WriterResult {
  rows?: unknown[];
  changes?: number;
  lastInsertRowid?: number | bigint;
}

interface Pending {
  resolve: (result: WriterResult) => void;
  reject: (error: Error) => void;
}

/**
 * The worker's whole program, plain CommonJS run with `eval` (no file to bundle or to find next to the
 * build). It owns one better-sqlite3 connection and runs what it is sent, one message at a time, so a
 * commit's sync to disk (synchronous=FULL) waits here instead of on the server's event loop.
 */
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const Database = require(workerData.driverPath);
const db = new Database(workerData.file);
for (const pragma of workerData.pragmas) db.pragma(pragma);
const statements = new Map();
function prepare(sql) {
  let statement = statements.get(sql);
  if (statement) {
    statements.delete(sql);
  } else {
    statement = db.prepare(sql);
    if (statements.size >= workerData.statementCacheSize) statements.delete(statements.keys().next().value);
  }
  statements.set(sql, statement);
  return statement;
}
// Structured cloning turns a Buffer into a plain Uint8Array; better-sqlite3 binds Buffers.
const bindable = (value) =>
  value instanceof Uint8Array && !Buffer.isBuffer(value)
    ? Buffer.from(value.buffer, value.byteOffset, value.byteLength)
    : value;
parentPort.on('message', (message) => {
  if (message.close) {
    db.close();
    parentPort.postMessage({ id: message.id, result: {} });
    return;
  }
  try {
    const statement = prepare(message.sql);
    const parameters = message.parameters.map(bindable);
    if (statement.reader) {
      parentPort.postMessage({ id: message.id, result: { rows: statement.all(parameters) } });
    } else {
      const { changes, lastInsertRowid } = statement.run(parameters);
      parentPort.postMessage({ id: message.id, result: { changes, lastInsertRowid } });
    }
  } catch (error) {
    parentPort.postMessage({
      id: message.id,
      error: { message: String(error && error.message ? error.message : error), code: error && error.code, name: error && error.name },
    });
  }
});
`;

/**
 * The SQLite connection that writes, on a thread of its own (see sqlite-dialect.ts). Statements are
 * answered in the order they were sent; errors come back with their SQLite `code`
 * (SQLITE_CONSTRAINT_UNIQUE, …) so callers tell them apart as before.
 */
export class SqliteWriterThread {
  private readonly worker: Worker;
  private readonly pending = new Map<number, Pending>();
  private nextId = 1;
  private failure: Error | undefined;

  constructor(file: string, pragmas: readonly string[], statementCacheSize: number) {
    this.worker = new Worker(WORKER_SOURCE, {
      eval: true,
      workerData: {
        file,
        pragmas,
        statementCacheSize,
        driverPath: createRequire(import.meta.url).resolve('better-sqlite3'),
      },
    });
    // Idle, the thread must not keep a process (the CLI, a test) alive; `run` holds it while it works.
    this.worker.unref();
    this.worker.on('message', (message: { id: number; result?: WriterResult; error?: WorkerError }) => {
      const waiting = this.pending.get(message.id);
      if (!waiting) return;
      this.settled(message.id);
      if (message.error) waiting.reject(toError(message.error));
      else waiting.resolve(message.result ?? {});
    });
    const stop = (error: Error) => {
      this.failure = error;
      for (const [id, waiting] of this.pending) {
        this.settled(id);
        waiting.reject(error);
      }
    };
    this.worker.on('error', (error) => stop(new Error(`The database writer failed: ${error.message}`)));
    this.worker.on('exit', () => stop(this.failure ?? new Error('The database writer has stopped')));
  }

  run(sql: string, parameters: readonly unknown[]): Promise<WriterResult> {
    return this.send({ sql, parameters });
  }

  async close(): Promise<void> {
    if (this.failure) return;
    await this.send({ close: true });
    await this.worker.terminate();
  }

  private send(
    message: { sql: string; parameters: readonly unknown[] } | { close: true },
  ): Promise<WriterResult> {
    if (this.failure) return Promise.reject(this.failure);
    const id = this.nextId++;
    if (this.pending.size === 0) this.worker.ref();
    return new Promise<WriterResult>((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      this.worker.postMessage({ id, ...message });
    });
  }

  private settled(id: number): void {
    this.pending.delete(id);
    if (this.pending.size === 0) this.worker.unref();
  }
}

interface WorkerError {
  message: string;
  code?: string;
  name?: string;
}

function toError({ message, code, name }: WorkerError): Error {
  const error = new Error(message) as Error & { code?: string };
  if (name) error.name = name;
  if (code !== undefined) error.code = code;
  return error;
}
