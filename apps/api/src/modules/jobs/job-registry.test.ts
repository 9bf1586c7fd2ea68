import { describe, expect, it } from 'vitest';
import { CLI_TIMEOUT, runCli } from '../../test/cli-runner';
import { buildTestApp } from '../../test/test-app';
import { payloadFields } from './job-kinds-listing';
import { JOB_KINDS } from './job-registry';

/** Issue 31 point 3 (decision 0023): one registry of job kinds, one naming style, listed by the CLI. */
const t = buildTestApp();

describe('the job registry', () => {
  it('names every kind once, as <domain>.<action>', () => {
    const names = JOB_KINDS.map((kind) => kind.name);
    expect(new Set(names).size).toBe(names.length);
    for (const name of names) expect(name).toMatch(/^[a-z]+(-[a-z]+)*\.[a-z]+(-[a-z]+)*$/);
  });

  it('holds exactly the kinds the app defines handlers for', () => {
    const defined = t.app.jobs.definedKinds();
    // The registry's own objects: no kind is declared a second time beside it.
    for (const kind of defined) expect(JOB_KINDS).toContain(kind);
    expect(defined.map((kind) => kind.name).sort()).toEqual(JOB_KINDS.map((kind) => kind.name).sort());
  });

  it(
    '`jobs --kinds` lists every kind with what it does, its tries, concurrency and payload',
    async () => {
      const { code, stdout, stderr } = await runCli(t.config, 'jobs', '--kinds');
      expect(stderr).toBe('');
      expect(code).toBe(0);
      const lines = stdout.split('\n');
      const listed = lines
        .filter((line) => /^\S/.test(line) && !line.endsWith(':'))
        .map((line) => line.split('  ')[0]);
      expect(listed.sort()).toEqual(JOB_KINDS.map((kind) => kind.name).sort());
      for (const kind of JOB_KINDS) {
        const at = lines.findIndex((line) => line.startsWith(`${kind.name}  `));
        expect(lines[at]).toContain(kind.does);
        expect(lines[at + 1]).toContain(`attempts ${kind.maxAttempts} `);
        expect(lines[at + 2]).toBe(`  payload: ${payloadFields(kind).join(', ') || '(none)'}`);
      }
      expect(stdout).toContain('concurrency TRANSCODE_CONCURRENCY = 1');
      expect(stdout).toContain('payload: to, subject, text, html, headers?');
      expect((await runCli(t.config, 'help')).stdout).toContain(
        'jobs [--retry <id>] [--limit <n>] [--kinds]',
      );
    },
    CLI_TIMEOUT,
  );
});
