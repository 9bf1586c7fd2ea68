import {
  concurrencyOf,
  type JobKind,
  type JobPayloadError,
  type JobSettings,
  longestRunOf,
  type PayloadOf,
} from './job-kind';
import type { JobDefinition, JobHandler, JobLog } from './job-queue';

/** The kinds this process runs, with their handlers and this process's settings (both stores). */
export class JobDefinitions {
  private readonly byName = new Map<string, JobDefinition>();

  constructor(private readonly settings: JobSettings) {}

  add<K extends JobKind>(kind: K, handler: JobHandler<PayloadOf<K>>): JobDefinition {
    const definition: JobDefinition = {
      kind,
      handler: handler as JobHandler,
      concurrency: concurrencyOf(kind, this.settings),
      longestRunSeconds: longestRunOf(kind, this.settings),
    };
    this.byName.set(kind.name, definition);
    return definition;
  }

  get(name: string): JobDefinition | undefined {
    return this.byName.get(name);
  }

  all(): JobDefinition[] {
    return [...this.byName.values()];
  }
}

/**
 * A stored payload that no longer fits its kind (written by an older version, or by hand) is failed
 * for good: every retry would read the same bytes. The worker logs why and goes on with other jobs.
 */
export function logUnfitPayload(log: JobLog, job: { name: string; id: string }, error: JobPayloadError) {
  log.error(
    { job: job.name, id: job.id, issues: error.issues },
    `a job's stored payload does not fit its kind: failed without a retry (${error.message})`,
  );
}
