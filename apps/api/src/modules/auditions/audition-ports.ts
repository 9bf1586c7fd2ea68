import type { PendingJobs } from '../jobs/job-queue';

// What the auditions service needs from outside, by what it needs (DESIGN §16): the jobs its changes
// queue (audition-jobs.ts) and the child-work rule of a slot (the applications module).

export type AuditionNoticeType =
  | 'AUDITION_INVITE'
  | 'AUDITION_CONFIRMED'
  | 'AUDITION_CHANGED'
  | 'AUDITION_CANCELLED'
  | 'AUDITION_RESPONSE';

/** One thing to tell about one audition; `key` makes a job run again tell no one twice. */
export interface AuditionNotice {
  auditionId: string;
  type: AuditionNoticeType;
  key: string;
}

/** The jobs an audition's change queues, written in its transaction (decision 0019). */
export interface AuditionEvents {
  notify(notices: readonly AuditionNotice[]): PendingJobs;
  /** The 24 h and 2 h reminders of a confirmed slot (those still ahead). */
  remind(auditionId: string, slotStart: string): PendingJobs;
}

/** The child-work rule (HG 75/2015, decision 0025) for one slot: null when allowed. */
export interface SlotRule {
  slotRefusal(
    talent: { child_id: string | null; date_of_birth: string | null },
    date: string,
    start: string,
    end: string,
    language: 'ro' | 'en',
  ): string | null;
}
