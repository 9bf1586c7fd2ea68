import type { JobQueue, PendingJobs } from '../jobs/job-queue';
import { MESSAGE_JOBS } from '../jobs/job-registry';
import type { NotificationsService } from '../notifications/notifications.service';
import type { MessageEvents, MessagesService } from './messages.service';

/** A delivered message becomes one job keyed by the message: a retried request or a crash tells once. */
export class MessageNotices implements MessageEvents {
  constructor(private readonly jobs: JobQueue) {}

  delivered(messageId: string): PendingJobs {
    return this.jobs.pending([{ kind: MESSAGE_JOBS.notify, data: { messageId }, key: messageId }]);
  }
}

/**
 * The job: the recipient gets a MESSAGE notice (and its e-mail, per their preferences), unless one
 * about this thread went to them in the last 15 minutes (DESIGN §14). The notice's key is the
 * message's, so a job run again after a crash tells no one twice.
 */
export function defineMessageJobs(deps: {
  jobs: JobQueue;
  messages: Pick<MessagesService, 'noticeOf'>;
  notifications: Pick<NotificationsService, 'deliver'>;
}): void {
  deps.jobs.define(MESSAGE_JOBS.notify, async ({ data }) => {
    const notice = await deps.messages.noticeOf(data.messageId);
    if (!notice) return;
    await deps.notifications.deliver([
      {
        userId: notice.userId,
        type: 'MESSAGE',
        params: {
          castingTitle: notice.castingTitle,
          senderName: notice.senderName,
          childName: notice.childName,
        },
        link: notice.link,
        dedupeKey: `message:${data.messageId}`,
      },
    ]);
  });
}
