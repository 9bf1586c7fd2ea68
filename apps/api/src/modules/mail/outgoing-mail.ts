import type { JobQueue } from '../jobs/job-queue';
import type { Mailer, MailMessage } from './mailer';

export const SEND_EMAIL_JOB = 'send-email';

/**
 * E-mail goes out through the durable job queue (DESIGN §8): `send` stores the message and answers;
 * a worker delivers it, retrying with backoff while the SMTP server is down, so nothing is lost.
 */
export class OutgoingMail {
  constructor(private readonly queue: JobQueue) {}

  /** `key` makes a second send of the same message (an event handled twice) a no-op. */
  async send(message: MailMessage, key?: string): Promise<void> {
    await this.queue.enqueue(SEND_EMAIL_JOB, message, key ? { key } : {});
  }
}

/** The worker side: each job is one message, handed to SMTP or the outbox folder. */
export function defineMailJobs(queue: JobQueue, mailer: Mailer, concurrency: number): void {
  queue.define<MailMessage>(SEND_EMAIL_JOB, {
    // About six hours of tries (5 s doubling: twelve waits add up to 5.7 hours).
    maxAttempts: 13,
    retryDelaySeconds: 5,
    concurrency,
    handler: ({ data }) => mailer.send(data),
  });
}
