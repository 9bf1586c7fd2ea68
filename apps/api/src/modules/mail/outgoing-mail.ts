import type { JobQueue } from '../jobs/job-queue';
import { MAIL_JOBS } from '../jobs/job-registry';
import type { Mailer, MailMessage } from './mailer';

/**
 * E-mail goes out through the durable job queue (DESIGN §8): `send` stores the message and answers;
 * a worker delivers it, retrying with backoff while the SMTP server is down, so nothing is lost.
 */
export class OutgoingMail {
  constructor(private readonly queue: JobQueue) {}

  /** `key` makes a second send of the same message (an event handled twice) a no-op. */
  async send(message: MailMessage, key?: string): Promise<void> {
    await this.queue.enqueue(MAIL_JOBS.send, message, key ? { key } : {});
  }
}

/** The worker side: each job is one message, handed to SMTP or the outbox folder. */
export function defineMailJobs(queue: JobQueue, mailer: Mailer): void {
  queue.define(MAIL_JOBS.send, ({ data }) => mailer.send(data));
}
