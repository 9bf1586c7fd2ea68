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

  it('refuses invalid settings with one line and exit code 1', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'talent-server-test-'));
    dirs.push(dataDir);
    const server = startServer({ DATA_DIR: dataDir, JWT_SECRET: 'too-short' });
    server.url.catch(() => {});
    expect(await server.exited).toBe(1);
    expect(server.output().trim()).toBe('Invalid configuration: JWT_SECRET must be at least 32 characters');
  });
});
