// Issue 33 point 3: the confirmation and change e-mails carry the audition's calendar file as
// `text/calendar; method=REQUEST` (a cancellation's as CANCEL), read back from the real outbox with
// mailparser and ical.js; and the client's answer e-mail opens the studio.
import { readFileSync } from 'node:fs';
import type { AuditionInviteResult, StudioAuditionSession } from '@talent/contract/auditions';
import { addDays, romanianInstant, romanianToday } from '@talent/contract/dates';
import type { InjectOptions } from 'fastify';
import ICAL from 'ical.js';
import type { ParsedMail } from 'mailparser';
import { describe, expect, it } from 'vitest';
import { auditionSessionPayload } from '../../test/actors';
import { newApplicant } from '../../test/application-helpers';
import { outboxFiles, parseMail } from '../../test/mail-helpers';
import { bearer, buildTestApp, createCasting, staffAccount } from '../../test/test-app';

const PUBLIC_URL = 'http://portal.example.test';
const t = buildTestApp({ env: { JOB_POLL_MS: '100', PUBLIC_URL } });
const client = staffAccount(t, 'CLIENT');

/** Twelve days ahead, at 10:00 on a Bucharest clock: the slot and its reminders are in the future. */
const DAY = addDays(romanianToday(), 12)!;
const TEN = romanianInstant(DAY, '10:00')!.toISOString();

const studio = (method: InjectOptions['method'], url: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(client.tokens.accessToken), ...(payload ? { payload } : {}) });

/** A casting with one applicant, and an in-person session of two 15-minute slots of one seat. */
async function sessionWithApplicant(title: string) {
  const casting = await createCasting(t.app, client.tokens.accessToken, { title });
  const talent = await newApplicant(t, casting.id, { firstName: 'Ioana', lastName: 'Pop' });
  const made = await studio(
    'POST',
    `/api/studio/castings/${casting.id}/audition-sessions`,
    auditionSessionPayload({
      date: DAY,
      end: '10:30',
      place: 'Studioul 3, Str. Ion Câmpineanu 11, București',
    }),
  );
  expect(made.statusCode, made.body).toBe(201);
  const session = (made.json() as { data: StudioAuditionSession }).data;
  return { casting, talent, session };
}

async function invite(sessionId: string, applicationId: string, slotStart?: string) {
  const response = await studio('POST', `/api/studio/audition-sessions/${sessionId}/invitations`, {
    applicationIds: [applicationId],
    ...(slotStart ? { slotStart } : {}),
  });
  expect(response.statusCode, response.body).toBe(201);
  const [invited] = (response.json() as { data: AuditionInviteResult }).data.invited;
  return invited!;
}

