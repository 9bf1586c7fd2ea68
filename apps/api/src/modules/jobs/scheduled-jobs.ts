import type { JobDefinition, JobQueue } from './job-queue';

/** Every `everySeconds`, at `offsetSeconds` past each multiple of it since the epoch (UTC). */
export interface Schedule {
  everySeconds: number;
  offsetSeconds?: number;
}

export interface ScheduledRun {
  /** The time this run was planned for; its work covers the period that ended then. */
  slot: string;
}

/** The first planned time after `now`. */
export function nextSlot(schedule: Schedule, now = Date.now()): Date {
  const every = schedule.everySeconds * 1000;
  const offset = (schedule.offsetSeconds ?? 0) * 1000;
  return new Date(Math.floor((now - offset) / every) * every + every + offset);
}

/**
 * A repeating job on top of the queue, the same on both stores: each run is a delayed job keyed by
 * its planned time, so however many processes plan it, a time runs once; each run plans the next
 * one before it works, so a failing run does not stop the series. A time missed while every
 * process was down runs when one comes back (it was planned before).
 */
export function defineScheduled(
  queue: JobQueue,
  name: string,
  schedule: Schedule,
  definition: Omit<JobDefinition<ScheduledRun>, 'handler'> & { run: (slot: Date) => Promise<void> },
): { plan: () => Promise<void> } {
  const plan = async (after = Date.now()) => {
    const slot = nextSlot(schedule, after);
    await queue.enqueue<ScheduledRun>(
      name,
      { slot: slot.toISOString() },
      { key: slot.toISOString(), runAt: slot },
    );
  };
  queue.define<ScheduledRun>(name, {
    maxAttempts: definition.maxAttempts,
    retryDelaySeconds: definition.retryDelaySeconds,
    concurrency: definition.concurrency,
    handler: async ({ data }) => {
      const slot = new Date(data.slot);
      await plan(Math.max(Date.now(), slot.getTime()));
      await definition.run(slot);
    },
  });
  return { plan: () => plan() };
}
