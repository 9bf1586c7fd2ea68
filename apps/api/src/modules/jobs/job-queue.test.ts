import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildTestApp, logCapture } from '../../test/test-app';
import { type JobKind, JobPayloadError, jobKind, type PayloadOf } from './job-kind';
import type { JobRun } from './job-queue';
import { defineScheduled, nextSlot, scheduledRunPayload } from './scheduled-jobs';

/**
 * The job queue's contract (DESIGN §8), on whichever store the run uses: the SQLite table by
 * default, pg-boss when TEST_DATABASE_URL is set. The same tests hold for both.
 */
const log = logCapture();
const t = buildTestApp({ env: { JOB_POLL_MS: '100', LOG_LEVEL: 'error' }, logStream: log.logStream });

let counter = 0;
/** A kind of the test's own (each test has its own name, so no two share a queue). */
const testKind = <P extends z.ZodType>(what: string, payload: P, options: { maxAttempts?: number } = {}) =>
  jobKind({
    name: `test.${what}-${++counter}`,
    does: `The job queue test's ${what}.`,
    payload,
    maxAttempts: options.maxAttempts ?? 3,
    retryDelaySeconds: 1,
    concurrency: 1,
  });

async function define<K extends JobKind>(kind: K, handler: (job: JobRun<PayloadOf<K>>) => Promise<void>) {
  t.app.jobs.define(kind, handler);
  await t.app.jobs.ready();
}

const text = z.object({ text: z.string() });

