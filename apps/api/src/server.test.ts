import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function startServer(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', join(import.meta.dirname, 'server.ts')], {
    env: { PATH: process.env.PATH, LOG_LEVEL: 'warn', HOST: '127.0.0.1', PORT: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += String(chunk);
  });
  child.stderr?.on('data', (chunk) => {
    output += String(chunk);
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const url = new Promise<string>((resolve, reject) => {
    const timer = setInterval(() => {
      const match = /^Talent Portal is running at (http:\/\/localhost:\d+)$/m.exec(output);
      if (match?.[1]) {
        clearInterval(timer);
        resolve(match[1]);
      }
    }, 50);
    void exited.then(() => {
      clearInterval(timer);
      reject(new Error(`server exited early:\n${output}`));
    });
  });
  return { child: child as ChildProcess, url, exited, output: () => output };
}

describe('server.ts', () => {
  it('listens, prints its URL, serves, and shuts down cleanly on SIGTERM with exit code 0', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'talent-server-test-'));
    dirs.push(dataDir);
    const server = startServer({ DATA_DIR: dataDir });
    const url = await server.url;
    const response = await fetch(`${url}/api/health`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ data: { status: 'ok' } });

    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    // A cleanly closed SQLite database folds its write-ahead log back into the file.
    expect(existsSync(join(dataDir, 'talent-portal.db'))).toBe(true);
    expect(existsSync(join(dataDir, 'talent-portal.db-wal'))).toBe(false);
  });

  it('seeds the demo data into an empty database once, printing the demo account; SEED_DEMO=false seeds nothing', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'talent-server-test-'));
    dirs.push(dataDir);
    const first = startServer({ DATA_DIR: dataDir });
    const url = await first.url;
    expect(first.output()).toContain('Demo account: demo@talentportal.ro / Demo1234!\n');
    const login = await fetch(`${url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'demo@talentportal.ro', password: 'Demo1234!' }),
    });
    expect(login.status).toBe(200);
    const { accessToken } = ((await login.json()) as { data: { accessToken: string } }).data;
    const castings = await fetch(`${url}/api/castings`, {
      headers: { authorization: `Bearer ${accessToken}` },
    });
    const page = (await castings.json()) as {
      data: { coverPhoto: { thumbnailUrl: string } | null }[];
      meta: { total: number };
    };
    expect(page.meta.total).toBeGreaterThan(40);
    const cover = page.data.find((casting) => casting.coverPhoto)?.coverPhoto?.thumbnailUrl;
    const image = await fetch(`${url}${cover}`);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/webp');
    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);

    const second = startServer({ DATA_DIR: dataDir });
    await second.url;
    expect(second.output()).not.toContain('Demo account');
    second.child.kill('SIGTERM');
    expect(await second.exited).toBe(0);

    const offDir = mkdtempSync(join(tmpdir(), 'talent-server-test-'));
    dirs.push(offDir);
    const off = startServer({ DATA_DIR: offDir, SEED_DEMO: 'false' });
    const offUrl = await off.url;
    expect(off.output()).not.toContain('Demo account');
    const refused = await fetch(`${offUrl}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'demo@talentportal.ro', password: 'Demo1234!' }),
    });
    expect(refused.status).toBe(401);
    off.child.kill('SIGTERM');
    expect(await off.exited).toBe(0);
  }, 60_000);

  it('refuses invalid settings with one line and exit code 1', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'talent-server-test-'));
    dirs.push(dataDir);
    const server = startServer({ DATA_DIR: dataDir, JWT_SECRET: 'too-short' });
    server.url.catch(() => {});
    expect(await server.exited).toBe(1);
    expect(server.output().trim()).toBe('Invalid configuration: JWT_SECRET must be at least 32 characters');
  });
});
