import { appendFileSync } from 'node:fs';
import { z } from 'zod';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { jobKind } from '../modules/jobs/job-kind';

/**
 * A worker process for the lease tests (job-leases.test.ts), run as `node --import tsx`: the whole
 * app on the database of DATABASE_URL or DATA_DIR, with one job of its own that holds on like a long
 * conversion (its longest run an hour) and never ends. Each start of the job appends
 * "<pid> <attempt>" to MARK_FILE; with ENQUEUE=true the process queues the job first.
 */
const HELD_JOB = jobKind({
  name: 'test.held-job',
  does: 'Holds on like a long conversion, and never ends.',
  payload: z.object({}),
  maxAttempts: 5,
  retryDelaySeconds: 1,
  concurrency: 1,
  longestRunSeconds: 3600,
});

const config = loadConfig({ ...process.env, RUN_JOBS: 'true' });
const app = await buildApp(config);
const markFile = process.env.MARK_FILE as string;
app.jobs.define(HELD_JOB, async ({ attempt }) => {
  appendFileSync(markFile, `${process.pid} ${attempt}\n`);
  await new Promise(() => {});
});
await app.jobs.ready();
if (process.env.ENQUEUE === 'true') await app.jobs.enqueue(HELD_JOB, {}, { key: 'the-one' });
// The queue's timers do not hold a process open (a server's socket does): this one stays until killed.
setInterval(() => {}, 3600_000);
console.info('held-job worker ready');
