// Notices of a closed casting (issue 21 point 6, decision 0016): one casting with 10,000 PENDING
// applications is closed through PATCH /api/castings/{id}, and the durable job queue tells every applicant
// (a CASTING_CLOSED notice each, then one e-mail job per notice, written to DATA_DIR/outbox). Measured on
// SQLite and PostgreSQL, with the real app built in this process (buildApp, app.inject): the close
// request's duration (it must not wait for the fan-out), the time until all notices and all e-mails exist,
// this process's resident memory before and at its peak, and the queue's no-op jobs per second against
// plain inserts (one statement at a time) on the same database in the same run.
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { z } from 'zod';
import { buildApp } from '../../apps/api/src/app';
import { loadConfig } from '../../apps/api/src/config';
import { jobKind } from '../../apps/api/src/modules/jobs/job-kind';
import { type BenchApplicant, seedApplicants, seedDirectorWithCasting } from './bench-director';
import { round, sleep, withPostgres } from './common';

export const NOTICES_APPLICANTS = 10_000;
export const NOTICES_CLOSE_BUDGET_MS = 1_000;
const INSERTS = 5_000;
const JOBS = 5_000;
const PASSWORD = 'bench-password-1';
const POLL_MS = 100;
const NOOP_JOB = 'bench.noop';

export interface NoticesRow {
  database: string;
  applicants: number;
  /** PATCH /api/castings/{id} with status CLOSED, as app.inject timed it. */
  closeMs: number;
  notices: number;
  /** From the close until every CASTING_CLOSED notice existed (or until the wait ended). */
  noticesSeconds: number;
  noticesPerSecond: number;
  emails: number;
  /** From the close until every notice e-mail was in the outbox (or until the wait ended). */
  emailsSeconds: number;
  emailsPerSecond: number;
  /** This process's resident memory (app and bench together) just before the close, and its peak after. */
  rssBeforeMb: number;
  rssPeakMb: number;
  /** `inserts` rows into notification_preferences, one statement and one await at a time. */
  inserts: number;
  insertsSeconds: number;
  insertsPerSecond: number;
  /** `jobs` no-op jobs in one enqueueMany, run with JOB_CONCURRENCY workers. */
  jobs: number;
  enqueueMs: number;
  /** Jobs whose handler ran before the wait ended. */
  jobsRun: number;
  /** From the start of the enqueue until app.jobs.settled() (or until the wait ended). */
  jobsSeconds: number;
  jobsPerSecond: number;
  /** jobs/s ÷ inserts/s. */
  ratio: number;
  concurrency: number;
  pollMs: number;
  /** What could not finish within the wait, in words; empty when everything did. */
  notes: string[];
}

export interface NoticesResult {
  applicants: number;
  waitSeconds: number;
  rows: NoticesRow[];
  verdicts: { name: string; value: number; budget: string; pass: boolean }[];
}

/** One verified CLIENT, its PUBLISHED casting, and `count` talents with a PENDING application to it. */
async function seed(
  db: FastifyInstance['db'],
  count: number,
): Promise<{ castingId: string; email: string; talentUserIds: string[] }> {
  const email = `bench.notices.${Date.now()}@example.com`;
  const { castingId } = await seedDirectorWithCasting(db, email, PASSWORD);
  const applicants = Array.from(
    { length: count },
    (_, index): BenchApplicant => ({
      email: `bench.notice.${index}.${randomUUID().slice(0, 8)}@example.com`,
      firstName: 'Ana',
      lastName: `Talent${index}`,
      gender: index % 2 === 0 ? 'FEMALE' : 'MALE',
      birthDate: '1995-05-05',
      // Both languages, so both e-mail texts are written.
      language: index % 2 === 0 ? 'RO' : 'EN',
      city: 'Bucuresti',
      height: 170,
      categories: ['ACTOR'],
      status: 'PENDING',
      appliedAt: new Date(Date.now() - index * 1000).toISOString(),
    }),
  );
  const { talentUserIds } = await seedApplicants(db, castingId, applicants);
  return { castingId, email, talentUserIds };
}

function filesIn(dir: string): number {
  try {
    return readdirSync(dir).length;
  } catch {
    return 0;
  }
}

