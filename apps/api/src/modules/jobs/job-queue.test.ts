import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/test-app';
import type { JobRun } from './job-queue';
import { defineScheduled, nextSlot } from './scheduled-jobs';

/**
 * The job queue's contract (DESIGN §8), on whichever store the run uses: the SQLite table by
 * default, pg-boss when TEST_DATABASE_URL is set. The same tests hold for both.
 */
const t = buildTestApp({ env: { JOB_POLL_MS: '100' } });

let counter = 0;
const jobName = (what: string) => `test-${what}-${++counter}`;

async function define<T>(
  name: string,
  handler: (job: JobRun<T>) => Promise<void>,
  options: { maxAttempts?: number; retryDelaySeconds?: number } = {},
) {
  t.app.jobs.define<T>(name, {
    maxAttempts: options.maxAttempts ?? 3,
    retryDelaySeconds: options.retryDelaySeconds ?? 1,
    concurrency: 1,
    handler,
  });
  await t.app.jobs.ready();
}

describe('the job queue', () => {
  it('runs a job once, and a second enqueue with the same key adds nothing', async () => {
    const name = jobName('once');
    const runs: string[] = [];
    await define<{ text: string }>(name, async ({ data }) => {
      runs.push(data.text);
    });
    const first = await t.app.jobs.enqueue(name, { text: 'hello' }, { key: 'event-1' });
    const second = await t.app.jobs.enqueue(name, { text: 'hello again' }, { key: 'event-1' });
    expect(first).toEqual(expect.any(String));
    expect(second).toBeNull();
    await t.app.jobs.settled();
    expect(runs).toEqual(['hello']);
  });

  it('a job written in a transaction is stored only when the transaction commits', async () => {
    const name = jobName('in-transaction');
    const runs: string[] = [];
    await define<{ text: string }>(name, async ({ data }) => {
      runs.push(data.text);
    });
    const failing = t.app.jobs.pending([{ name, data: { text: 'rolled back' }, key: 'change-1' }]);
    await expect(
      t.app.db.transaction().execute(async (trx) => {
        await failing.write(trx);
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');

    const committed = t.app.jobs.pending([
      { name, data: { text: 'committed' }, key: 'change-2' },
      { name, data: { text: 'committed twice' }, key: 'change-2' },
    ]);
    await t.app.db.transaction().execute((trx) => committed.write(trx));
    committed.committed();
    await t.app.jobs.settled();
    expect(runs).toEqual(['committed']);
    // The rolled-back job left nothing behind: its key is free, and the committed one's is taken.
    expect(await t.app.jobs.enqueue(name, { text: 'later' }, { key: 'change-1' })).toEqual(
      expect.any(String),
    );
    expect(await t.app.jobs.enqueue(name, { text: 'again' }, { key: 'change-2' })).toBeNull();
  });

  it('keys are per job name, and many jobs go in one call without their duplicates', async () => {
    const name = jobName('many');
    const runs: number[] = [];
    await define<{ n: number }>(name, async ({ data }) => {
      runs.push(data.n);
    });
    const added = await t.app.jobs.enqueueMany(name, [
      { data: { n: 1 }, key: 'a' },
      { data: { n: 2 }, key: 'b' },
      { data: { n: 3 }, key: 'a' },
      { data: { n: 4 } },
    ]);
    expect(added).toBe(3);
    await t.app.jobs.settled();
    expect(runs.sort()).toEqual([1, 2, 4]);
  });

  it('tries again with a growing wait, and the job succeeds on its third try', async () => {
    const name = jobName('retry');
    const tries: { attempt: number; at: number }[] = [];
    await define<null>(name, async ({ attempt }) => {
      tries.push({ attempt, at: Date.now() });
      if (attempt < 3) throw new Error(`try ${attempt} failed`);
    });
    await t.app.jobs.enqueue(name, null);
    await expect.poll(() => tries.length, { timeout: 15_000, interval: 100 }).toBe(3);
    await t.app.jobs.settled();
    expect(tries.map((run) => run.attempt)).toEqual([1, 2, 3]);
    const firstWait = tries[1]!.at - tries[0]!.at;
    const secondWait = tries[2]!.at - tries[1]!.at;
    expect(firstWait).toBeGreaterThanOrEqual(900);
    // The delay doubles (1 s, then 2 s); polling adds up to a second either way.
    expect(secondWait).toBeGreaterThanOrEqual(1800);
    expect(await t.app.jobs.failed(50)).not.toContainEqual(expect.objectContaining({ name }));
  });

  it('gives up after its tries and keeps the last error', async () => {
    const name = jobName('dead');
    let tries = 0;
    await define<{ to: string }>(
      name,
      async () => {
        tries += 1;
        throw new Error(`SMTP said no (${tries})`);
      },
      { maxAttempts: 2 },
    );
    await t.app.jobs.enqueue(name, { to: 'ana@example.com' });
    await expect
      .poll(async () => (await t.app.jobs.failed(50)).find((job) => job.name === name), {
        timeout: 15_000,
        interval: 100,
      })
      .toMatchObject({ name, attempts: 2, data: { to: 'ana@example.com' } });
    const dead = (await t.app.jobs.failed(50)).find((job) => job.name === name)!;
    expect(dead.lastError).toContain('SMTP said no (2)');
    expect(tries).toBe(2);

    // Put back by hand (`npm run cli -- jobs --retry <id>`), it runs again.
    expect(await t.app.jobs.retry(dead.id)).toBe(true);
    await expect.poll(() => tries, { timeout: 10_000, interval: 100 }).toBeGreaterThanOrEqual(3);
  });

  it('does not run a delayed job before its time', async () => {
    const name = jobName('later');
    const ranAt: number[] = [];
    await define<null>(name, async () => {
      ranAt.push(Date.now());
    });
    const runAt = Date.now() + 1500;
    await t.app.jobs.enqueue(name, null, { runAt: new Date(runAt) });
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(ranAt).toEqual([]);
    await expect.poll(() => ranAt.length, { timeout: 10_000, interval: 100 }).toBe(1);
    expect(ranAt[0]).toBeGreaterThanOrEqual(runAt);
  });

  it('runs a scheduled job at each planned time, once per time', async () => {
    const name = jobName('every');
    const slots: string[] = [];
    const schedule = defineScheduled(
      t.app.jobs,
      name,
      { everySeconds: 1 },
      {
        maxAttempts: 2,
        retryDelaySeconds: 1,
        concurrency: 1,
        run: async (slot) => {
          slots.push(slot.toISOString());
        },
      },
    );
    await t.app.jobs.ready();
    // Planned twice (two processes starting): still one run per time.
    await schedule.plan();
    await schedule.plan();
    await expect.poll(() => slots.length, { timeout: 15_000, interval: 100 }).toBeGreaterThanOrEqual(3);
    expect(new Set(slots).size).toBe(slots.length);
    for (const slot of slots) expect(Date.parse(slot) % 1000).toBe(0);
  });
});

describe('planned times', () => {
  it('are the next multiple of the period after now, shifted by the offset', () => {
    const now = Date.parse('2026-11-25T10:17:00.000Z');
    expect(nextSlot({ everySeconds: 3600 }, now).toISOString()).toBe('2026-11-25T11:00:00.000Z');
    expect(nextSlot({ everySeconds: 86_400, offsetSeconds: 7 * 3600 }, now).toISOString()).toBe(
      '2026-11-26T07:00:00.000Z',
    );
    expect(
      nextSlot(
        { everySeconds: 86_400, offsetSeconds: 7 * 3600 },
        Date.parse('2026-11-25T06:00:00Z'),
      ).toISOString(),
    ).toBe('2026-11-25T07:00:00.000Z');
  });
});
