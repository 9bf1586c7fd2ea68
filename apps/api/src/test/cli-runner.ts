import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { Config } from '../config';

const run = promisify(execFile);

/** Each run starts Node with tsx (about a second, more on a busy machine). */
export const CLI_TIMEOUT = 60_000;

/** Runs the CLI as an operator would (`npm run cli -- …`), against this config's database. */
export async function runCli(config: Config, ...args: string[]) {
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    DATA_DIR: config.dataDir,
    ...(config.database.kind === 'postgres' ? { DATABASE_URL: config.database.url } : {}),
  };
  try {
    const { stdout, stderr } = await run(
      process.execPath,
      ['--import', 'tsx', join(import.meta.dirname, '..', 'cli.ts'), ...args],
      { env },
    );
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}