describe('the job queue', () => {
  it('runs a job once, and a second enqueue with the same key adds nothing', async () => {
    const kind = testKind('once', text);
    const runs: string[] = [];
    await define(kind, async ({ data }) => {
      runs.push(data.text);
    });
    const first = await t.app.jobs.enqueue(kind, { text: 'hello' }, { key: 'event-1' });
    const second = await t.app.jobs.enqueue(kind, { text: 'hello again' }, { key: 'event-1' });
    expect(first).toEqual(expect.any(String));
    expect(second).toBeNull();
    await t.app.jobs.settled();
    expect(runs).toEqual(['hello']);
  });

  it('a job written in a transaction is stored only when the transaction commits', async () => {
    const kind = testKind('in-transaction', text);
    const runs: string[] = [];
    await define(kind, async ({ data }) => {
      runs.push(data.text);
    });
    const failing = t.app.jobs.pending([{ kind, data: { text: 'rolled back' }, key: 'change-1' }]);
    await expect(
      t.app.db.transaction().execute(async (trx) => {
        await failing.write(trx);
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');

    const committed = t.app.jobs.pending([
      { kind, data: { text: 'committed' }, key: 'change-2' },
      { kind, data: { text: 'committed twice' }, key: 'change-2' },
    ]);
    await t.app.db.transaction().execute((trx) => committed.write(trx));
    committed.committed();
    await t.app.jobs.settled();
    expect(runs).toEqual(['committed']);
    // The rolled-back job left nothing behind: its key is free, and the committed one's is taken.
    expect(await t.app.jobs.enqueue(kind, { text: 'later' }, { key: 'change-1' })).toEqual(
      expect.any(String),
    );
    expect(await t.app.jobs.enqueue(kind, { text: 'again' }, { key: 'change-2' })).toBeNull();
  });

  it('keys are per job name, and many jobs go in one call without their duplicates', async () => {
    const kind = testKind('many', z.object({ n: z.number() }));
    const runs: number[] = [];
    await define(kind, async ({ data }) => {
      runs.push(data.n);
    });
    const added = await t.app.jobs.enqueueMany(kind, [
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
    const kind = testKind('retry', z.null());
    const tries: { attempt: number; at: number }[] = [];
    await define(kind, async ({ attempt }) => {
      tries.push({ attempt, at: Date.now() });
      if (attempt < 3) throw new Error(`try ${attempt} failed`);
    });
    await t.app.jobs.enqueue(kind, null);
    await expect.poll(() => tries.length, { timeout: 15_000, interval: 100 }).toBe(3);
    await t.app.jobs.settled();
    expect(tries.map((run) => run.attempt)).toEqual([1, 2, 3]);
    const firstWait = tries[1]!.at - tries[0]!.at;
    const secondWait = tries[2]!.at - tries[1]!.at;
    expect(firstWait).toBeGreaterThanOrEqual(900);
    // The delay doubles (1 s, then 2 s); polling adds up to a second either way.
    expect(secondWait).toBeGreaterThanOrEqual(1800);
    expect(await t.app.jobs.failed(50)).not.toContainEqual(expect.objectContaining({ name: kind.name }));
  });

  it('gives up after its tries and keeps the last error', async () => {
    const kind = testKind('dead', z.object({ to: z.string() }), { maxAttempts: 2 });
    const { name } = kind;
    let tries = 0;
    await define(kind, async () => {
      tries += 1;
      throw new Error(`SMTP said no (${tries})`);
    });
    await t.app.jobs.enqueue(kind, { to: 'ana@example.com' });
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
    const kind = testKind('later', z.null());
    const ranAt: number[] = [];
    await define(kind, async () => {
      ranAt.push(Date.now());
    });
    const runAt = Date.now() + 1500;
    await t.app.jobs.enqueue(kind, null, { runAt: new Date(runAt) });
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(ranAt).toEqual([]);
    await expect.poll(() => ranAt.length, { timeout: 10_000, interval: 100 }).toBe(1);
    expect(ranAt[0]).toBeGreaterThanOrEqual(runAt);
  });

  it('runs a scheduled job at each planned time, once per time', async () => {
    const slots: string[] = [];
    const schedule = defineScheduled(
      t.app.jobs,
      testKind('every', scheduledRunPayload, { maxAttempts: 2 }),
      { everySeconds: 1 },
      async (slot) => {
        slots.push(slot.toISOString());
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

describe('payloads checked against their kind (decision 0023)', () => {
  it('refuses a payload that does not fit, at the caller, before anything is written', async () => {
    const kind = testKind('checked', z.object({ videoId: z.string().min(1) }));
    const runs: string[] = [];
    await define(kind, async ({ data }) => {
      runs.push(data.videoId);
    });
    const before = await t.app.jobs.counts();
    const bad = { videoId: 42 } as unknown as { videoId: string };
    await expect(t.app.jobs.enqueue(kind, bad, { key: 'bad' })).rejects.toThrow(JobPayloadError);
    await expect(t.app.jobs.enqueue(kind, bad)).rejects.toThrow(`"${kind.name}"`);
    await expect(t.app.jobs.enqueueMany(kind, [{ data: { videoId: 'v1' } }, { data: bad }])).rejects.toThrow(
      'videoId',
    );
    // In a change's transaction: refused when the jobs are handed over, before the transaction begins.
    expect(() => t.app.jobs.pending([{ kind, data: bad, key: 'bad' }])).toThrow(JobPayloadError);
    expect(await t.app.jobs.counts()).toEqual(before);
    // The key was not taken: nothing of the refused job was stored.
    expect(await t.app.jobs.enqueue(kind, { videoId: 'v2' }, { key: 'bad' })).toEqual(expect.any(String));
    await t.app.jobs.settled();
    expect(runs).toEqual(['v2']);
  });

  it('fails a stored payload that no longer fits for good, without a retry, and goes on', async () => {
    // Written by an older version whose payload had another shape: the kind's schema changed since.
    const kind = testKind('changed', z.object({ words: z.array(z.string()) }));
    const older = { ...kind, payload: z.object({ text: z.string() }) };
    const runs: string[][] = [];
    await define(kind, async ({ data }) => {
      runs.push(data.words);
    });
    const id = await t.app.jobs.enqueue(older, { text: 'old shape' });
    await t.app.jobs.enqueue(kind, { words: ['new', 'shape'] });
    await expect
      .poll(async () => (await t.app.jobs.failed(50)).find((job) => job.id === id), {
        timeout: 10_000,
        interval: 100,
      })
      .toMatchObject({ name: kind.name, attempts: 1, data: { text: 'old shape' } });
    const failed = (await t.app.jobs.failed(50)).find((job) => job.id === id)!;
    expect(failed.lastError).toContain('words');
    await t.app.jobs.settled();
    // Never handed to the handler, never tried again; the next job of the kind ran.
    expect(runs).toEqual([['new', 'shape']]);
    expect((await t.app.jobs.failed(50)).find((job) => job.id === id)?.attempts).toBe(1);
    const line = log.lines.find((entry) => entry.includes(id as string));
    expect(line).toContain("a job's stored payload does not fit its kind: failed without a retry");
    expect(line).toContain(kind.name);
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
