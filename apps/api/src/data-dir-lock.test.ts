// Issue 30 point 8: a second `npm start` on the same SQLite DATA_DIR released the running server's
// jobs and cleaned its scratch files before failing on the port. Now it exits at once with a clear
// message and touches nothing; a lock left by `kill -9` does not block the restart. Real server
// processes (src/server.ts) on loopback.
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { DATA_DIR_LOCK_FILE } from './data-dir-lock';
import { call, killStartedServers, startServerProcess } from './test/faults-server';
import { registration } from './test/test-app';

const dirs: string[] = [];
const servers: Server[] = [];
const sockets: Socket[] = [];
afterEach(async () => {
  await killStartedServers();
  for (const socket of sockets.splice(0)) socket.destroy();
  for (const server of servers.splice(0)) server.close();
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function dataDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'talent-lock-test-'));
  dirs.push(dir);
  return dir;
}

/** An SMTP server that accepts connections and never greets: a mail job sending to it stays running. */
async function silentSmtp(): Promise<number> {
  const server = createServer((socket) => sockets.push(socket));
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as { port: number }).port;
}

function jobs(dir: string) {
  const db = new Database(join(dir, 'talent-portal.db'), { readonly: true, fileMustExist: true });
  try {
    return db.prepare('select id, name, state, attempts, run_at from jobs order by id').all();
  } finally {
    db.close();
  }
}

const env = { JWT_SECRET: 'j'.repeat(48), JOB_POLL_MS: '100' };

describe('one server per SQLite DATA_DIR', () => {
  it('a second start on the same DATA_DIR exits at once with a clear message; the running job and scratch files are untouched', async () => {
    const dir = dataDir();
    const smtp = { ...env, SMTP_URL: `smtp://127.0.0.1:${await silentSmtp()}` };
    const first = startServerProcess(dir, smtp);
    const base = await first.url;
    const payload = registration();
    expect((await call(base, 'POST', '/api/auth/register', payload)).status).toBe(201);
    expect((await call(base, 'POST', '/api/auth/forgot-password', { email: payload.email })).status).toBe(
      202,
    );
    // The reset e-mail's job is running: it waits on the silent SMTP server.
    await expect
      .poll(() => jobs(dir).filter((job) => (job as { state: string }).state === 'active').length, {
        timeout: 10_000,
        interval: 100,
      })
      .toBe(1);
    const before = jobs(dir);
    // A file of an upload in progress in the running server's scratch folder.
    mkdirSync(join(dir, 'upload-tmp'), { recursive: true });
    writeFileSync(join(dir, 'upload-tmp', 'in-flight.part'), 'half an upload');

    const started = Date.now();
    const second = startServerProcess(dir, smtp);
    // Bounded: a second server that does start would otherwise run on (on another port) forever.
    const { code } = await Promise.race([
      second.exited,
      new Promise<{ code: string }>((resolve) =>
        setTimeout(() => resolve({ code: 'still running' }), 15_000),
      ),
    ]);
    expect(code, second.output()).toBe(1);
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(second.output().trim()).toBe(
      `Another Talent Portal server (PID ${first.child.pid}) is already running on ${dir}: stop it first, or give this one a DATA_DIR of its own. Nothing was changed.`,
    );

    expect(jobs(dir)).toEqual(before);
    expect(readFileSync(join(dir, 'upload-tmp', 'in-flight.part'), 'utf8')).toBe('half an upload');
    expect((await fetch(`${base}/api/health`)).status).toBe(200);
  }, 60_000);

  it('a lock left by kill -9 does not block the restart; a clean stop leaves no lock behind', async () => {
    const dir = dataDir();
    const first = startServerProcess(dir, env);
    await first.url;
    first.child.kill('SIGKILL');
    await first.exited;
    expect(existsSync(join(dir, DATA_DIR_LOCK_FILE))).toBe(true);

    const second = startServerProcess(dir, env);
    expect((await fetch(`${await second.url}/api/health`)).status).toBe(200);
    second.child.kill('SIGTERM');
    expect((await second.exited).code).toBe(0);
    expect(existsSync(join(dir, DATA_DIR_LOCK_FILE))).toBe(false);
  }, 60_000);

  it('a lock whose PID now belongs to another process (after a reboot) does not block the start', async () => {
    const dir = dataDir();
    // This test's own process is alive, but it is not the server that wrote the lock.
    writeFileSync(
      join(dir, DATA_DIR_LOCK_FILE),
      `${JSON.stringify({ pid: process.pid, process: 'old-boot/1' })}\n`,
    );
    const server = startServerProcess(dir, env);
    expect((await fetch(`${await server.url}/api/health`)).status).toBe(200);
  }, 60_000);
});
