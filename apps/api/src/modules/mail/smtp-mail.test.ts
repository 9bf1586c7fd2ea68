import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ACCOUNT_MESSAGES as A } from '@talent/contract/account-messages';
import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { askForReset, outboxFiles, parseMail, resetTokenOf } from '../../test/mail-helpers';
import { type LocalSmtpServer, startSmtpServer, stopSmtpServer } from '../../test/smtp-server';
import { buildTestApp, createTestApp, logCapture, register } from '../../test/test-app';
import { createMailer, type MailMessage } from './mailer';

const PUBLIC_URL = 'http://portal.example.test:8080';

let smtp: LocalSmtpServer;
beforeAll(async () => {
  smtp = await startSmtpServer();
});
afterAll(() => stopSmtpServer(smtp));
// Built after the SMTP server started (it needs its port) and closed before it stops.
const t = buildTestApp(() => ({
  env: {
    SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
    MAIL_FROM: 'Casting Agency <casting@agency.example.test>',
    PUBLIC_URL,
  },
}));

describe('reset e-mails over SMTP', () => {
  it('are delivered to the SMTP server; following the link sets the password', async () => {
    const { payload } = await register(t.app, { firstName: 'Mihai' });
    await askForReset(t, payload.email);

    const mail = smtp.received.find(
      (message) => !Array.isArray(message.to) && message.to?.text === payload.email,
    );
    expect(mail, 'the reset e-mail reached the SMTP server').toBeDefined();
    expect(mail?.from?.value).toEqual([{ name: 'Casting Agency', address: 'casting@agency.example.test' }]);
    expect(mail?.subject).toBe('Resetarea parolei — Talent Portal');
    expect(mail?.text).toContain('Bună, Mihai,');
    // SMTP delivery writes no outbox file.
    expect(await outboxFiles(t)).toEqual([]);

    const token = resetTokenOf(mail!, PUBLIC_URL);
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token, password: 'smtp delivered pw' },
    });
    expect(reset.statusCode, reset.body).toBe(204);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: payload.email, password: 'smtp delivered pw' },
    });
    expect(login.statusCode).toBe(200);
  });
});

describe('when the SMTP server cannot be reached', () => {
  it('still answers 202, logs the failure and keeps the e-mail queued', async () => {
    const { lines, logStream } = logCapture();
    const closed = await startSmtpServer();
    await stopSmtpServer(closed);
    const offline = await createTestApp({
      env: { SMTP_URL: `smtp://127.0.0.1:${closed.port}`, LOG_LEVEL: 'warn' },
      logStream,
    });
    try {
      const { payload } = await register(offline.app);
      const response = await offline.app.inject({
        method: 'POST',
        url: '/api/auth/forgot-password',
        payload: { email: payload.email },
      });
      expect(response.statusCode).toBe(202);
      expect(response.json()).toEqual({ data: { message: A.resetLinkSent } });
      // The e-mail is a job: its first try fails, and it stays queued for the next one.
      await vi.waitFor(
        () =>
          expect(
            lines.some((line) => {
              const entry = JSON.parse(line) as { msg?: string; job?: string };
              return (
                entry.msg === 'a job failed and will be tried again' &&
                entry.job === 'account.password-reset-email'
              );
            }),
          ).toBe(true),
        { timeout: 10_000 },
      );
      // Not given up and not done: waiting for its next try.
      expect(await offline.app.jobs.failed(10)).toEqual([]);
      expect((await offline.app.jobs.counts()).completed).toBe(0);
    } finally {
      await offline.close();
    }
  });
});

describe('a calendar event (issue 33 point 3)', () => {
  const message: MailMessage = {
    to: 'ioana@example.com',
    subject: 'Audiție confirmată',
    text: 'Ora confirmată.',
    html: '<p>Ora confirmată.</p>',
    icalEvent: {
      method: 'CANCEL',
      filename: 'audition.ics',
      content: 'BEGIN:VCALENDAR\r\nMETHOD:CANCEL\r\nEND:VCALENDAR\r\n',
    },
  };
  const calendarPart = (mail: ParsedMail) =>
    mail.attachments.find((attachment) => attachment.contentType === 'text/calendar');

  it('goes as a text/calendar part with its method, over SMTP and into the outbox alike', async () => {
    const from = 'casting@agency.example.test';
    await createMailer({ smtpUrl: `smtp://127.0.0.1:${smtp.port}`, mailFrom: from, outboxDir: '' }).send(
      message,
    );
    const outboxDir = mkdtempSync(join(tmpdir(), 'outbox-'));
    try {
      await createMailer({ smtpUrl: undefined, mailFrom: from, outboxDir }).send(message);
      const [file] = readdirSync(outboxDir);
      const filed = await parseMail(readFileSync(join(outboxDir, file!)));
      const carried = smtp.received.find((mail) => mail.subject === message.subject);
      for (const mail of [carried, filed]) {
        const part = calendarPart(mail!);
        expect(part?.content.toString('utf8')).toBe(message.icalEvent?.content);
        const type = part?.headers.get('content-type') as { params: Record<string, string> } | undefined;
        expect(type?.params).toMatchObject({ method: 'CANCEL' });
      }
    } finally {
      rmSync(outboxDir, { recursive: true, force: true });
    }
  });
});
