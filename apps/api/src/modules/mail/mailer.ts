import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Extra header lines, e.g. List-Unsubscribe (RFC 2369) and List-Unsubscribe-Post (RFC 8058). */
  headers?: Record<string, string>;
  /**
   * A calendar event (RFC 5545), nodemailer's own option: a `text/calendar; method=…` part beside the
   * text and HTML, which mail clients offer to add, plus the same file as an attachment.
   */
  icalEvent?: { method: 'REQUEST' | 'CANCEL'; filename: string; content: string };
}

export interface Mailer {
  /** 'outbox' writes files nobody receives, so callers also log what a person would need from it. */
  readonly delivery: 'smtp' | 'outbox';
  send(message: MailMessage): Promise<void>;
}

export interface MailerConfig {
  smtpUrl: string | undefined;
  mailFrom: string;
  outboxDir: string;
}

/**
 * SMTP when SMTP_URL is set; otherwise each message becomes an RFC 822 file in DATA_DIR/outbox, so
 * the e-mail flows work on a fresh machine. nodemailer builds the message in both cases: one code
 * path, and the file is exactly what SMTP would have carried.
 */
export function createMailer(config: MailerConfig): Mailer {
  if (config.smtpUrl) {
    const transport = nodemailer.createTransport(config.smtpUrl);
    return {
      delivery: 'smtp',
      send: async (message) => {
        await transport.sendMail({ from: config.mailFrom, ...message });
      },
    };
  }
  const builder = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' });
  return {
    delivery: 'outbox',
    send: async (message) => {
      const info = await builder.sendMail({ from: config.mailFrom, ...message });
      await mkdir(config.outboxDir, { recursive: true });
      await writeFile(join(config.outboxDir, outboxFileName()), info.message as Buffer, { flag: 'wx' });
    },
  };
}

/** Sorts by time; the random part keeps two messages of one millisecond apart. */
function outboxFileName(now = new Date()): string {
  const stamp = now.toISOString().replaceAll(':', '-').replace('.', '-');
  return `${stamp}-${randomUUID().slice(0, 8)}.eml`;
}
