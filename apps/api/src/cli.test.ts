import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { ONLY_TALENT_MESSAGE } from '@talent/contract/errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test/test-app';

const run = promisify(execFile);
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

/** Runs the CLI as an operator would, against the test app's own database. */
async function cli(...args: string[]) {
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    DATA_DIR: t.config.dataDir,
    ...(t.config.database.kind === 'postgres' ? { DATABASE_URL: t.config.database.url } : {}),
  };
  try {
    const { stdout, stderr } = await run(
      process.execPath,
      ['--import', 'tsx', join(import.meta.dirname, 'cli.ts'), ...args],
      {
        env,
      },
    );
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

const login = (email: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });

describe('npm run cli', () => {
  it('help lists the commands', async () => {
    const result = await cli('help');
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('create-user');
    expect(result.stdout).toContain('--role ADMIN|CLIENT|TALENT');
  });

  it('create-user makes a CLIENT who exists in the same database and is refused by the portal', async () => {
    const result = await cli(
      'create-user',
      '--role',
      'CLIENT',
      '--email',
      'Director@Example.com',
      '--password',
      'client-pass-1',
      '--first-name',
      'Casting',
      '--last-name',
      'Director',
    );
    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout.trim()).toMatch(/^[0-9a-f-]{36}$/);
    const response = await login('director@example.com', 'client-pass-1');
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe(ONLY_TALENT_MESSAGE);

    const again = await cli(
      'create-user',
      '--role',
      'ADMIN',
      '--email',
      'director@example.com',
      '--password',
      'client-pass-1',
      '--first-name',
      'A',
      '--last-name',
      'B',
    );
    expect(again.code).toBe(1);
    expect(again.stderr).toContain('An account with this email address already exists');
  });

  it('create-user makes a TALENT who can sign in and has a talent profile', async () => {
    const result = await cli(
      'create-user',
      '--role',
      'talent',
      '--email',
      'actor@example.com',
      '--password',
      'talent-pass-1',
      '--first-name',
      'Radu',
      '--last-name',
      'Ene',
      '--gender',
      'male',
      '--birth-date',
      '1990-01-02',
    );
    expect(result.code, result.stderr).toBe(0);
    expect((await login('actor@example.com', 'talent-pass-1')).statusCode).toBe(200);
    const profile = await t.app.db
      .selectFrom('talent_profiles')
      .select(['first_name', 'gender', 'date_of_birth'])
      .where('user_id', '=', result.stdout.trim())
      .executeTakeFirst();
    expect(profile).toEqual({ first_name: 'Radu', gender: 'MALE', date_of_birth: '1990-01-02' });
  });

  it('explains bad input with exit code 2', async () => {
    const cases: Array<[string[], RegExp]> = [
      [
        ['create-user', '--role', 'ADMIN', '--email', 'x@example.com'],
        /missing --password, --first-name, --last-name/,
      ],
      [
        [
          'create-user',
          '--role',
          'BOSS',
          '--email',
          'x@example.com',
          '--password',
          'long-enough',
          '--first-name',
          'A',
          '--last-name',
          'B',
        ],
        /--role: must be ADMIN, CLIENT or TALENT/,
      ],
      [
        [
          'create-user',
          '--role',
          'ADMIN',
          '--email',
          'nope',
          '--password',
          'long-enough',
          '--first-name',
          'A',
          '--last-name',
          'B',
        ],
        /--email: Invalid email address/,
      ],
      [
        [
          'create-user',
          '--role',
          'ADMIN',
          '--email',
          'x@example.com',
          '--password',
          'short',
          '--first-name',
          'A',
          '--last-name',
          'B',
        ],
        /--password: Password must be at least 8 characters/,
      ],
      [['create-user', '--nonsense'], /Unknown option '--nonsense'/],
      [['frobnicate'], /Unknown command "frobnicate"/],
    ];
    for (const [args, message] of cases) {
      const result = await cli(...args);
      expect(result.code, args.join(' ')).toBe(2);
      expect(result.stderr).toMatch(message);
    }
  });
});
