import { randomUUID } from 'node:crypto';
import { JobDefinitions, logUnfitPayload } from './job-definitions';
import { checkedPayload, type JobKind, type JobSettings, type PayloadOf, storedPayload } from './job-kind';
import {
  type EnqueuedJob,
  type EnqueueOptions,
  errorText,
  type JobDefinition,
  type JobHandler,
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
  /** The settings kinds take their concurrency and longest run from. */
  settings: JobSettings;
  log: JobLog;
}

const KEEP_COMPLETED_MS = 7 * 24 * 3600 * 1000;

/**
 * The job queue on SQLite: a table in the same database file, so a job is as durable as any other
 * write. SQLite has one process (DESIGN §8), and an enqueue in it wakes the loop at once.
 */
export class SqliteJobQueue implements JobQueue {
  readonly kind = 'sqlite' as const;
  private readonly definitions: JobDefinitions;
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
    this.definitions = new JobDefinitions(options.settings);
    this.leases = new LeaseKeeper(
      options.leaseSeconds,
      (ids, seconds) => repository.renew(ids, new Date(Date.now() + seconds * 1000).toISOString()),
      options.log,
    );
  }

  definedKinds(): JobKind[] {
    return this.definitions.all().map((definition) => definition.kind);
  }

  define<K extends JobKind>(kind: K, handler: JobHandler<PayloadOf<K>>): void {
    this.definitions.add(kind, handler);
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

  async enqueue<K extends JobKind>(
    kind: K,
    data: unknown,
    options: EnqueueOptions = {},
  ): Promise<string | null> {
    const row = this.row(kind, { data, ...options });
    const inserted = await this.repository.insert([row]);
    if (inserted === 0) return null;
    this.wake();
    return row.id;
  }

  /** The jobs table is in the app's database: the jobs are rows of the change's own transaction. */
  pending(jobs: readonly JobOfChange[]): PendingJobs {
    // Checked now, at the caller, before its transaction begins.
    const rows = jobs.map((job) => this.row(job.kind, job));
    return {
      write: async (trx) => {
        await new SqliteJobsRepository(trx).insert(rows);
      },
      committed: () => this.wake(),
    };
  }

  async enqueueMany<K extends JobKind>(kind: K, jobs: readonly EnqueuedJob<unknown>[]): Promise<number> {
    const inserted = await this.repository.insert(jobs.map((job) => this.row(kind, job)));
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

  /** The row of a job, its payload checked against the kind (JobPayloadError). */
  private row(kind: JobKind, job: EnqueuedJob<unknown>): NewJobRow {
    const data = checkedPayload(kind, job.data);
    const now = new Date().toISOString();
    return {
      id: job.key ? jobIdForKey(kind.name, job.key) : randomUUID(),
      name: kind.name,
      data: JSON.stringify(data ?? null),
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
      const free = this.definitions
        .all()
        .filter((definition) => (this.running.get(definition.kind.name) ?? 0) < definition.concurrency);
      const job = await this.repository.claim(
        free.map((definition) => definition.kind.name),
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
    return this.definitions.get(name)?.longestRunSeconds ?? 0;
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
    const payload = storedPayload(definition.kind, parseStored(job.data));
    if (!payload.ok) {
      logUnfitPayload(this.options.log, job, payload.error);
      await this.repository
        .fail(job.id, errorText(payload.error), null, new Date().toISOString())
        .catch((failure) => this.options.log.error({ err: failure }, 'could not record a failed job'));
      return;
    }
    const release = this.leases.hold(job.id, this.maxRunOf(job.name));
    try {
      await definition.handler({ id: job.id, data: payload.data, attempt: job.attempts });
      await this.repository.complete(job.id, new Date().toISOString());
    } catch (error) {
      const retry = job.attempts < definition.kind.maxAttempts;
      const retryAt = retry
        ? new Date(Date.now() + retryDelayMs(definition.kind, job.attempts)).toISOString()
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

/** A stored payload that is not even JSON any more reads as undefined, which no kind's schema takes. */
function parseStored(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
