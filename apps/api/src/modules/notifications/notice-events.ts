import type { ApplicationStatus } from '@talent/contract/applications';
import type { ApplicationEvents } from '../applications/applications.service';
import type { CastingEvents } from '../castings/castings.service';
import type { JobQueue, PendingJobs } from '../jobs/job-queue';
import { NOTICE_JOBS } from '../jobs/job-registry';
import type { SelfTapeEvents } from '../self-tapes/self-tapes.service';

export interface SelfTapeRequestedData {
  requestId: string;
  applicationId: string;
  deadline: string;
}

export interface StatusChangedData {
  applicationId: string;
  status: ApplicationStatus;
  changedAt: string;
  message: string | null;
}
export interface CastingEndedData {
  castingId: string;
  status: 'CLOSED' | 'CANCELLED' | 'SUSPENDED';
}

/** The clients' digest of new applicants: one run per ten minutes that had any. */
export const NEW_APPLICATIONS_SLOT_MS = 10 * 60_000;
/** A run waits this long after its slot so applications written at its very end are in. */
const SLOT_GRACE_MS = 30_000;

/**
 * The events of the applications and castings modules, turned into jobs: each is stored with the
 * event's own key, so a request retried, or an event reported twice, makes one job. The jobs are
 * written in the transaction of the change itself (decision 0019): a change that commits has its
 * job, even when the process dies at once. The work (who hears what) happens in the job, never in
 * the request.
 */
export class NoticeEvents implements ApplicationEvents, CastingEvents, SelfTapeEvents {
  /** The digest slot this process already queued: an application then adds no write of its own. */
  private queuedSlot = '';

  constructor(private readonly jobs: JobQueue) {}

  /** One job per move; a bulk move's are written together (one statement on SQLite). */
  statusChanged(events: readonly StatusChangedData[]): PendingJobs {
    return this.jobs.pending(
      events.map((event) => ({
        kind: NOTICE_JOBS.applicationStatus,
        data: event,
        key: `${event.applicationId}:${event.status}:${event.changedAt}`,
      })),
    );
  }

  applied(event: { appliedAt: string }): PendingJobs | undefined {
    const time = Date.parse(event.appliedAt);
    const slotEnd =
      Math.floor(time / NEW_APPLICATIONS_SLOT_MS) * NEW_APPLICATIONS_SLOT_MS + NEW_APPLICATIONS_SLOT_MS;
    const slot = new Date(slotEnd).toISOString();
    if (slot === this.queuedSlot) return undefined;
    const digest = this.jobs.pending([
      {
        kind: NOTICE_JOBS.newApplications,
        data: { slot },
        key: slot,
        runAt: new Date(slotEnd + SLOT_GRACE_MS),
      },
    ]);
    return {
      write: (trx) => digest.write(trx),
      committed: () => {
        this.queuedSlot = slot;
        digest.committed();
      },
    };
  }

  selfTapeRequested(event: SelfTapeRequestedData): PendingJobs {
    return this.jobs.pending([{ kind: NOTICE_JOBS.selfTapeRequested, data: event, key: event.requestId }]);
  }

  ended(event: CastingEndedData): PendingJobs {
    return this.jobs.pending([
      { kind: NOTICE_JOBS.castingEnded, data: event, key: `${event.castingId}:${event.status}` },
    ]);
  }
}
