import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { moveApplication, newApplicant } from '../../test/application-helpers';
import { type LocalSmtpServer, startSmtpServer, stopSmtpServer } from '../../test/smtp-server';
import { buildTestApp, createCasting, staffAccount } from '../../test/test-app';

let down = true;
let smtp: LocalSmtpServer;
beforeAll(async () => {
  smtp = await startSmtpServer(() => down);
});
afterAll(() => stopSmtpServer(smtp));
const t = buildTestApp(() => ({ env: { SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, JOB_POLL_MS: '100' } }));
const client = staffAccount(t, 'CLIENT');

const to = (email: string) =>
  smtp.received.filter((mail) => !Array.isArray(mail.to) && mail.to?.text === email);

describe('an SMTP server that fails, then accepts', () => {
  it('gets every e-mail once it accepts, and none twice', async () => {
    const casting = await createCasting(t.app, client.tokens.accessToken, { title: 'Pană de curent' });
    const { email, applicationId } = await newApplicant(t, casting.id, { firstName: 'Sorina' });
    // A decision e-mail and a password reset, both while the server refuses.
    const moved = await moveApplication(t, client.tokens.accessToken, applicationId, {
      status: 'SHORTLISTED',
      message: 'Ne vedem luni.',
    });
    expect(moved.statusCode).toBe(200);
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email },
    });
    expect(reset.statusCode).toBe(202);

    await expect.poll(() => smtp.refused(), { timeout: 10_000, interval: 50 }).toBeGreaterThanOrEqual(2);
    expect(to(email)).toEqual([]);
    down = false;

    // The retries (5 s, then doubling) deliver both.
    await expect.poll(() => to(email).length, { timeout: 30_000, interval: 100 }).toBe(2);
    await t.app.jobs.settled();
    expect(
      to(email)
        .map((mail) => mail.subject)
        .sort(),
    ).toEqual(['Aplicarea la „Pană de curent” este pe lista scurtă', 'Resetarea parolei — Talent Portal']);
    expect(await t.app.jobs.failed(10)).toEqual([]);
  }, 60_000);
});
