import type { JobQueue, PendingJobs } from '../jobs/job-queue';
import { AUDITION_JOBS } from '../jobs/job-registry';
import { defineScheduled } from '../jobs/scheduled-jobs';
import type { NewNotice, NotificationsService } from '../notifications/notifications.service';
import type { AuditionEvents, AuditionNotice } from './audition-ports';
import type { AuditionTargetRow, SessionRow } from './auditions.repository';
import type { AuditionsService } from './auditions.service';

/** Reminders go this long before the slot. */
export const REMINDER_LEADS = { '24h': 24 * 3600_000, '2h': 2 * 3600_000 } as const;
type Lead = keyof typeof REMINDER_LEADS;

const HOUR_S = 3600;
/** The sweep runs hourly and looks this far ahead: each reminder of the next day is planned in time. */
export const SWEEP_SCHEDULE = { everySeconds: HOUR_S, offsetSeconds: 0 };
const SWEEP_AHEAD_MS = 25 * 3600_000;
/** …and once this long after a process starts (after a demo seed, or a crash that lost a plan). */
const SWEEP_AFTER_START_MS = 60_000;
const SWEEP_BATCH = 500;

/** The 24 h and 2 h reminders of a slot, each keyed by audition, slot and lead: planned twice, queued once. */
function reminderJobs(auditionId: string, slotStart: string, now = Date.now()) {
  return (Object.keys(REMINDER_LEADS) as Lead[]).flatMap((lead) => {
    const runAt = new Date(new Date(slotStart).getTime() - REMINDER_LEADS[lead]);
    if (runAt.getTime() <= now) return [];
    return [{ data: { auditionId, slotStart, lead }, key: `${auditionId}:${slotStart}:${lead}`, runAt }];
  });
}

/** The jobs of audition changes, written in their transactions (decision 0019). */
export class AuditionJobs implements AuditionEvents {
  constructor(private readonly jobs: JobQueue) {}

  notify(notices: readonly AuditionNotice[]): PendingJobs {
    return this.jobs.pending([
      { kind: AUDITION_JOBS.notify, data: { notices: [...notices] }, key: notices[0]?.key ?? '' },
    ]);
  }

  remind(auditionId: string, slotStart: string): PendingJobs {
    return this.jobs.pending(
      reminderJobs(auditionId, slotStart).map((job) => ({ kind: AUDITION_JOBS.reminder, ...job })),
    );
  }
}

/** The booking's part of an audition notice's params. */
function booking(row: AuditionTargetRow, session: SessionRow) {
  return {
    auditionId: row.id,
    castingTitle: row.casting_title,
    childName: row.child_id ? row.first_name : null,
    round: session.round,
    slotStart: row.slot_start,
    place: session.kind === 'IN_PERSON' ? session.place : null,
    online: session.kind === 'ONLINE',
  };
}

/** The notice one event makes: the talent's (a child's guardian's), or the client's for an answer. */
function noticeOf(
  { type, key }: AuditionNotice,
  row: AuditionTargetRow,
  session: SessionRow,
  isMinor: boolean,
): NewNotice | null {
  const toTalent = {
    userId: row.user_id,
    link: `/auditions#audition-${row.id}`,
    dedupeKey: `audition:${key}`,
  };
  switch (type) {
    case 'AUDITION_INVITE':
    case 'AUDITION_CONFIRMED':
    case 'AUDITION_CHANGED':
      return { ...toTalent, type, params: booking(row, session) };
    case 'AUDITION_CANCELLED': {
      const { place: _place, online: _online, ...params } = booking(row, session);
      return { ...toTalent, type, params };
    }
    case 'AUDITION_RESPONSE': {
      if (!['CONFIRMED', 'DECLINED', 'RESCHEDULE_REQUESTED'].includes(row.status)) return null;
      return {
        userId: row.casting_owner_user_id,
        type,
        params: {
          auditionId: row.id,
          castingTitle: row.casting_title,
          talentName: isMinor ? row.first_name : `${row.first_name} ${row.last_name}`,
          response: row.status as 'CONFIRMED' | 'DECLINED' | 'RESCHEDULE_REQUESTED',
          note: row.note,
          slotStart: row.slot_start,
        },
        // A studio path from the site root, as NEW_APPLICATIONS': the e-mail's button then opens the studio.
        link: `/studio/castings/${row.casting_id}/auditions`,
        dedupeKey: `audition:${key}`,
      };
    }
  }
}

/**
 * The audition jobs (issue 33 points 2 and 4). A notice job tells what its events say, read as the
 * audition is when it runs. A reminder goes only while the audition is still CONFIRMED for the same
 * slot in a session not cancelled: a decline, a cancel or a move needs no job removed. An hourly sweep
 * (and one a minute after a start) plans the reminders of confirmed slots of the next 25 hours, which
 * catches rows the demo seed wrote and plans lost to a crash.
 */
export function defineAuditionJobs(deps: {
  jobs: JobQueue;
  auditions: Pick<AuditionsService, 'noticeTargets' | 'confirmedBetween' | 'isMinor'>;
  notifications: Pick<NotificationsService, 'deliver'>;
}): { planSchedules: () => Promise<void> } {
  const { jobs, auditions, notifications } = deps;

  jobs.define(AUDITION_JOBS.notify, async ({ data }) => {
    const targets = new Map(
      (await auditions.noticeTargets(data.notices.map((notice) => notice.auditionId))).map((target) => [
        target.row.id,
        target,
      ]),
    );
    const notices = data.notices.flatMap((notice) => {
      const target = targets.get(notice.auditionId);
      if (!target) return [];
      const made = noticeOf(notice, target.row, target.session, auditions.isMinor(target.row));
      return made ? [made] : [];
    });
    if (notices.length > 0) await notifications.deliver(notices);
  });

  jobs.define(AUDITION_JOBS.reminder, async ({ data }) => {
    const [target] = await auditions.noticeTargets([data.auditionId]);
    if (!target) return;
    const { row, session } = target;
    if (row.status !== 'CONFIRMED' || row.slot_start !== data.slotStart || session.cancelled_at) return;
    await notifications.deliver([
      {
        userId: row.user_id,
        type: 'AUDITION_REMINDER',
        params: { ...booking(row, session), lead: data.lead },
        link: `/auditions#audition-${row.id}`,
        dedupeKey: `audition-reminder:${row.id}:${data.slotStart}:${data.lead}`,
      },
    ]);
  });

  const sweep = defineScheduled(jobs, AUDITION_JOBS.sweep, SWEEP_SCHEDULE, async () => {
    const now = Date.now();
    const from = new Date(now).toISOString();
    const to = new Date(now + SWEEP_AHEAD_MS).toISOString();
    let afterId = '';
    for (;;) {
      const page = await auditions.confirmedBetween(from, to, afterId, SWEEP_BATCH);
      const planned = page.flatMap((row) =>
        row.slot_start ? reminderJobs(row.id, row.slot_start, now) : [],
      );
      if (planned.length > 0) await jobs.enqueueMany(AUDITION_JOBS.reminder, planned);
      if (page.length < SWEEP_BATCH) break;
      afterId = page.at(-1)!.id;
    }
  });

  return {
    planSchedules: async () => {
      await sweep.plan();
      const soon = Math.ceil((Date.now() + SWEEP_AFTER_START_MS) / 60_000) * 60_000;
      const slot = new Date(soon).toISOString();
      await jobs.enqueue(AUDITION_JOBS.sweep, { slot }, { key: slot, runAt: new Date(soon) });
    },
  };
}