async function closedNotices(db: FastifyInstance['db']): Promise<number> {
  const { rows } = await sql<{
    total: number | string;
  }>`select count(*) as total from notifications where type = 'CASTING_CLOSED'`.execute(db);
  return Number(rows[0]?.total ?? 0);
}

/** Polls `count` every 100 ms until it reaches `target` or the wait ends; answers the last count and when. */
async function waitFor(
  count: () => Promise<number> | number,
  target: number,
  since: number,
  deadline: number,
): Promise<{ reached: number; seconds: number }> {
  for (;;) {
    const reached = await count();
    const now = performance.now();
    if (reached >= target || now >= deadline) return { reached, seconds: (now - since) / 1000 };
    await sleep(POLL_MS);
  }
}

async function runOn(
  database: 'SQLite' | 'PostgreSQL',
  databaseUrl: string | undefined,
  waitSeconds: number,
): Promise<NoticesRow> {
  const dataDir = mkdtempSync(join(tmpdir(), 'talent-bench-notices-'));
  try {
    const config = loadConfig({
      DATA_DIR: dataDir,
      SEED_DEMO: 'false',
      LOG_LEVEL: 'silent',
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    });
    const app = await buildApp(config);
    try {
      const notes: string[] = [];
      const seeded = await seed(app.db, NOTICES_APPLICANTS);
      // Planner statistics, as a database that has lived a while has them (autovacuum on PostgreSQL).
      await sql`analyze`.execute(app.db);

      const login = await app.inject({
        method: 'POST',
        url: '/api/staff/auth/login',
        payload: { email: seeded.email, password: PASSWORD },
      });
      if (login.statusCode !== 200) throw new Error(`staff login ${login.statusCode}: ${login.body}`);
      const { accessToken } = (login.json() as { data: { accessToken: string } }).data;

      // The close, and the fan-out it starts.
      const rssBefore = process.memoryUsage().rss;
      let rssPeak = rssBefore;
      const sampler = setInterval(() => {
        rssPeak = Math.max(rssPeak, process.memoryUsage().rss);
      }, POLL_MS);
      const closedAt = performance.now();
      const close = await app.inject({
        method: 'PATCH',
        url: `/api/castings/${seeded.castingId}`,
        payload: { status: 'CLOSED' },
        headers: { authorization: `Bearer ${accessToken}` },
      });
      const closeMs = performance.now() - closedAt;
      if (close.statusCode !== 200) throw new Error(`close ${close.statusCode}: ${close.body}`);
      const deadline = closedAt + waitSeconds * 1000;
      const notices = await waitFor(() => closedNotices(app.db), NOTICES_APPLICANTS, closedAt, deadline);
      const emails = await waitFor(() => filesIn(config.outboxDir), NOTICES_APPLICANTS, closedAt, deadline);
      clearInterval(sampler);
      rssPeak = Math.max(rssPeak, process.memoryUsage().rss);
      if (notices.reached < NOTICES_APPLICANTS)
        notes.push(
          `${database}: ${notices.reached.toLocaleString('en')} of ${NOTICES_APPLICANTS.toLocaleString('en')} notices after the ${waitSeconds} s wait`,
        );
      if (emails.reached < NOTICES_APPLICANTS)
        notes.push(
          `${database}: ${emails.reached.toLocaleString('en')} of ${NOTICES_APPLICANTS.toLocaleString('en')} e-mails after the ${waitSeconds} s wait`,
        );
      const allSent = emails.reached >= NOTICES_APPLICANTS;
      // Every e-mail job marked done too, so the jobs below have the queue to themselves.
      if (allSent) await app.jobs.settled(waitSeconds * 1000);

      // Plain inserts: one statement at a time, each its own commit, into a table of the app's.
      const insertsStarted = performance.now();
      for (const userId of seeded.talentUserIds.slice(0, INSERTS)) {
        await app.db
          .insertInto('notification_preferences')
          .values({ user_id: userId, type: 'CASTING_MATCH', email: 1 })
          .execute();
      }
      const insertsSeconds = (performance.now() - insertsStarted) / 1000;

      // No-op jobs: one enqueueMany, then until the queue has settled.
      let jobsRun = 0;
      let allRun: () => void = () => {};
      const ranAll = new Promise<void>((done) => {
        allRun = done;
      });
      const noop = jobKind({
        name: NOOP_JOB,
        does: 'Nothing: the benchmark counts how many jobs a second the queue runs.',
        payload: z.object({ n: z.number() }),
        maxAttempts: 1,
        retryDelaySeconds: 1,
        concurrency: config.jobs.concurrency,
      });
      app.jobs.define(noop, async () => {
        jobsRun += 1;
        if (jobsRun === JOBS) allRun();
      });
      await app.jobs.ready();
      const jobsStarted = performance.now();
      const enqueued = await app.jobs.enqueueMany(
        noop,
        Array.from({ length: JOBS }, (_, n) => ({ data: { n } })),
      );
      const enqueueMs = performance.now() - jobsStarted;
      if (enqueued !== JOBS) throw new Error(`enqueueMany added ${enqueued} of ${JOBS} jobs`);
      const jobsDeadline = jobsStarted + waitSeconds * 1000;
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([
        ranAll,
        new Promise((done) => {
          timer = setTimeout(done, waitSeconds * 1000);
        }),
      ]);
      clearTimeout(timer);
      // settled() waits for every due job of every name: only when the e-mails are done is it about these.
      if (jobsRun >= JOBS && allSent)
        await app.jobs.settled(Math.max(1000, jobsDeadline - performance.now()));
      const jobsSeconds = (performance.now() - jobsStarted) / 1000;
      if (jobsRun < JOBS)
        notes.push(
          `${database}: ${jobsRun.toLocaleString('en')} of ${JOBS.toLocaleString('en')} no-op jobs ran within the ${waitSeconds} s wait`,
        );
      else if (!allSent)
        notes.push(
          `${database}: no-op jobs timed to their last run, not to settled() (e-mail jobs were still queued)`,
        );

      const insertsPerSecond = INSERTS / insertsSeconds;
      const jobsPerSecond = jobsRun / jobsSeconds;
      const row: NoticesRow = {
        database,
        applicants: NOTICES_APPLICANTS,
        closeMs: round(closeMs),
        notices: notices.reached,
        noticesSeconds: round(notices.seconds, 2),
        noticesPerSecond: round(notices.reached / notices.seconds),
        emails: emails.reached,
        emailsSeconds: round(emails.seconds, 2),
        emailsPerSecond: round(emails.reached / emails.seconds),
        rssBeforeMb: round(rssBefore / 1024 ** 2),
        rssPeakMb: round(rssPeak / 1024 ** 2),
        inserts: INSERTS,
        insertsSeconds: round(insertsSeconds, 2),
        insertsPerSecond: round(insertsPerSecond, 0),
        jobs: JOBS,
        enqueueMs: round(enqueueMs),
        jobsRun,
        jobsSeconds: round(jobsSeconds, 2),
        jobsPerSecond: round(jobsPerSecond, 1),
        // Significant digits: a ratio far below 1 must not round to 0.
        ratio: Number((jobsPerSecond / insertsPerSecond).toPrecision(2)),
        concurrency: config.jobs.concurrency,
        pollMs: config.jobs.pollMs,
        notes,
      };
      console.info(row);
      return row;
    } finally {
      await app.close();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export async function noticesBench(
  databases: readonly string[],
  waitSeconds: number,
): Promise<NoticesResult> {
  const rows: NoticesRow[] = [];
  if (databases.includes('sqlite')) rows.push(await runOn('SQLite', undefined, waitSeconds));
  if (databases.includes('postgres'))
    rows.push(await withPostgres((url) => runOn('PostgreSQL', url, waitSeconds)));
  console.table(rows.map(({ notes: _notes, ...row }) => row));
  const n = NOTICES_APPLICANTS.toLocaleString('en');
  return {
    applicants: NOTICES_APPLICANTS,
    waitSeconds,
    rows,
    verdicts: rows.flatMap((row) => [
      {
        name: `${row.database}: closing a casting with ${n} applicants (ms)`,
        value: row.closeMs,
        budget: `< ${NOTICES_CLOSE_BUDGET_MS}`,
        pass: row.closeMs < NOTICES_CLOSE_BUDGET_MS,
      },
      {
        name: `${row.database}: CASTING_CLOSED notices delivered`,
        value: row.notices,
        budget: n,
        pass: row.notices === NOTICES_APPLICANTS,
      },
      {
        name: `${row.database}: notice e-mails written`,
        value: row.emails,
        budget: n,
        pass: row.emails === NOTICES_APPLICANTS,
      },
    ]),
  };
}
