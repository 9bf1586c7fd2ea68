import { randomUUID } from 'node:crypto';
import { CompiledQuery } from 'kysely';
import PgBoss from 'pg-boss';
import { JobDefinitions } from './job-definitions';
import { checkedPayload, type JobKind, type JobSettings, type PayloadOf } from './job-kind';
import {
  type AppTransaction,
  type EnqueuedJob,
  type EnqueueOptions,
  type FailedJob,
  type JobCounts,
  type JobDefinition,
  type JobHandler,
  type JobLog,
  type JobOfChange,
  type JobQueue,
  jobIdForKey,
  type PendingJobs,
  waitUntil,
} from './job-queue';
import { LeaseKeeper } from './lease-keeper';
import { PgBossWorker } from './pg-boss-worker';

export interface PgBossJobQueueOptions {
  connectionString: string;
  /** pg-boss's own schema (one per test schema, so test files do not share queues). */
  schema: string;
  pollSeconds: number;
  /**
   * How long a taken job stays its worker's without a renewal (lease-keeper.ts): a job of a process
   * that died is retried once pg-boss's maintenance finds its lease passed.
   */
  leaseSeconds: number;
  /** The settings kinds take their concurrency and longest run from. */
  settings: JobSettings;
  log: JobLog;
}

/**
 * The job queue on PostgreSQL: pg-boss (SKIP LOCKED polling, retries with backoff, expiry of jobs
 * whose process died). Several API and worker processes share it; each job runs in one of them.
 */
export class PgBossJobQueue implements JobQueue {
  readonly kind = 'pg-boss' as const;
  private readonly boss: PgBoss;
  private readonly definitions: JobDefinitions;
  private readonly workers = new Map<string, PgBossWorker>();
  private readonly leases: LeaseKeeper;
  private started = false;
  private working = false;
  private readonly setUps: Promise<void>[] = [];

  constructor(private readonly options: PgBossJobQueueOptions) {
    this.definitions = new JobDefinitions(options.settings);
    this.boss = new PgBoss({
      connectionString: options.connectionString,
      schema: options.schema,
      // Few connections: the API's own pool is the one that must not starve.
      max: 3,
      // Our scheduler (scheduled-jobs.ts) plans repeats with keyed, delayed jobs on both stores.
      schedule: false,
      archiveCompletedAfterSeconds: 3600,
      // Expiry (a job whose process died runs again) is found by the maintenance pass: as often as
      // the lease, so a dead worker's job is back within about two leases.
      maintenanceIntervalSeconds: Math.min(120, Math.max(1, options.leaseSeconds)),
      deleteAfterDays: 7,
    });
    this.boss.on('error', (error) => options.log.error({ err: error }, 'the job queue reported an error'));
    this.leases = new LeaseKeeper(
      options.leaseSeconds,
      (ids, seconds) => this.renew(ids, seconds),
      options.log,
    );
  }

  /** A job's expiry counts from its start: the lease now ends `seconds` from now. */
  private async renew(ids: string[], seconds: number): Promise<void> {
    await this.sql(
      `update ${this.options.schema}.job set expire_in = (now() - started_on) + $2::int * interval '1 second'
       where id = any($1::uuid[]) and state = 'active'`,
      [ids, seconds],
    );
  }

  definedKinds(): JobKind[] {
    return this.definitions.all().map((definition) => definition.kind);
  }

  define<K extends JobKind>(kind: K, handler: JobHandler<PayloadOf<K>>): void {
    const definition = this.definitions.add(kind, handler);
    // A definition after start (a test's own job) is set up at once, the others by `start`.
    if (this.started) this.setUps.push(this.setUp(definition));
  }

  async start({ work }: { work: boolean }): Promise<void> {
    await this.boss.start();
    this.started = true;
    this.working = work;
    for (const definition of this.definitions.all()) await this.setUp(definition);
  }

  /** Resolves when the definitions made after start are ready to take jobs. */
  async ready(): Promise<void> {
    await Promise.all(this.setUps);
  }

