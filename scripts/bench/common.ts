// Shared by the benchmark parts: the built server on a scratch database, a throwaway PostgreSQL
// cluster, talents registered through the API, percentiles and the machine's description.
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { cpus, loadavg, totalmem, type } from 'node:os';
import { resolve } from 'node:path';
import { createInterface } from 'node:readline';

export const root = resolve(import.meta.dirname, '../..');

/**
 * The node options `npm start` runs the server with (the root package.json's start script), so the bench
 * measures the server as it is run: `--v8-pool-size=0` sizes V8's helper threads to the machine (decision
 * 0010).
 */
export function startNodeFlags(): string[] {
  const { scripts } = JSON.parse(readFileSync(resolve(root, 'package.json'), 'utf8')) as {
    scripts: { start: string };
  };
  return scripts.start.split(/\s+/).filter((word) => word.startsWith('--'));
}

export interface ServerOptions {
  dataDir: string;
  port: number;
  /** postgres://… for PostgreSQL; SQLite in dataDir otherwise. */
  databaseUrl?: string;
  seedDemo?: boolean;
  env?: Record<string, string>;
  /** Node options before the server's script (the load run's heap probe). */
  nodeArgs?: string[];
  /** How long to wait for /api/health (the demo seed generates cover images first). */
  startTimeoutMs?: number;
}

export interface Server {
  process: ChildProcess;
  pid: number;
  origin: string;
}

export async function startServer(options: ServerOptions): Promise<Server> {
  const env: Record<string, string | undefined> = {
    ...process.env,
    DATA_DIR: options.dataDir,
    PORT: String(options.port),
    HOST: '127.0.0.1',
    SEED_DEMO: options.seedDemo ? 'true' : 'false',
    LOG_LEVEL: 'warn',
    // The bench registers and signs in many talents from one address.
    REGISTER_MAX_PER_IP: '100000',
    LOGIN_MAX_ATTEMPTS_PER_IP: '100000',
    ...options.env,
  };
  // A DATABASE_URL in the bench's own environment is for the PostgreSQL runs only.
  if (options.databaseUrl) env.DATABASE_URL = options.databaseUrl;
  else delete env.DATABASE_URL;
  const nodeArgs = [...startNodeFlags(), ...(options.nodeArgs ?? [])];
  const child = spawn(process.execPath, [...nodeArgs, 'apps/api/dist/server.js'], {
    cwd: root,
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const origin = `http://127.0.0.1:${options.port}`;
  const deadline = Date.now() + (options.startTimeoutMs ?? 15_000);
  while (Date.now() < deadline && child.exitCode === null) {
    try {
      const response = await fetch(`${origin}/api/health`);
      if (response.ok && child.pid) return { process: child, pid: child.pid, origin };
    } catch {
      // not listening yet
    }
    await sleep(100);
  }
  child.kill('SIGKILL');
  throw new Error(`The server did not start on port ${options.port}`);
}

export async function stopServer(server: Server): Promise<void> {
  if (server.process.exitCode !== null) return;
  const exited = new Promise((done) => server.process.once('exit', done));
  server.process.kill('SIGTERM');
  await exited;
}

export const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

export interface Talent {
  email: string;
  accessToken: string;
  refreshToken: string;
  profileId: string;
}

/** Registers a talent through the API (argon2 and all) and reads its profile id. */
export async function registerTalent(origin: string, email: string): Promise<Talent> {
  const response = await fetch(`${origin}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      email,
      password: 'bench-password-1',
      firstName: 'Bench',
      lastName: 'Mark',
      phone: '+40721234567',
      birthDate: '1990-01-01',
      gender: 'FEMALE',
    }),
  });
  if (response.status !== 201) throw new Error(`register ${response.status}: ${await response.text()}`);
  const { data } = (await response.json()) as { data: { accessToken: string; refreshToken: string } };
  const profile = await fetch(`${origin}/api/profiles/me`, {
    headers: { authorization: `Bearer ${data.accessToken}` },
  });
  if (!profile.ok) throw new Error(`profile ${profile.status}: ${await profile.text()}`);
  const { data: me } = (await profile.json()) as { data: { id: string } };
  return { email, ...data, profileId: me.id };
}

/** Runs `use` against a throwaway PostgreSQL cluster (pg_virtualenv, as scripts/test.sh does). */
export async function withPostgres<T>(use: (url: string) => Promise<T>): Promise<T> {
  if (process.env.DATABASE_URL) return use(process.env.DATABASE_URL);
  const version = readdirSync('/usr/lib/postgresql')
    .sort((a, b) => Number(a) - Number(b))
    .at(-1);
  if (!version) throw new Error('PostgreSQL is not installed (apt-get install -y postgresql)');
  // The cluster lives while `read` waits: closing stdin ends the shell, and pg_virtualenv removes it.
  // -t keeps it in a temporary directory even as root: the tests' clusters (also "regress") are elsewhere.
  const child = spawn(
    'pg_virtualenv',
    [
      '-t',
      '-o',
      `port=${await freePort()}`,
      '-v',
      version,
      'sh',
      '-c',
      'echo "BENCH_URL postgres://$PGUSER:$PGPASSWORD@$PGHOST:$PGPORT/$PGDATABASE"; read _',
    ],
    { stdio: ['pipe', 'pipe', 'inherit'] },
  );
  const exited = new Promise((done) => child.once('exit', done));
  try {
    const url = await new Promise<string>((done, fail) => {
      const lines = createInterface({ input: child.stdout! });
      lines.on('line', (line) => {
        if (line.startsWith('BENCH_URL ')) done(line.slice('BENCH_URL '.length));
      });
      child.once('exit', (code) => fail(new Error(`pg_virtualenv exited with ${code}`)));
    });
    return await use(url);
  } finally {
    child.stdin!.end();
    await exited;
  }
}

/** A TCP port nobody listens on right now. */
function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        address && typeof address === 'object' ? done(address.port) : fail(new Error('no port')),
      );
    });
  });
}

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)]!;
}

export const round = (value: number, digits = 1) => Number(value.toFixed(digits));

/** Resident memory of a process in MB, from /proc. */
export function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return kb / 1024;
}

export interface Machine {
  date: string;
  commit: string;
  cpu: string;
  cores: number;
  ramGb: number;
  node: string;
  os: string;
  loadAverage: number[];
}

export function machine(): Machine {
  const git = (...args: string[]) => {
    try {
      return execFileSync('git', args, { cwd: root, encoding: 'utf8' }).trim();
    } catch {
      return 'unknown';
    }
  };
  let os = `${type()} ${process.platform}`;
  try {
    os = /PRETTY_NAME="([^"]+)"/.exec(readFileSync('/etc/os-release', 'utf8'))?.[1] ?? os;
  } catch {
    // not Linux
  }
  const dirty = git('status', '--porcelain', '--untracked-files=no') !== '';
  return {
    date: new Date().toISOString(),
    commit: `${git('rev-parse', '--short', 'HEAD')}${dirty ? ' (with uncommitted changes)' : ''}`,
    cpu: cpus()[0]?.model ?? 'unknown',
    cores: cpus().length,
    ramGb: round(totalmem() / 1024 ** 3),
    node: process.version,
    os,
    loadAverage: loadavg().map((value) => round(value, 2)),
  };
}
