import { z } from 'zod';
import type { JobKind } from './job-kind';
import type { JobQueue } from './job-queue';

/** Every `everySeconds`, at `offsetSeconds` past each multiple of it since the epoch (UTC). */
export interface Schedule {
  everySeconds: number;
  offsetSeconds?: number;
}

/** A scheduled run's payload: the time it was planned for; its work covers the period that ended then. */
export const scheduledRunPayload = z.object({ slot: z.iso.datetime() });
export type ScheduledRun = z.infer<typeof scheduledRunPayload>;

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
  kind: JobKind<typeof scheduledRunPayload>,
  schedule: Schedule,
  run: (slot: Date) => Promise<void>,
): { plan: () => Promise<void> } {
  const plan = async (after = Date.now()) => {
    const slot = nextSlot(schedule, after);
    await queue.enqueue(kind, { slot: slot.toISOString() }, { key: slot.toISOString(), runAt: slot });
  };
  queue.define(kind, async ({ data }) => {
    const slot = new Date(data.slot);
    await plan(Math.max(Date.now(), slot.getTime()));
    await run(slot);
  });
  return { plan: () => plan() };
}