/** The talent's answer to an invitation, checked to be a 200. */
async function answer(
  talent: { headers: Record<string, string> },
  auditionId: string,
  action: 'confirm' | 'decline',
  payload: object = {},
) {
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/auditions/${auditionId}/${action}`,
    headers: talent.headers,
    payload,
  });
  expect(response.statusCode, response.body).toBe(200);
}

/** The outbox's messages to `to` with the subject `subject`, each parsed and raw. */
async function mailsTo(to: string, subject: string): Promise<{ mail: ParsedMail; raw: string }[]> {
  const all = await Promise.all(
    (await outboxFiles(t)).map(async (file) => {
      const raw = readFileSync(file, 'utf8');
      return { mail: await parseMail(raw), raw };
    }),
  );
  return all.filter(
    ({ mail }) => !Array.isArray(mail.to) && mail.to?.text === to && mail.subject === subject,
  );
}

/** The mail's text/calendar part (mailparser lists it among the attachments), parsed by ical.js. */
function calendarOf(mail: ParsedMail) {
  const part = mail.attachments.find((attachment) => attachment.contentType === 'text/calendar');
  if (!part) return null;
  const root = ICAL.Component.fromString(part.content.toString('utf8'));
  const vevent = root.getFirstSubcomponent('vevent')!;
  const event = new ICAL.Event(vevent);
  return {
    /** The MIME part's own `method=` parameter, which mail clients read before the file. */
    partMethod: (part.headers.get('content-type') as { params?: { method?: string } }).params?.method,
    method: root.getFirstPropertyValue('method'),
    status: vevent.getFirstPropertyValue('status'),
    uid: event.uid,
    sequence: event.sequence,
    zone: event.startDate.zone?.tzid,
    start: event.startDate.toJSDate().toISOString(),
    attendee: event.attendees[0]?.getFirstValue(),
  };
}

describe('audition e-mails with the calendar file', () => {
  it('the invitation with a slot and the confirmation carry REQUEST; the cancellation CANCEL, same UID, newer', async () => {
    const { talent, session } = await sessionWithApplicant('Vara la mare');
    const { auditionId } = await invite(session.id, talent.applicationId, TEN);
    await answer(talent, auditionId, 'confirm');

    const [invitation] = await mailsTo(talent.email, 'Invitație la audiție pentru „Vara la mare”');
    const [confirmation] = await mailsTo(talent.email, 'Audiție confirmată: „Vara la mare”');
    for (const sent of [invitation, confirmation]) {
      expect(sent, 'the e-mail was sent').toBeDefined();
      expect(sent!.raw).toMatch(/Content-Type: text\/calendar; charset=utf-8; method=REQUEST/i);
      expect(calendarOf(sent!.mail)).toMatchObject({
        partMethod: 'REQUEST',
        method: 'REQUEST',
        status: 'CONFIRMED',
        uid: expect.stringContaining(auditionId),
        zone: 'Europe/Bucharest',
        start: TEN,
        attendee: `mailto:${talent.email}`,
      });
      // The same file comes as an attachment a person can open.
      expect(sent!.mail.attachments.map((attachment) => attachment.filename)).toContain('audition.ics');
    }

    const cancelled = await studio('DELETE', `/api/studio/audition-sessions/${session.id}`);
    expect(cancelled.statusCode, cancelled.body).toBeLessThan(300);
    const [cancellation] = await mailsTo(talent.email, 'Audiția pentru „Vara la mare” a fost anulată');
    expect(cancellation, 'the cancellation was e-mailed').toBeDefined();
    expect(cancellation!.raw).toMatch(/Content-Type: text\/calendar; charset=utf-8; method=CANCEL/i);
    const booked = calendarOf(confirmation!.mail)!;
    expect(calendarOf(cancellation!.mail)).toMatchObject({
      partMethod: 'CANCEL',
      method: 'CANCEL',
      status: 'CANCELLED',
      uid: booked.uid,
      start: TEN,
    });
    expect(calendarOf(cancellation!.mail)!.sequence).toBeGreaterThan(booked.sequence);
  });

  it('an invitation to the waiting list carries no calendar file', async () => {
    const { talent, session } = await sessionWithApplicant('Lista de așteptare');
    const other = await newApplicant(t, session.castingId, { firstName: 'Radu' });
    await invite(session.id, talent.applicationId, TEN);
    const tenFifteen = romanianInstant(DAY, '10:15')!.toISOString();
    await invite(session.id, other.applicationId, tenFifteen);
    const waiting = await newApplicant(t, session.castingId, { firstName: 'Elena' });
    expect((await invite(session.id, waiting.applicationId)).slotStart).toBeNull();

    const [mail] = await mailsTo(waiting.email, 'Invitație la audiție pentru „Lista de așteptare”');
    expect(mail, 'the invitation was e-mailed').toBeDefined();
    expect(calendarOf(mail!.mail)).toBeNull();
    expect(mail!.raw).not.toMatch(/text\/calendar/i);
  });

  it('the client’s e-mail about an answer opens the session list in the studio', async () => {
    const { casting, talent, session } = await sessionWithApplicant('Răspunsuri');
    const { auditionId } = await invite(session.id, talent.applicationId, TEN);
    await answer(talent, auditionId, 'decline', { note: 'Sunt plecată din oraș.' });
    const [sent] = await mailsTo(client.email, 'Ioana Pop a refuzat audiția pentru „Răspunsuri”');
    expect(sent, 'the client was e-mailed').toBeDefined();
    expect(sent!.mail.text).toContain(
      `Deschide în Casting Studio: ${PUBLIC_URL}/studio/castings/${casting.id}/auditions`,
    );
    expect(calendarOf(sent!.mail)).toBeNull();
  });
});
