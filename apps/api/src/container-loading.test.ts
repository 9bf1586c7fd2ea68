import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { CLI_TIMEOUT } from './test/cli-runner';

const run = promisify(execFile);

/**
 * Every CLI command builds the whole container (DESIGN §16), so what container.ts loads at import is
 * paid by each of them. The PDF library (about a second of a CLI run) is only for the guardian's
 * SPAS notice: it loads when a notice is rendered, not with the container.
 */
describe('the container at import', () => {
  it('leaves the PDF library unloaded until a notice is rendered', { timeout: CLI_TIMEOUT }, async () => {
    const script = `
      await import(${JSON.stringify(join(import.meta.dirname, 'container.ts'))});
      const { createRequire } = await import('node:module');
      const loaded = Object.keys(createRequire(import.meta.url).cache);
      console.log(loaded.filter((path) => /node_modules\\/(pdf-lib|@pdf-lib)\\//.test(path)).length);
    `;
    const { stdout } = await run(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
      env: { PATH: process.env.PATH },
      timeout: CLI_TIMEOUT,
    });
    expect(Number(stdout.trim())).toBe(0);
  });
});
