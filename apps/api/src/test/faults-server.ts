import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterEach } from 'vitest';
import { createPostgresSchema } from './test-app';

/**
 * The real server process (`node --import tsx src/server.ts`, as an operator runs it) on a DATA_DIR of
 * the test's, for the fault tests: killed with SIGKILL or SIGTERM, restarted on the same folder.
 */
export interface ServerProcess {
  child: ChildProcess;
  /** Resolves with the base URL once the server printed "Talent Portal is running at …". */
  url: Promise<string>;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  output: () => string;
}

const started = new Set<ChildProcess>();

export function startServerProcess(dataDir: string, env: Record<string, string> = {}): ServerProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', join(import.meta.dirname, '..', 'server.ts')], {
    env: {
      PATH: process.env.PATH,
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      PORT: '0',
      DATA_DIR: dataDir,
      SEED_DEMO: 'false',
      REGISTER_MAX_PER_IP: '1000',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  started.add(child);
  let output = '';
  const collect = (chunk: Buffer) => {
    output += String(chunk);
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.on('exit', (code, signal) => {
      started.delete(child);
      resolve({ code, signal });
    }),
  );
  const url = new Promise<string>((resolve, reject) => {
    const timer = setInterval(() => {
      const match = /^Talent Portal is running at (http:\/\/localhost:\d+)$/m.exec(output);
      if (match?.[1]) {
        clearInterval(timer);
        // 127.0.0.1, not localhost: the server listens on IPv4 only.
        resolve(match[1].replace('localhost', '127.0.0.1'));
      }
    }, 20);
    void exited.then(() => {
      clearInterval(timer);
      reject(new Error(`server exited before listening:\n${output}`));
    });
  });
  url.catch(() => {});
  return { child, url, exited, output: () => output };
}

/**
 * The server's database: SQLite in its DATA_DIR, or in the PostgreSQL pass (TEST_DATABASE_URL) a fresh
 * schema of its own, given to the process as DATABASE_URL; `drop` removes it afterwards.
 */
export async function serverDatabase(): Promise<{
  env: Record<string, string>;
  databaseUrl?: string;
  drop: () => Promise<void>;
}> {
  const base = process.env.TEST_DATABASE_URL;
  if (!base) return { env: {}, drop: async () => {} };
  const schema = await createPostgresSchema(base);
  return { env: { DATABASE_URL: schema.url }, databaseUrl: schema.url, drop: schema.drop };
}

/** Kills (SIGKILL) every server process this file started that is still running: test clean-up. */
export async function killStartedServers(): Promise<void> {
  const running = [...started];
  for (const child of running) child.kill('SIGKILL');
  await Promise.all(running.map((child) => new Promise((resolve) => child.once('exit', resolve))));
}

/**
 * A file's bench for server-process tests: each test's DATA_DIR (named after `prefix`) and server
 * database, and after each test every started server killed, the clean-ups run (last added first) and
 * the folders removed, so that no process, schema or folder outlives the test that made it.
 */
export function serverTestBench(prefix: string) {
  const dirs: string[] = [];
  const cleanups: (() => Promise<void> | void)[] = [];
  afterEach(async () => {
    await killStartedServers();
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });
  return {
    dataDir(): string {
      const dir = mkdtempSync(join(tmpdir(), prefix));
      dirs.push(dir);
      return dir;
    },
    async database(): ReturnType<typeof serverDatabase> {
      const database = await serverDatabase();
      cleanups.push(database.drop);
      return database;
    },
    afterTest(cleanup: () => Promise<void> | void): void {
      cleanups.push(cleanup);
    },
  };
}

export async function json<T>(response: Response): Promise<T> {
  return (await response.json()) as T;
}

/** Sends a JSON request; `token` signs it in. */
export function call(base: string, method: string, path: string, body?: unknown, token?: string) {
  return fetch(`${base}${path}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

/** Files in a folder (none when it does not exist), sub-folders' files included. */
export function filesIn(dir: string): string[] {
  return existsSync(dir) ? readdirSync(dir, { recursive: true, encoding: 'utf8' }) : [];
}

/**
 * What an operator checks on the database file after a crash, with the server stopped: SQLite's
 * integrity and foreign-key checks, and the rows of the given queries (opening it recovers the WAL,
 * as the next start would).
 */
export function inspectDatabase(file: string, queries: Record<string, string> = {}) {
  const db = new Database(file, { fileMustExist: true });
  try {
    return {
      integrity: db.pragma('integrity_check', { simple: true }),
      foreignKeys: db.pragma('foreign_key_check') as unknown[],
      rows: Object.fromEntries(Object.entries(queries).map(([name, sql]) => [name, db.prepare(sql).all()])),
    };
  } finally {
    db.close();
  }
}
