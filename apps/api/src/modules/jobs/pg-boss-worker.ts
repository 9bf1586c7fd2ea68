import type PgBoss from 'pg-boss';
import { logUnfitPayload } from './job-definitions';
import { storedPayload } from './job-kind';
import type { JobDefinition, JobLog } from './job-queue';
import type { LeaseKeeper } from './lease-keeper';

export interface PgBossWorkerOptions {
  /** How long an idle slot waits before it looks for a job again, unless woken. */
  pollMs: number;
  leases: LeaseKeeper;
  log: JobLog;
  /** Fails a job with no retry left to it (a stored payload that no longer fits its kind). */
  failForGood: (id: string, output: object) => Promise<void>;
}

/**
 * The slots that take jobs of one name from pg-boss (fetch, run, complete or fail). Not pg-boss's own
 * `work`: it gives up on a handler once the job's expiry has passed since the fetch, and the expiry is
 * now a short lease renewed while the handler runs (decision 0019), which a long conversion outlives.
 */
export class PgBossWorker {
  private readonly name: string;
  private stopped = false;
  /** Jobs of this name running now in this process. */
  running = 0;
  private readonly loops: Promise<void>[] = [];
  private readonly sleepers = new Set<() => void>();

  constructor(
    private readonly boss: PgBoss,
    private readonly definition: JobDefinition,
    private readonly options: PgBossWorkerOptions,
  ) {
    this.name = definition.kind.name;
  }

  start(): void {
    for (let slot = 0; slot < this.definition.concurrency; slot += 1) this.loops.push(this.loop());
  }

  /** New jobs may be due: idle slots look at once. */
  wake(): void {
    for (const wakeUp of [...this.sleepers]) wakeUp();
  }

  /** Takes no more jobs and waits for the running ones. */
  async stop(): Promise<void> {
    this.stopped = true;
    this.wake();
    await Promise.all(this.loops);
  }

  private async loop(): Promise<void> {
    while (!this.stopped) {
      let job: PgBoss.JobWithMetadata<unknown> | undefined;
      try {
        [job] = await this.boss.fetch<unknown>(this.name, { batchSize: 1, includeMetadata: true });
      } catch (error) {
        this.options.log.error({ err: error, job: this.name }, 'the job queue could not read its jobs');
      }
      // A slot that just ran a job looks for the next at once; it sleeps only on an empty queue.
      if (job) await this.runOne(job);
      else await this.sleep();
    }
  }

  private sleep(): Promise<void> {
    return new Promise((resolve) => {
      const wakeUp = () => {
        clearTimeout(timer);
        this.sleepers.delete(wakeUp);
        resolve();
      };
      const timer = setTimeout(wakeUp, this.options.pollMs);
      this.sleepers.add(wakeUp);
    });
  }

  private async runOne(job: PgBoss.JobWithMetadata<unknown>): Promise<void> {
    const attempt = job.retryCount + 1;
    const release = this.options.leases.hold(job.id, this.definition.longestRunSeconds);
    this.running += 1;
    try {
      const payload = storedPayload(this.definition.kind, job.data);
      if (!payload.ok) {
        logUnfitPayload(this.options.log, job, payload.error);
        await this.options.failForGood(job.id, failure(payload.error));
        return;
      }
      let failed: { error: unknown } | undefined;
      try {
        await this.definition.handler({ id: job.id, data: payload.data, attempt });
      } catch (error) {
        failed = { error };
      }
      if (!failed) {
        await this.boss.complete(this.name, job.id);
        return;
      }
      const last = attempt >= this.definition.kind.maxAttempts;
      this.options.log[last ? 'error' : 'warn'](
        { err: failed.error, job: this.name, id: job.id, attempt },
        last ? 'a job failed for the last time' : 'a job failed and will be tried again',
      );
      await this.boss.fail(this.name, job.id, failure(failed.error));
    } catch (error) {
      // Not recorded: its lease lapses and it runs again (handlers are safe to repeat).
      this.options.log.error({ err: error, job: this.name, id: job.id }, 'could not record the end of a job');
    } finally {
      release();
      this.running -= 1;
    }
  }
}

/** What `failed()` shows of the error: pg-boss keeps it as JSON in the job's `output`. */
function failure(error: unknown): object {
  if (error instanceof Error) return { name: error.name, message: error.message, stack: error.stack };
  return { message: String(error) };
}
