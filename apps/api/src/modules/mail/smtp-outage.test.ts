// Issue 21 point 6: with the SMTP server failing, nothing is lost, and nothing is sent twice when it
// accepts again. A real local SMTP server answers 451 (try later) while it is "down".
import type { AddressInfo } from 'node:net';
import type { ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseMail } from '../../test/mail-helpers';
import {
  bearer,
  buildTestApp,
  createCasting,
  ownProfileId,
  register,
  staffAccount,
} from '../../test/test-app';

let down = true;
let refused = 0;
const received: ParsedMail[] = [];
const server = new SMTPServer({
  disabledCommands: ['STARTTLS', 'AUTH'],
  logger: false,
  onData(stream, _session, callback) {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', () => {
      if (down) {
        refused += 1;
        const error = Object.assign(new Error('Mailbox busy, try again later'), { responseCode: 451 });
        callback(error);
        return;
      }
      parseMail(Buffer.concat(chunks)).then((mail) => {
        received.push(mail);
        callback();
      }, callback);
    });
  },
});
let port = 0;
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  port = (server.server.address() as AddressInfo).port;
});
afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
});
const t = buildTestApp(() => ({ env: { SMTP_URL: `smtp://127.0.0.1:${port}`, JOB_POLL_MS: '100' } }));
const client = staffAccount(t, 'CLIENT');

const to = (email: string) => received.filter((mail) => !Array.isArray(mail.to) && mail.to?.text === email);

describe('an SMTP server that fails, then accepts', () => {
  it('gets every e-mail once it accepts, and none twice', async () => {
    const { tokens, payload } = await register(t.app, { firstName: 'Sorina' });
    const casting = await createCasting(t.app, client.tokens.accessToken, { title: 'Pană de curent' });
    const applied = await t.app.inject({
      method: 'POST',
      url: '/api/applications',
      headers: bearer(tokens.accessToken),
      payload: { castingId: casting.id, talentProfileId: await ownProfileId(t.app, tokens.accessToken) },
    });
    const applicationId = (applied.json() as { data: { id: string } }).data.id;
    // A decision e-mail and a password reset, both while the server refuses.
    const moved = await t.app.inject({
      method: 'PATCH',
      url: `/api/applications/${applicationId}/status`,
      headers: bearer(client.tokens.accessToken),
      payload: { status: 'SHORTLISTED', message: 'Ne vedem luni.' },
    });
    expect(moved.statusCode).toBe(200);
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: payload.email },
    });
    expect(reset.statusCode).toBe(202);

    await expect.poll(() => refused, { timeout: 10_000, interval: 50 }).toBeGreaterThanOrEqual(2);
    expect(to(payload.email)).toEqual([]);
    down = false;

    // The retries (5 s, then doubling) deliver both.
    await expect.poll(() => to(payload.email).length, { timeout: 30_000, interval: 100 }).toBe(2);
    await t.app.jobs.settled();
    expect(
      to(payload.email)
        .map((mail) => mail.subject)
        .sort(),
    ).toEqual(['Aplicarea la „Pană de curent” este pe lista scurtă', 'Resetarea parolei — Talent Portal']);
    expect(await t.app.jobs.failed(10)).toEqual([]);
  }, 60_000);
});
