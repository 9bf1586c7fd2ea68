import type { ApplicationStatus } from '@talent/contract/applications';
import { ADULT_AGE } from '@talent/contract/child-work';
import { addDays, parseIsoDate, romanianInstant, romanianToday } from '@talent/contract/dates';
import type { EnqueuedJob, JobQueue, PendingJobs } from '../jobs/job-queue';
import { CHILD_WORK_JOBS } from '../jobs/job-registry';
import { defineScheduled } from '../jobs/scheduled-jobs';
import type { NotificationsService } from '../notifications/notifications.service';
import type { ChildWorkRepository } from './child-work.repository';
import type { ChildWorkService, ReminderTarget } from './child-work.service';

/** The start reminder: this many working days (Monday–Friday) before the first working day. */
export const START_REMINDER_WORKING_DAYS = 5;
/** The contract-copy reminder: this many working days before its deadline. */
export const CONTRACT_REMINDER_WORKING_DAYS = 2;
/** Reminders go out at this hour, Romanian time: a morning notice, not one at midnight. */
const REMINDER_HOUR = 9;

export interface PlanData {
  applicationId: string;
}
export interface ReminderData {
  applicationId: string;
  /** The date the reminder was planned for (start date or deadline): a moved casting makes it stale. */
  date: string;
}

/** `date` minus `count` working days, Saturdays and Sundays skipped. */
export function subtractWorkingDays(date: string, count: number): string | null {
  let current = date;
  let left = count;
  while (left > 0) {
    const previous = addDays(current, -1);
    if (!previous) return null;
    current = previous;
    const parsed = parseIsoDate(current)!;
    const weekday = new Date(Date.UTC(parsed.year, parsed.month - 1, parsed.day)).getUTCDay();
    if (weekday !== 0 && weekday !== 6) left -= 1;
  }
  return current;
}

/** `hour`:00 on a Romanian calendar day, as an instant (EET or EEST, whichever is in force). */
export function romanianTime(isoDate: string, hour: number): Date {
  // Reminder hours (09:00) are never inside the spring change's skipped hour (03:00–03:59).
  return romanianInstant(isoDate, `${String(hour).padStart(2, '0')}:00`)!;
}

/**
 * When each reminder runs: its planned time, or at once when that has passed. The start reminder
 * goes 5 working days before the start, at once when that moment has passed, and not at all from
 * the start day on (the contract-copy reminder still does).
 */
export function reminderTimes(
  dates: { startDate: string | null; contractCopyDeadline: string | null },
  now: Date = new Date(),
): { start: Date | null; contract: Date | null } {
  const at = (date: string | null) => {
    if (!date) return null;
    const planned = romanianTime(date, REMINDER_HOUR);
    return planned.getTime() > now.getTime() ? planned : now;
  };
  const startBegun = dates.startDate !== null && romanianToday(now) >= dates.startDate;
  return {
    start: at(
      dates.startDate && !startBegun
        ? subtractWorkingDays(dates.startDate, START_REMINDER_WORKING_DAYS)
        : null,
    ),
    contract: at(
      dates.contractCopyDeadline
        ? subtractWorkingDays(dates.contractCopyDeadline, CONTRACT_REMINDER_WORKING_DAYS)
        : null,
    ),
  };
}

/**
 * Told of every status move (the applications service requires it beside the notice events, so no
 * entry point can leave it out: container.ts): an acceptance queues one
 * job, keyed by the application, which plans the reminders; it is written in the move's own
 * transaction (decision 0019). The request does nothing else; whether the application is a child's
 * and when its work starts is read in the job.
 */
export class ChildWorkEvents {
  constructor(private readonly jobs: JobQueue) {}

  statusChanged(
    events: readonly { applicationId: string; status: ApplicationStatus }[],
  ): PendingJobs | undefined {
    const accepted = events.filter((event) => event.status === 'ACCEPTED');
    if (accepted.length === 0) return undefined;
    return this.jobs.pending(
      accepted.map((event) => ({
        kind: CHILD_WORK_JOBS.plan,
        data: { applicationId: event.applicationId } satisfies PlanData,
        key: event.applicationId,
      })),
    );
  }
}

/** Who a reminder goes to (the guardian), where it leads, and its key: one per application, kind and date. */
const reminderTo = (target: ReminderTarget, kind: 'start' | 'contract', date: string) => ({
  userId: target.userId,
  link: `/my-applications/${target.applicationId}`,
  dedupeKey: `child-work-${kind}:${target.applicationId}:${date}`,
});

export interface ChildWorkReminderDeps {
  jobs: JobQueue;
  childWork: Pick<ChildWorkService, 'reminderTarget' | 'reminderTargets'>;
  repository: Pick<ChildWorkRepository, 'acceptedMinorsFrom'>;
  notifications: Pick<NotificationsService, 'deliver'>;
}

const DAY_S = 24 * 3600;
/** The sweep runs daily at 04:00 UTC (06:00 or 07:00 in Romania): before the 09:00 reminders. */
export const SWEEP_SCHEDULE = { everySeconds: DAY_S, offsetSeconds: 4 * 3600 };
/** …and once this long after a process starts (after a demo seed, or a crash that lost a plan). */
const SWEEP_AFTER_START_MS = 60_000;
/** The sweep also looks back this far, for contract-copy deadlines still ahead (10 working days ≤ 14 days). */
const SWEEP_LOOKBACK_DAYS = 14;
const SWEEP_BATCH = 500;

