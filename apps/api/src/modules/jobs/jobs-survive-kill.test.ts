import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { call, serverTestBench, startServerProcess } from '../../test/faults-server';
import { parseMail } from '../../test/mail-helpers';
import { registration } from '../../test/test-app';

/**
 * Jobs are durable (DESIGN §8): on the real server process, `kill -9` loses no queued job and
 * repeats no finished one. The e-mail of a password reset is the job; the outbox folder shows
 * what was sent.
 */
const bench = serverTestBench('talent-jobs-kill-');

async function mailsTo(dataDir: string, email: string): Promise<number> {
  let names: string[];
  try {
    names = readdirSync(join(dataDir, 'outbox'));
  } catch {
    return 0;
  }
  const mails = await Promise.all(
    names.map((name) => parseMail(readFileSync(join(dataDir, 'outbox', name)))),
  );
  return mails.filter((mail) => mail.to && !Array.isArray(mail.to) && mail.to.text === email).length;
}

async function registerAndAskForReset(base: string): Promise<string> {
  const payload = registration();
  expect((await call(base, 'POST', '/api/auth/register', payload)).status).toBe(201);
  expect((await call(base, 'POST', '/api/auth/forgot-password', { email: payload.email })).status).toBe(202);
  return payload.email;
}

describe('kill -9 and the job queue', () => {
  // Three server starts: on a loaded machine (two shared cores) they take longer than the default 30 s.
  it('a job queued before the kill runs after the restart; one finished before it is not run again', async () => {
    const dataDir = bench.dataDir();
    const database = await bench.database();
    const env = { ...database.env, JOB_POLL_MS: '200', JWT_SECRET: 'x'.repeat(48) };

    // A process that only queues (as an API process beside `npm run worker`): the job waits.
    const queuing = startServerProcess(dataDir, { ...env, RUN_JOBS: 'false' });
    const waiting = await registerAndAskForReset(await queuing.url);
    queuing.child.kill('SIGKILL');
    expect((await queuing.exited).signal).toBe('SIGKILL');
    expect(await mailsTo(dataDir, waiting)).toBe(0);

    // After the restart, with workers: the queued e-mail goes out.
    const working = startServerProcess(dataDir, env);
    const base = await working.url;
    await expect.poll(() => mailsTo(dataDir, waiting), { timeout: 20_000, interval: 200 }).toBe(1);

    // One sent before the next kill …
    const finished = await registerAndAskForReset(base);
    await expect.poll(() => mailsTo(dataDir, finished), { timeout: 20_000, interval: 200 }).toBe(1);
    working.child.kill('SIGKILL');
    await working.exited;

    // … is not sent again after the restart.
    const again = startServerProcess(dataDir, env);
    const third = await registerAndAskForReset(await again.url);
    await expect.poll(() => mailsTo(dataDir, third), { timeout: 20_000, interval: 200 }).toBe(1);
    expect(await mailsTo(dataDir, finished)).toBe(1);
    expect(await mailsTo(dataDir, waiting)).toBe(1);
  }, 120_000);
});
