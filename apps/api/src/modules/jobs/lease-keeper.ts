import type { JobLog } from './job-queue';

/**
 * The leases of the jobs this process runs (decision 0019). A lease is short (JOB_LEASE_SECONDS) so
 * that a job held by a process that died comes back within about that long; while the process
 * lives, every third of a lease it renews the leases of all its running jobs in one statement, so a
 * conversion of many minutes keeps its job. A run past its longest time (its kind's
 * `longestRunSeconds`, job-kind.ts) is no longer renewed: it is taken as stuck and the job is tried again.
 */
export class LeaseKeeper {
  /** Running job id → the time after which its lease is no longer renewed. */
  private readonly held = new Map<string, number>();
  private timer: NodeJS.Timeout | undefined;
  private renewing: Promise<void> | undefined;

  constructor(
    private readonly leaseSeconds: number,
    /** Extends the lease of each of `ids` (still running here) by `leaseSeconds` from now. */
    private readonly renew: (ids: string[], leaseSeconds: number) => Promise<void>,
    private readonly log: JobLog,
  ) {}

  /** Renews `id`'s lease until it is released, for at most `maxRunSeconds`; answers the release. */
  hold(id: string, maxRunSeconds: number): () => void {
    this.held.set(id, Date.now() + maxRunSeconds * 1000);
    if (!this.timer) {
      this.timer = setInterval(() => this.renewAll(), (this.leaseSeconds * 1000) / 3);
      this.timer.unref();
    }
    return () => {
      this.held.delete(id);
      if (this.held.size === 0) this.stop();
    };
  }

  stop(): void {
    clearInterval(this.timer);
    this.timer = undefined;
  }

  private renewAll(): void {
    // A renewal still under way (a slow database) is not doubled.
    if (this.renewing) return;
    const now = Date.now();
    const ids = [...this.held].filter(([, until]) => until > now).map(([id]) => id);
    if (ids.length === 0) return;
    this.renewing = this.renew(ids, this.leaseSeconds)
      .catch((error) => this.log.warn({ err: error }, 'could not renew the leases of running jobs'))
      .finally(() => {
        this.renewing = undefined;
      });
  }
}