/**
 * The guardian's reminders (issue 23): delayed durable jobs, keyed by application and date, so a
 * plan that runs twice queues each once. They are planned when a child application is accepted and
 * again by a daily sweep over every accepted child application whose casting's work is ahead, which
 * catches a plan lost to a crash between the status change and its job, a shooting date set or moved
 * after acceptance (a moved-earlier date gets its reminder at the new time) and rows written outside
 * the API (the demo). A casting without a shooting date gets no dated reminder; a cancelled or
 * suspended one none at all. A reminder whose date the casting has since moved queues the one for
 * the new date instead. When a reminder runs it skips what is already done: the start reminder when
 * both the SPAS notice and the companion are ticked (or once the start day has come), the contract
 * reminder when the contract copy is.
 */
export function defineChildWorkReminders(deps: ChildWorkReminderDeps): {
  planSchedules: () => Promise<void>;
} {
  const { jobs, childWork, notifications } = deps;

  /**
   * Both reminders of each target for the dates the casting has now (each keyed by its date: queued
   * once); a page of the sweep in one write per kind of reminder.
   */
  const plan = async (...targets: ReminderTarget[]) => {
    const start: EnqueuedJob<ReminderData>[] = [];
    const contract: EnqueuedJob<ReminderData>[] = [];
    for (const { applicationId, dates } of targets) {
      const { startDate, contractCopyDeadline } = dates;
      const times = reminderTimes(dates);
      if (startDate && times.start)
        start.push({
          data: { applicationId, date: startDate },
          key: `${applicationId}:${startDate}`,
          runAt: times.start,
        });
      if (contractCopyDeadline && times.contract)
        contract.push({
          data: { applicationId, date: contractCopyDeadline },
          key: `${applicationId}:${contractCopyDeadline}`,
          runAt: times.contract,
        });
    }
    if (start.length > 0) await jobs.enqueueMany(CHILD_WORK_JOBS.startReminder, start);
    if (contract.length > 0) await jobs.enqueueMany(CHILD_WORK_JOBS.contractReminder, contract);
  };

  jobs.define(CHILD_WORK_JOBS.plan, async ({ data }) => {
    const target = await childWork.reminderTarget(data.applicationId);
    if (target) await plan(target);
  });

  jobs.define(CHILD_WORK_JOBS.startReminder, async ({ data }) => {
    const target = await childWork.reminderTarget(data.applicationId);
    if (!target) return;
    // The casting's date moved since: the reminder for the new date is queued instead.
    if (target.dates.startDate !== data.date) return plan(target);
    if (target.items.spasNotice && target.items.companion) return;
    // From the start day on, "before the start" has passed (the contract reminder still goes).
    if (romanianToday() >= data.date) return;
    await notifications.deliver([
      {
        ...reminderTo(target, 'start', data.date),
        type: 'CHILD_WORK_START_REMINDER',
        params: { castingTitle: target.castingTitle, childName: target.childName, startDate: data.date },
      },
    ]);
  });

  jobs.define(CHILD_WORK_JOBS.contractReminder, async ({ data }) => {
    const target = await childWork.reminderTarget(data.applicationId);
    if (!target) return;
    if (target.dates.contractCopyDeadline !== data.date) return plan(target);
    if (target.items.contractCopy) return;
    await notifications.deliver([
      {
        ...reminderTo(target, 'contract', data.date),
        type: 'CHILD_WORK_CONTRACT_REMINDER',
        params: { castingTitle: target.castingTitle, childName: target.childName, deadline: data.date },
      },
    ]);
  });

  const sweep = defineScheduled(jobs, CHILD_WORK_JOBS.sweep, SWEEP_SCHEDULE, async () => {
    const today = romanianToday();
    const from = addDays(today, -SWEEP_LOOKBACK_DAYS) ?? today;
    // A coarse cut (the age on the day is checked per application): a minor on a date ≥ from was born after this.
    const bornAfter = `${Number(from.slice(0, 4)) - ADULT_AGE}${from.slice(4)}`;
    let afterId = '';
    for (;;) {
      const page = await deps.repository.acceptedMinorsFrom(from, bornAfter, afterId, SWEEP_BATCH);
      const targets = await childWork.reminderTargets(page.map((row) => row.application_id));
      // Work ahead: the start, or the contract-copy deadline, not yet past.
      await plan(
        ...targets.filter(({ dates: { startDate, contractCopyDeadline } }) =>
          Boolean(
            (startDate && startDate >= today) || (contractCopyDeadline && contractCopyDeadline >= today),
          ),
        ),
      );
      if (page.length < SWEEP_BATCH) break;
      afterId = page.at(-1)!.application_id;
    }
  });

  return {
    planSchedules: async () => {
      await sweep.plan();
      // Once shortly after this start too, keyed by its minute: processes starting together run it once.
      const soon = Math.ceil((Date.now() + SWEEP_AFTER_START_MS) / 60_000) * 60_000;
      const slot = new Date(soon).toISOString();
      await jobs.enqueue(CHILD_WORK_JOBS.sweep, { slot }, { key: slot, runAt: new Date(soon) });
    },
  };
}
