import { randomUUID } from 'node:crypto';
import {
  DEFAULT_MAX_RUN_SECONDS,
  type EnqueuedJob,
  type EnqueueOptions,
  errorText,
  type JobDefinition,
  type JobLog,
  type JobOfChange,
  type JobQueue,
  jobIdForKey,
  type PendingJobs,
  retryDelayMs,
  waitUntil,
} from './job-queue';
import { LeaseKeeper } from './lease-keeper';
import { type JobRow, type NewJobRow, SqliteJobsRepository } from './sqlite-jobs.repository';

export interface SqliteJobQueueOptions {
  /** How often the queue looks for due jobs when nothing woke it. */
  pollMs: number;
  /** How long a taken job is its worker's without a renewal (lease-keeper.ts); then it is taken again. */
  leaseSeconds: number;
  log: JobLog;
}

const KEEP_COMPLETED_MS = 7 * 24 * 3600 * 1000;

/**
 * The job queue on SQLite: a table in the same database file, so a job is as durable as any other
 * write. SQLite has one process (DESIGN §8), and an enqueue in it wakes the loop at once.
 */
export class SqliteJobQueue implements JobQueue {
  readonly kind = 'sqlite' as const;
  private readonly definitions = new Map<string, JobDefinition>();
  private readonly running = new Map<string, number>();
  private readonly inFlight = new Set<Promise<void>>();
  private timer: NodeJS.Timeout | undefined;
  private working = false;
  private ticking: Promise<void> | undefined;
  private again = false;
  private lastCleanup = 0;
  private readonly leases: LeaseKeeper;

  constructor(
    private readonly repository: SqliteJobsRepository,
    private readonly options: SqliteJobQueueOptions,
  ) {
    this.leases = new LeaseKeeper(
      options.leaseSeconds,
      (ids, seconds) => repository.renew(ids, new Date(Date.now() + seconds * 1000).toISOString()),
      options.log,
    );
  }

  define<T>(name: string, definition: JobDefinition<T>): void {
    this.definitions.set(name, definition as JobDefinition);
  }

  async ready(): Promise<void> {}

  async start({ work }: { work: boolean }): Promise<void> {
    if (work) {
      const released = await this.repository.releaseActive(new Date().toISOString());
      if (released > 0)
        this.options.log.warn({ released }, 'jobs left running by a stopped process run again');
    }
    this.working = work;
    if (work) this.wake();
  }

  async stop(): Promise<void> {
    this.working = false;
    clearTimeout(this.timer);
    await this.ticking;
    while (this.inFlight.size > 0) await Promise.allSettled([...this.inFlight]);
    this.leases.stop();
  }

  async enqueue<T>(name: string, data: T, options: EnqueueOptions = {}): Promise<string | null> {
    const row = this.row(name, { data, ...options });
    const inserted = await this.repository.insert([row]);
    if (inserted === 0) return null;
    this.wake();
    return row.id;
  }

  /** The jobs table is in the app's database: the jobs are rows of the change's own transaction. */
  pending(jobs: readonly JobOfChange[]): PendingJobs {
    return {
      write: async (trx) => {
        await new SqliteJobsRepository(trx).insert(jobs.map((job) => this.row(job.name, job)));
      },
      committed: () => this.wake(),
    };
  }

  async enqueueMany<T>(name: string, jobs: readonly EnqueuedJob<T>[]): Promise<number> {
    const inserted = await this.repository.insert(jobs.map((job) => this.row(name, job)));
    if (inserted > 0) this.wake();
    return inserted;
  }

  counts() {
    return this.repository.counts();
  }

  failed(limit: number) {
    return this.repository.failed(limit);
  }

  async retry(id: string): Promise<boolean> {
    const done = await this.repository.retry(id, new Date().toISOString());
    if (done) this.wake();
    return done;
  }

  settled(timeoutMs = 30_000): Promise<void> {
    return waitUntil(
      async () => this.inFlight.size === 0 && !(await this.repository.busy(new Date().toISOString())),
      timeoutMs,
      'the jobs to settle',
    );
  }

  private row<T>(name: string, job: EnqueuedJob<T>): NewJobRow {
    const now = new Date().toISOString();
    return {
      id: job.key ? jobIdForKey(name, job.key) : randomUUID(),
      name,
      data: JSON.stringify(job.data ?? null),
      state: 'queued',
      run_at: (job.runAt ?? new Date()).toISOString(),
      created_at: now,
    };
  }

  /** Runs a pass now (or right after the current one). */
  private wake(): void {
    if (!this.working) return;
    if (this.ticking) {
      this.again = true;
      return;
    }
    clearTimeout(this.timer);
    this.ticking = this.tick()
      .catch((error) => this.options.log.error({ err: error }, 'the job queue could not read its jobs'))
      .finally(() => {
        this.ticking = undefined;
        if (!this.working) return;
        if (this.again) {
          this.again = false;
          this.wake();
        } else {
          this.timer = setTimeout(() => this.wake(), this.options.pollMs);
          this.timer.unref();
        }
      });
  }

  private async tick(): Promise<void> {
    const now = Date.now();
    if (now - this.lastCleanup > 3600_000) {
      this.lastCleanup = now;
      await this.repository.deleteCompletedBefore(new Date(now - KEEP_COMPLETED_MS).toISOString());
    }
    for (;;) {
      if (!this.working) return;
      const free = [...this.definitions].filter(
        ([name, definition]) => (this.running.get(name) ?? 0) < definition.concurrency,
      );
      const job = await this.repository.claim(
        free.map(([name]) => name),
        new Date().toISOString(),
        (name) =>
          new Date(
            Date.now() + Math.min(this.options.leaseSeconds, this.maxRunOf(name)) * 1000,
          ).toISOString(),
      );
      if (!job) return;
      this.launch(job);
    }
  }

  private maxRunOf(name: string): number {
    return this.definitions.get(name)?.leaseSeconds ?? DEFAULT_MAX_RUN_SECONDS;
  }

  private launch(job: JobRow): void {
    const definition = this.definitions.get(job.name) as JobDefinition;
    this.running.set(job.name, (this.running.get(job.name) ?? 0) + 1);
    const run = this.runOne(job, definition).finally(() => {
      this.running.set(job.name, (this.running.get(job.name) ?? 1) - 1);
      this.inFlight.delete(run);
      this.wake();
    });
    this.inFlight.add(run);
  }

  private async runOne(job: JobRow, definition: JobDefinition): Promise<void> {
    const release = this.leases.hold(job.id, this.maxRunOf(job.name));
    try {
      await definition.handler({ id: job.id, data: JSON.parse(job.data), attempt: job.attempts });
      await this.repository.complete(job.id, new Date().toISOString());
    } catch (error) {
      const retry = job.attempts < definition.maxAttempts;
      const retryAt = retry
        ? new Date(Date.now() + retryDelayMs(definition, job.attempts)).toISOString()
        : null;
      this.options.log[retry ? 'warn' : 'error'](
        { err: error, job: job.name, id: job.id, attempt: job.attempts },
        retry ? 'a job failed and will be tried again' : 'a job failed for the last time',
      );
      await this.repository
        .fail(job.id, errorText(error), retryAt, new Date().toISOString())
        .catch((failure) => this.options.log.error({ err: failure }, 'could not record a failed job'));
    } finally {
      release();
    }
  }
}