  private async setUp(definition: JobDefinition): Promise<void> {
    const { name } = definition.kind;
    const queue = {
      name,
      // pg-boss counts retries after the first try.
      retryLimit: definition.kind.maxAttempts - 1,
      retryDelay: definition.kind.retryDelaySeconds,
      retryBackoff: true,
      // The short lease, for every job of the queue; a running job's is renewed (lease-keeper.ts).
      expireInSeconds: this.options.leaseSeconds,
    };
    const existing = await this.boss.getQueue(name);
    if (!existing) {
      await this.boss.createQueue(name, queue).catch(async (error) => {
        // Another process created it first.
        if (!(await this.boss.getQueue(name))) throw error;
      });
    } else if (existing.expireInSeconds !== queue.expireInSeconds) {
      // Made before 0019 with the long lease (an hour for a conversion), or with another JOB_LEASE_SECONDS.
      await this.boss.updateQueue(name, queue);
    }
    if (!this.working) return;
    const worker = new PgBossWorker(this.boss, definition, {
      pollMs: this.options.pollSeconds * 1000,
      leases: this.leases,
      log: this.options.log,
      failForGood: (id, output) => this.failForGood(name, id, output),
    });
    this.workers.set(name, worker);
    worker.start();
  }

  async stop(): Promise<void> {
    if (!this.started) return;
    this.started = false;
    // As pg-boss's own graceful stop: the running jobs get 20 s, then their leases lapse and they run again.
    const stopped = Promise.all([...this.workers.values()].map((worker) => worker.stop()));
    await Promise.race([stopped, new Promise((resolve) => setTimeout(resolve, 20_000).unref())]);
    this.workers.clear();
    this.leases.stop();
    await this.boss.stop({ graceful: true, wait: true, timeout: 20_000 });
  }

  async enqueue<K extends JobKind>(
    kind: K,
    data: unknown,
    options: EnqueueOptions = {},
  ): Promise<string | null> {
    const payload = checkedPayload(kind, data);
    const id = await this.boss.send(kind.name, (payload ?? null) as object, sendOptions(kind.name, options));
    if (id && !options.runAt) this.notify(kind.name);
    return id;
  }

  /**
   * A job whose stored payload no longer fits its kind: no retry is left to it, so pg-boss's own `fail`
   * ends it as failed (listed by `npm run cli -- jobs`, retried there by hand once it is mended).
   */
  private async failForGood(name: string, id: string, output: object): Promise<void> {
    await this.sql(
      `update ${this.options.schema}.job set retry_limit = retry_count where name = $1 and id = $2`,
      [name, id],
    );
    await this.boss.fail(name, id, output);
  }

  /**
   * pg-boss's tables are in the app's database: its `db` option sends each job through the change's
   * own transaction (decision 0019).
   */
  pending(changes: readonly JobOfChange[]): PendingJobs {
    // Checked now, at the caller, before its transaction begins.
    const jobs = changes.map((job) => ({
      ...job,
      name: job.kind.name,
      data: checkedPayload(job.kind, job.data),
    }));
    return {
      write: async (trx) => {
        const db = transactionDb(trx);
        const [only] = jobs;
        if (jobs.length === 1 && only) {
          await this.boss.send(only.name, (only.data ?? null) as object, {
            ...sendOptions(only.name, only),
            db,
          });
          return;
        }
        // A bulk move's jobs in one statement (issue 30 point 16). A key already queued adds nothing,
        // and within the batch the first of a key is kept, as with `send` one at a time.
        const batch = new Map<string, (typeof jobs)[number]>();
        for (const job of jobs) {
          const id = job.key ? jobIdForKey(job.name, job.key) : randomUUID();
          if (!batch.has(id)) batch.set(id, job);
        }
        if (batch.size > 0)
          await this.boss.insert(
            [...batch].map(([id, job]) => ({
              id,
              name: job.name,
              data: (job.data ?? null) as object,
              ...(job.runAt ? { startAfter: job.runAt } : {}),
            })),
            { db },
          );
      },
      committed: () => {
        for (const name of new Set(jobs.map((job) => job.name))) this.notify(name);
      },
    };
  }

