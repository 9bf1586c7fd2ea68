// Issue 30 point 1: the ceiling on notice streams sits well under the process's open-file limit.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError, defaultNoticeStreamsMax, loadConfig } from './config';
import { openFileLimit } from './open-file-limit';

// One folder for every loadConfig here: it makes DATA_DIR/media; the JWT secret is given, so no file.
const env = { DATA_DIR: mkdtempSync(join(tmpdir(), 'talent-limit-test-')), JWT_SECRET: 'k'.repeat(40) };
afterAll(() => rmSync(env.DATA_DIR, { recursive: true, force: true }));

describe('the open-file limit and the notice streams ceiling', () => {
  it('reads the limit the shell reports for this process (a child inherits it)', () => {
    const shell = execFileSync('sh', ['-c', 'ulimit -Sn'], { encoding: 'utf8' }).trim();
    expect(openFileLimit()).toBe(shell === 'unlimited' ? Number.MAX_SAFE_INTEGER : Number(shell));
  });

  it('takes half the limit, at most 10,000', () => {
    expect(defaultNoticeStreamsMax(1024)).toBe(512);
    expect(defaultNoticeStreamsMax(20_000)).toBe(10_000);
    expect(defaultNoticeStreamsMax(1_048_576)).toBe(10_000);
    expect(defaultNoticeStreamsMax(1)).toBe(1);
  });

  it('defaults to 5 per user, 50 per address and a ceiling under the limit; each can be set', () => {
    const defaults = loadConfig(env).noticeStreams;
    expect(defaults).toEqual({ perUser: 5, perAddress: 50, max: defaultNoticeStreamsMax(openFileLimit()) });
    expect(defaults.max).toBeLessThan(openFileLimit());
    expect(
      loadConfig({
        ...env,
        NOTICE_STREAMS_PER_USER: '2',
        NOTICE_STREAMS_PER_IP: '10',
        NOTICE_STREAMS_MAX: '300',
      }).noticeStreams,
    ).toEqual({ perUser: 2, perAddress: 10, max: 300 });
    expect(() => loadConfig({ ...env, NOTICE_STREAMS_PER_USER: '0' })).toThrow(ConfigError);
  });
});
