import { randomUUID } from 'node:crypto';
import PgBoss from 'pg-boss';
import {
  type EnqueuedJob,
  type EnqueueOptions,
  type FailedJob,
  type JobCounts,
  type JobDefinition,
  type JobLog,
  type JobQueue,
  jobIdForKey,
  waitUntil,
} from './job-queue';

export interface PgBossJobQueueOptions {
  connectionString: string;
  /** pg-boss's own schema (one per test schema, so test files do not share queues). */
  schema: string;
  pollSeconds: number;
  /** How long a job may run before pg-boss takes it as lost and retries it (the lease). */
  leaseSeconds: number;
  log: JobLog;
}

/**
 * The job queue on PostgreSQL: pg-boss (SKIP LOCKED polling, retries with backoff, expiry of jobs
 * whose process died). Several API and worker processes share it; each job runs in one of them.
 */
export class PgBossJobQueue implements JobQueue {
  readonly kind = 'pg-boss' as const;
  private readonly boss: PgBoss;
  private readonly definitions = new Map<string, JobDefinition>();
  private readonly workerIds = new Map<string, string[]>();
  private readonly inFlight = new Set<Promise<void>>();
  private started = false;
  private working = false;
  private readonly pending: Promise<void>[] = [];

  constructor(private readonly options: PgBossJobQueueOptions) {
    this.boss = new PgBoss({
      connectionString: options.connectionString,
      schema: options.schema,
      // Few connections: the API's own pool is the one that must not starve.
      max: 3,
      // Our scheduler (scheduled-jobs.ts) plans repeats with keyed, delayed jobs on both stores.
      schedule: false,
      archiveCompletedAfterSeconds: 3600,
      // Expiry (a job whose process died runs again) is found by the maintenance pass: as often as
      // the default lease, so a short lease (tests) is not stretched to pg-boss's two minutes.
      maintenanceIntervalSeconds: Math.min(120, Math.max(1, options.leaseSeconds)),
      deleteAfterDays: 7,
    });
    this.boss.on('error', (error) => options.log.error({ err: error }, 'the job queue reported an error'));
  }

  define<T>(name: string, definition: JobDefinition<T>): void {
    this.definitions.set(name, definition as JobDefinition);
    // A definition after start (a test's own job) is set up at once, the others by `start`.
    if (this.started) this.pending.push(this.setUp(name, definition as JobDefinition));
  }

  async start({ work }: { work: boolean }): Promise<void> {
    await this.boss.start();
    this.started = true;
    this.working = work;
    for (const [name, definition] of this.definitions) await this.setUp(name, definition);
  }

  /** Resolves when the definitions made after start are ready to take jobs. */
  async ready(): Promise<void> {
    await Promise.all(this.pending);
  }

  private async setUp(name: string, definition: JobDefinition): Promise<void> {
    if (!(await this.boss.getQueue(name))) {
      await this.boss
        .createQueue(name, {
          name,
          // pg-boss counts retries after the first try.
          retryLimit: definition.maxAttempts - 1,
          retryDelay: definition.retryDelaySeconds,
          retryBackoff: true,
          expireInSeconds: definition.leaseSeconds ?? this.options.leaseSeconds,
        })
        .catch(async (error) => {
          // Another process created it first.
          if (!(await this.boss.getQueue(name))) throw error;
        });
    }
    if (!this.working) return;
    const ids: string[] = [];
    for (let slot = 0; slot < definition.concurrency; slot += 1) {
      let workerId = '';
      workerId = await this.boss.work<unknown>(
        name,
        { batchSize: 1, includeMetadata: true, pollingIntervalSeconds: this.options.pollSeconds },
        async ([job]) => {
          if (!job) return;
          try {
            await this.runOne(name, definition, job);
          } finally {
            // pg-boss waits a whole polling interval after every fetch, even one that found a job:
            // a worker that just ran one looks for the next at once, and sleeps only on an empty queue.
            this.boss.notifyWorker(workerId);
          }
        },
      );
      ids.push(workerId);
    }
    this.workerIds.set(name, ids);
  }

  private async runOne(name: string, definition: JobDefinition, job: PgBoss.JobWithMetadata<unknown>) {
    const attempt = job.retryCount + 1;
    const run = definition.handler({ id: job.id, data: job.data, attempt });
    const tracked = run.then(
      () => {},
      () => {},
    );
    this.inFlight.add(tracked);
    try {
      await run;
    } catch (error) {
      const last = attempt >= definition.maxAttempts;
      this.options.log[last ? 'error' : 'warn'](
        { err: error, job: name, id: job.id, attempt },
        last ? 'a job failed for the last time' : 'a job failed and will be tried again',
      );
      throw error;
    } finally {
      this.inFlight.delete(tracked);
    }
  }

  async stop(): Promise<void> {
    if (!this.started) return;
    this.started = false;
    await this.boss.stop({ graceful: true, wait: true, timeout: 20_000 });
  }

  async enqueue<T>(name: string, data: T, options: EnqueueOptions = {}): Promise<string | null> {
    const id = await this.boss.send(name, (data ?? null) as object, {
      ...(options.key ? { id: jobIdForKey(name, options.key) } : {}),
      ...(options.runAt ? { startAfter: options.runAt } : {}),
    });
    if (id && !options.runAt) this.notify(name);
    return id;
  }

  async enqueueMany<T>(name: string, jobs: readonly EnqueuedJob<T>[]): Promise<number> {
    let inserted = 0;
    for (let start = 0; start < jobs.length; start += 1000) {
      // pg-boss 10's insert answers nothing: the new ones are those whose id is not there yet.
      const batch = new Map<string, EnqueuedJob<T>>();
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
        if (this.inFlight.size > 0) return false;
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
    for (const id of this.workerIds.get(name) ?? []) this.boss.notifyWorker(id);
  }

  private sql<R>(text: string, values: unknown[] = []): Promise<{ rows: R[] }> {
    return this.boss.getDb().executeSql(text, values) as Promise<{ rows: R[] }>;
  }
}

/** pg-boss keeps a failed job's error as the serialized error object in `output`. */
function failureText(output: unknown): string {
  if (output && typeof output === 'object') {
    const { stack, message } = output as { stack?: string; message?: string };
    return stack ?? message ?? JSON.stringify(output);
  }
  return String(output ?? '');
}