  async enqueueMany<K extends JobKind>(kind: K, given: readonly EnqueuedJob<unknown>[]): Promise<number> {
    const { name } = kind;
    const jobs = given.map((job) => ({ ...job, data: checkedPayload(kind, job.data) }));
    let inserted = 0;
    for (let start = 0; start < jobs.length; start += 1000) {
      // pg-boss 10's insert answers nothing: the new ones are those whose id is not there yet.
      const batch = new Map<string, EnqueuedJob<unknown>>();
      for (const job of jobs.slice(start, start + 1000)) {
        const id = job.key ? jobIdForKey(name, job.key) : randomUUID();
        if (!batch.has(id)) batch.set(id, job);
      }
      const { rows } = await this.sql<{ id: string }>(
        `select id from ${this.options.schema}.job where name = $1 and id = any($2::uuid[])`,
        [name, [...batch.keys()]],
      );
      for (const row of rows) batch.delete(row.id);
      if (batch.size === 0) continue;
      await this.boss.insert(
        [...batch].map(([id, job]) => ({
          id,
          name,
          data: (job.data ?? null) as object,
          ...(job.runAt ? { startAfter: job.runAt } : {}),
        })),
      );
      inserted += batch.size;
    }
    if (inserted > 0) this.notify(name);
    return inserted;
  }

  async counts(): Promise<JobCounts> {
    const { rows } = await this.sql<{ state: string; total: string }>(
      `select state, count(*)::int as total from ${this.options.schema}.job group by state`,
    );
    const of = (...states: string[]) =>
      rows.filter((row) => states.includes(row.state)).reduce((sum, row) => sum + Number(row.total), 0);
    return {
      queued: of('created', 'retry'),
      active: of('active'),
      completed: of('completed'),
      failed: of('failed'),
    };
  }

  async failed(limit: number): Promise<FailedJob[]> {
    const { rows } = await this.sql<{
      id: string;
      name: string;
      retry_count: number;
      output: unknown;
      completed_on: Date;
      data: unknown;
    }>(
      `select id, name, retry_count, output, completed_on, data from ${this.options.schema}.job
       where state = 'failed' order by completed_on desc limit $1`,
      [limit],
    );
    return rows.map((row) => ({
      id: row.id,
      name: row.name,
      attempts: row.retry_count + 1,
      lastError: failureText(row.output),
      failedAt: row.completed_on.toISOString(),
      data: row.data,
    }));
  }

  async retry(id: string): Promise<boolean> {
    const { rows } = await this.sql<{ name: string }>(
      `select name from ${this.options.schema}.job where id = $1 and state = 'failed'`,
      [id],
    );
    const name = rows[0]?.name;
    if (!name) return false;
    await this.boss.retry(name, id);
    this.notify(name);
    return true;
  }

  settled(timeoutMs = 30_000): Promise<void> {
    return waitUntil(
      async () => {
        if ([...this.workers.values()].some((worker) => worker.running > 0)) return false;
        const { rows } = await this.sql(
          `select 1 from ${this.options.schema}.job
           where state = 'active' or (state in ('created', 'retry') and start_after <= now()) limit 1`,
        );
        return rows.length === 0;
      },
      timeoutMs,
      'the jobs to settle',
    );
  }

  private notify(name: string): void {
    this.workers.get(name)?.wake();
  }

  private sql<R>(text: string, values: unknown[] = []): Promise<{ rows: R[] }> {
    return this.boss.getDb().executeSql(text, values) as Promise<{ rows: R[] }>;
  }
}

function sendOptions(name: string, options: EnqueueOptions): PgBoss.SendOptions {
  return {
    ...(options.key ? { id: jobIdForKey(name, options.key) } : {}),
    ...(options.runAt ? { startAfter: options.runAt } : {}),
  };
}

/** pg-boss's database interface on a Kysely transaction of the app's. */
function transactionDb(trx: AppTransaction): PgBoss.Db {
  return {
    executeSql: async (text, values) => ({
      rows: [...(await trx.executeQuery(CompiledQuery.raw(text, values))).rows],
    }),
  };
}

/** pg-boss keeps a failed job's error as the serialized error object in `output`. */
function failureText(output: unknown): string {
  if (output && typeof output === 'object') {
    const { stack, message } = output as { stack?: string; message?: string };
    return stack ?? message ?? JSON.stringify(output);
  }
  return String(output ?? '');
}
