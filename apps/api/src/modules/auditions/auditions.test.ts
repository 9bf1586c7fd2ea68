// Auditions and callbacks (issue 33, DESIGN §12): a casting's staff make sessions cut into slots and
// invite applicants; talents (a child's guardian) confirm, decline or ask for another time; a freed seat
// goes to the first one waiting; calendar files, notices and reminders follow every change.
import { AUDITION_SESSION_MESSAGES, type AuditionSessionPayload } from '@talent/contract/audition-sessions';
import {
  AUDITION_MESSAGES,
  type Audition,
  type AuditionDay,
  type AuditionInviteResult,
  type StudioAuditionSession,
  type StudioAuditionSessionList,
} from '@talent/contract/auditions';
import { addDays, romanianInstant, romanianToday } from '@talent/contract/dates';
import type { NotificationList } from '@talent/contract/notifications';
import type { InjectOptions } from 'fastify';
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { auditionSessionPayload } from '../../test/actors';
import { applyTo, castingTeam, newApplicant } from '../../test/application-helpers';
import { addChild, guardian } from '../../test/children-helpers';
import { queuedRunAt } from '../../test/job-helpers';
import { bearer, buildTestApp, createCasting, dateYearsAgo, expectError } from '../../test/test-app';
import { AUDITION_JOBS } from '../jobs/job-registry';

const t = buildTestApp({ env: { JOB_POLL_MS: '100', PUBLIC_URL: 'http://portal.example.test' } });
const { client, otherClient, admin } = castingTeam(t);

const call = (token: string, method: InjectOptions['method'], url: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });

/** Ten days ahead: every slot is in the future, and its 24 h reminder too. */
const DAY = addDays(romanianToday(), 10)!;
const at = (time: string, date = DAY) => romanianInstant(date, time)!.toISOString();

const sessionPayload = (changes: Partial<AuditionSessionPayload> = {}) =>
  auditionSessionPayload({
    date: DAY,
    end: '10:30',
    place: 'Studioul 3, Str. Ion Câmpineanu 11, București',
    instructions: 'Vino cu 10 minute mai devreme.',
    ...changes,
  });

async function makeSession(castingId: string, changes: Partial<AuditionSessionPayload> = {}) {
  const response = await call(
    client.tokens.accessToken,
    'POST',
    `/api/studio/castings/${castingId}/audition-sessions`,
    sessionPayload(changes),
  );
  expect(response.statusCode, response.body).toBe(201);
  return (response.json() as { data: StudioAuditionSession }).data;
}

async function inviteTo(sessionId: string, applicationIds: string[], slotStart?: string) {
  const response = await call(
    client.tokens.accessToken,
    'POST',
    `/api/studio/audition-sessions/${sessionId}/invitations`,
    {
      applicationIds,
      ...(slotStart ? { slotStart } : {}),
    },
  );
  expect(response.statusCode, response.body).toBe(201);
  return (response.json() as { data: AuditionInviteResult }).data;
}

async function ownAuditions(token: string): Promise<Audition[]> {
  const response = await call(token, 'GET', '/api/auditions');
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { data: Audition[] }).data;
}

async function sessionsOf(castingId: string): Promise<StudioAuditionSession[]> {
  const response = await call(
    client.tokens.accessToken,
    'GET',
    `/api/studio/castings/${castingId}/audition-sessions`,
  );
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as StudioAuditionSessionList).data;
}

async function answer(
  token: string,
  id: string,
  action: 'confirm' | 'decline' | 'reschedule',
  payload: object = {},
) {
  return call(token, 'POST', `/api/auditions/${id}/${action}`, payload);
}

async function noticesOf(token: string) {
  await t.app.jobs.settled();
  const response = await call(token, 'GET', '/api/notifications');
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as NotificationList).data;
}

function parsedCalendar(ics: string) {
  const root = ICAL.Component.fromString(ics);
  const event = new ICAL.Event(root.getFirstSubcomponent('vevent')!);
  return { method: root.getFirstPropertyValue('method'), event };
}

/** A casting of the client's with three adult applicants. */
async function castingWithApplicants(count = 3) {
  const casting = await createCasting(t.app, client.tokens.accessToken, { title: 'Reclamă „Vara la mare”' });
  const talents = [];
  for (const [index, name] of ['Ioana', 'Radu', 'Elena', 'Mihai'].slice(0, count).entries())
    talents.push(await newApplicant(t, casting.id, { firstName: name, lastName: `Pop${index}` }));
  return { casting, talents };
}

describe('audition sessions', () => {
  it('are made on a Romanian clock, cut into slots, and listed with their bookings', async () => {
    const { casting } = await castingWithApplicants(0);
    const session = await makeSession(casting.id);
    expect(session).toMatchObject({
      date: DAY,
      start: '10:00',
      end: '10:30',
      startsAt: at('10:00'),
      endsAt: at('10:30'),
    });
    expect(session.slots.map((slot) => [slot.time, slot.taken])).toEqual([
      ['10:00', 0],
      ['10:15', 0],
    ]);
    const [listed] = await sessionsOf(casting.id);
    expect(listed?.id).toBe(session.id);
  });

  it('refuses an end before the start, an overlap with another session and another client’s casting', async () => {
    const { casting } = await castingWithApplicants(0);
    const url = `/api/studio/castings/${casting.id}/audition-sessions`;
    const backwards = await call(
      client.tokens.accessToken,
      'POST',
      url,
      sessionPayload({ start: '12:00', end: '11:00' }),
    );
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().fields).toEqual({ end: AUDITION_SESSION_MESSAGES.endBeforeStart });
    await makeSession(casting.id);
    const overlap = await call(
      client.tokens.accessToken,
      'POST',
      url,
      sessionPayload({ start: '10:15', end: '11:00' }),
    );
    expectError(overlap, 409, 'AUDITION_SESSION_OVERLAP', AUDITION_MESSAGES.sessionOverlaps);
    const stranger = await call(
      otherClient.tokens.accessToken,
      'POST',
      url,
      sessionPayload({ start: '14:00', end: '15:00' }),
    );
    expect(stranger.statusCode).toBe(404);
    expect(await sessionsOf(casting.id)).toHaveLength(1);
  });
});

describe('inviting applicants to a session', () => {
  it('gives each the next free slot, lets one confirm, and gives a declined slot to the one waiting', async () => {
    const { casting, talents } = await castingWithApplicants(3);
    const [ioana, radu, elena] = talents as [(typeof talents)[0], (typeof talents)[0], (typeof talents)[0]];
    const session = await makeSession(casting.id);
    const result = await inviteTo(
      session.id,
      talents.map((talent) => talent.applicationId),
    );
    expect(result.invited.map((entry) => entry.slotStart)).toEqual([at('10:00'), at('10:15'), null]);

    // Ioana: told, her slot given, another free slot none (both taken).
    expect((await noticesOf(ioana.token)).map((notice) => notice.type)).toContain('AUDITION_INVITE');
    const [ioanaAudition] = await ownAuditions(ioana.token);
    expect(ioanaAudition).toMatchObject({ status: 'INVITED', slotStart: at('10:00'), freeSlots: [] });
    const confirmed = await answer(ioana.token, ioanaAudition!.id, 'confirm');
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json().data).toMatchObject({ status: 'CONFIRMED', slotStart: at('10:00') });

    // Elena waits: nothing free to confirm.
    const [elenaAudition] = await ownAuditions(elena.token);
    expect(elenaAudition).toMatchObject({ status: 'INVITED', slotStart: null, freeSlots: [] });
    expectError(
      await answer(elena.token, elenaAudition!.id, 'confirm'),
      409,
      'AUDITION_NO_SLOT',
      AUDITION_MESSAGES.noFreeSlot,
    );

    // Radu declines: his 10:15 goes to Elena, who is told.
    const [raduAudition] = await ownAuditions(radu.token);
    const declined = await answer(radu.token, raduAudition!.id, 'decline', { note: 'Sunt plecat din oraș.' });
    expect(declined.json().data).toMatchObject({ status: 'DECLINED', note: 'Sunt plecat din oraș.' });
    const [offered] = await ownAuditions(elena.token);
    expect(offered).toMatchObject({ status: 'INVITED', slotStart: at('10:15') });
    expect((await noticesOf(elena.token)).map((notice) => notice.type)).toContain('AUDITION_CHANGED');

    // The client hears of the answers; the studio's list shows where each one is.
    const clientNotices = await noticesOf(client.tokens.accessToken);
    expect(clientNotices.filter((notice) => notice.type === 'AUDITION_RESPONSE')).toHaveLength(2);
    const [listed] = await sessionsOf(casting.id);
    expect(
      listed?.auditions.map((audition) => [audition.firstName, audition.status, audition.slotStart]),
    ).toEqual(
      expect.arrayContaining([
        ['Ioana', 'CONFIRMED', at('10:00')],
        ['Elena', 'INVITED', at('10:15')],
        ['Radu', 'DECLINED', at('10:15')],
      ]),
    );
    expect(listed?.slots.map((slot) => slot.taken)).toEqual([1, 1]);
  });

  it('refuses a full slot (409), a time that is no slot (400), and confirms a free slot chosen', async () => {
    const { casting, talents } = await castingWithApplicants(2);
    const [ioana, radu] = talents as [(typeof talents)[0], (typeof talents)[0]];
    const session = await makeSession(casting.id, { end: '11:00' });
    const url = `/api/studio/audition-sessions/${session.id}/invitations`;
    await inviteTo(session.id, [ioana.applicationId], at('10:00'));
    const full = await call(client.tokens.accessToken, 'POST', url, {
      applicationIds: [radu.applicationId],
      slotStart: at('10:00'),
    });
    expectError(full, 409, 'AUDITION_SLOT_FULL', AUDITION_MESSAGES.slotFull);
    const outside = await call(client.tokens.accessToken, 'POST', url, {
      applicationIds: [radu.applicationId],
      slotStart: at('10:05'),
    });
    expect(outside.statusCode).toBe(400);
    expect(outside.json().fields).toEqual({ slotStart: AUDITION_MESSAGES.slotOutside });
    expect(await ownAuditions(radu.token)).toEqual([]);

    const [audition] = await ownAuditions(ioana.token);
    expect(audition?.freeSlots.map((slot) => slot.time)).toEqual(['10:15', '10:30', '10:45']);
    const moved = await answer(ioana.token, audition!.id, 'confirm', { slotStart: at('10:30') });
    expect(moved.json().data).toMatchObject({ status: 'CONFIRMED', slotStart: at('10:30') });
    const [listed] = await sessionsOf(casting.id);
    expect(listed?.slots.map((slot) => slot.taken)).toEqual([0, 0, 1, 0]);
  });

  it('gives the last seat of a slot to one of two talents confirming it at once; the other gets 409', async () => {
    const { casting, talents } = await castingWithApplicants(2);
    const [ioana, radu] = talents as [(typeof talents)[0], (typeof talents)[0]];
    const session = await makeSession(casting.id, { end: '10:45' });
    await inviteTo(session.id, [ioana.applicationId, radu.applicationId]);
    const [a] = await ownAuditions(ioana.token);
    const [b] = await ownAuditions(radu.token);
    const answers = await Promise.all([
      answer(ioana.token, a!.id, 'confirm', { slotStart: at('10:30') }),
      answer(radu.token, b!.id, 'confirm', { slotStart: at('10:30') }),
    ]);
    expect(answers.map((response) => response.statusCode).sort()).toEqual([200, 409]);
    const [listed] = await sessionsOf(casting.id);
    // The winner left her slot for 10:30; the other keeps the one given.
    expect(listed?.slots.reduce((sum, slot) => sum + slot.taken, 0)).toBe(2);
    expect(listed?.slots.find((slot) => slot.time === '10:30')?.taken).toBe(1);
  });

  it('asks for another time with a note (required), frees the slot, and takes the director’s new one', async () => {
    const { casting, talents } = await castingWithApplicants(1);
    const [ioana] = talents as [(typeof talents)[0]];
    const session = await makeSession(casting.id);
    await inviteTo(session.id, [ioana.applicationId]);
    const [audition] = await ownAuditions(ioana.token);
    const empty = await answer(ioana.token, audition!.id, 'reschedule', { note: '  ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fields).toEqual({ note: AUDITION_MESSAGES.noteRequired });
    const asked = await answer(ioana.token, audition!.id, 'reschedule', { note: 'Pot doar după 14:00.' });
    expect(asked.json().data).toMatchObject({ status: 'RESCHEDULE_REQUESTED', note: 'Pot doar după 14:00.' });
    expect((await sessionsOf(casting.id))[0]?.slots.map((slot) => slot.taken)).toEqual([0, 0]);

    const again = await inviteTo(session.id, [ioana.applicationId], at('10:15'));
    expect(again.invited).toEqual([
      { applicationId: ioana.applicationId, auditionId: audition!.id, slotStart: at('10:15') },
    ]);
    const [moved] = await ownAuditions(ioana.token);
    expect(moved).toMatchObject({ status: 'INVITED', slotStart: at('10:15'), note: null });
  });

  it('never lets another talent, another client or a rejected application in', async () => {
    const { casting, talents } = await castingWithApplicants(2);
    const [ioana, radu] = talents as [(typeof talents)[0], (typeof talents)[0]];
    const session = await makeSession(casting.id);
    const stranger = await call(
      otherClient.tokens.accessToken,
      'POST',
      `/api/studio/audition-sessions/${session.id}/invitations`,
      {
        applicationIds: [ioana.applicationId],
      },
    );
    expect(stranger.statusCode).toBe(404);
    await inviteTo(session.id, [ioana.applicationId]);
    const [audition] = await ownAuditions(ioana.token);
    expect((await answer(radu.token, audition!.id, 'confirm')).statusCode).toBe(404);
    expect((await call(radu.token, 'GET', `/api/auditions/${audition!.id}/calendar.ics`)).statusCode).toBe(
      404,
    );
    const rejected = await call(
      client.tokens.accessToken,
      'PATCH',
      `/api/applications/${radu.applicationId}/status`,
      {
        status: 'REJECTED',
      },
    );
    expect(rejected.statusCode, rejected.body).toBe(200);
    const refused = await call(
      client.tokens.accessToken,
      'POST',
      `/api/studio/audition-sessions/${session.id}/invitations`,
      {
        applicationIds: [radu.applicationId],
      },
    );
    expectError(refused, 409, 'APPLICATION_NOT_INVITABLE', AUDITION_MESSAGES.applicationNotInvitable);
    const adminList = await call(
      admin.tokens.accessToken,
      'GET',
      `/api/studio/castings/${casting.id}/audition-sessions`,
    );
    expect(adminList.statusCode).toBe(200);
  });
});

describe('a child at an audition', () => {
  it('is booked only inside its band’s hours (HG 75/2015) and answered for by its guardian', async () => {
    const casting = await createCasting(t.app, client.tokens.accessToken, {
      ageRanges: [{ min: 3, max: 40 }],
    });
    const parent = await guardian(t, 'Maria');
    const child = await addChild(t, parent.headers, { firstName: 'Ana', dateOfBirth: dateYearsAgo(4) });
    const applicationId = await applyTo(t, parent.headers, casting.id, child.talentProfileId);
    const session = await makeSession(casting.id, { start: '08:30', end: '09:30' });
    const url = `/api/studio/audition-sessions/${session.id}/invitations`;
    const early = await call(client.tokens.accessToken, 'POST', url, {
      applicationIds: [applicationId],
      slotStart: at('08:30'),
    });
    expect(early.statusCode, early.body).toBe(422);
    expect(early.json().message).toMatch(/^Ana: .*09:00.*17:00/);
    // Without a slot given, the first one its hours allow.
    const result = await inviteTo(session.id, [applicationId]);
    expect(result.invited[0]?.slotStart).toBe(at('09:00'));
    const [audition] = await ownAuditions(parent.token);
    // The child's id: the self-tape studio adds a rehearsal take to the child's profile.
    expect(audition).toMatchObject({ childName: 'Ana', childId: child.id, freeSlots: [{ time: '09:15' }] });
    const tooEarly = await answer(parent.token, audition!.id, 'confirm', { slotStart: at('08:45') });
    expect(tooEarly.statusCode).toBe(422);
    expect((await answer(parent.token, audition!.id, 'confirm')).statusCode).toBe(200);
  });
});

describe('calendar files', () => {
  it('follow every change: REQUEST with the Bucharest zone, SEQUENCE raised, CANCEL at the end', async () => {
    const { casting, talents } = await castingWithApplicants(1);
    const [ioana] = talents as [(typeof talents)[0]];
    const session = await makeSession(casting.id);
    await inviteTo(session.id, [ioana.applicationId]);
    const [audition] = await ownAuditions(ioana.token);
    await answer(ioana.token, audition!.id, 'confirm');
    const file = async () => {
      const response = await call(ioana.token, 'GET', `/api/auditions/${audition!.id}/calendar.ics`);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/calendar/);
      return parsedCalendar(response.body);
    };
    const first = await file();
    expect(first.method).toBe('REQUEST');
    expect(first.event.startDate.zone.tzid).toBe('Europe/Bucharest');
    expect(first.event.startDate.toJSDate().toISOString()).toBe(at('10:00'));
    expect(first.event.location).toContain('Ion Câmpineanu');
    expect(first.event.uid).toBe(`audition-${audition!.id}@portal.example.test`);

    // The session moves an hour later: the booking moves with it, the talent is told, the file is newer.
    const patched = await call(
      client.tokens.accessToken,
      'PATCH',
      `/api/studio/audition-sessions/${session.id}`,
      sessionPayload({ start: '11:00', end: '11:30' }),
    );
    expect(patched.statusCode, patched.body).toBe(200);
    const moved = await file();
    expect(moved.event.startDate.toJSDate().toISOString()).toBe(at('11:00'));
    expect(moved.event.sequence).toBeGreaterThan(first.event.sequence);
    expect((await noticesOf(ioana.token)).map((notice) => notice.type)).toContain('AUDITION_CHANGED');

    const cancelled = await call(
      client.tokens.accessToken,
      'DELETE',
      `/api/studio/audition-sessions/${session.id}`,
    );
    expect(cancelled.statusCode).toBe(204);
    const last = await file();
    expect(last.method).toBe('CANCEL');
    expect(last.event.sequence).toBeGreaterThan(moved.event.sequence);
    const [after] = await ownAuditions(ioana.token);
    expect(after?.status).toBe('CANCELLED');
    expect((await noticesOf(ioana.token)).map((notice) => notice.type)).toContain('AUDITION_CANCELLED');
  });
});

describe('reminders', () => {
  it('are queued 24 h and 2 h before a confirmed slot and go only while it still stands', async () => {
    const { casting, talents } = await castingWithApplicants(1);
    const [ioana] = talents as [(typeof talents)[0]];
    const session = await makeSession(casting.id);
    await inviteTo(session.id, [ioana.applicationId]);
    const [audition] = await ownAuditions(ioana.token);
    await answer(ioana.token, audition!.id, 'confirm');
    await t.app.jobs.settled();
    const slot = at('10:00');
    const key = (lead: string) => `${audition!.id}:${slot}:${lead}`;
    expect((await queuedRunAt(t.app, AUDITION_JOBS.reminder.name, key('24h')))?.toISOString()).toBe(
      new Date(new Date(slot).getTime() - 24 * 3600_000).toISOString(),
    );
    expect((await queuedRunAt(t.app, AUDITION_JOBS.reminder.name, key('2h')))?.toISOString()).toBe(
      new Date(new Date(slot).getTime() - 2 * 3600_000).toISOString(),
    );
    // Run one now (the same job under another key): the talent is reminded.
    await t.app.jobs.enqueue(
      AUDITION_JOBS.reminder,
      { auditionId: audition!.id, slotStart: slot, lead: '24h' },
      { key: 'now-1' },
    );
    expect(
      (await noticesOf(ioana.token)).filter((notice) => notice.type === 'AUDITION_REMINDER'),
    ).toHaveLength(1);
    // After a decline, the 2 h one says nothing.
    await answer(ioana.token, audition!.id, 'decline');
    await t.app.jobs.enqueue(
      AUDITION_JOBS.reminder,
      { auditionId: audition!.id, slotStart: slot, lead: '2h' },
      { key: 'now-2' },
    );
    expect(
      (await noticesOf(ioana.token)).filter((notice) => notice.type === 'AUDITION_REMINDER'),
    ).toHaveLength(1);
  });
});

describe('the day', () => {
  it('lists the slots in order with contacts (a child’s guardian) and checks talents in', async () => {
    const casting = await createCasting(t.app, client.tokens.accessToken, {
      ageRanges: [{ min: 6, max: 40 }],
    });
    const ioana = await newApplicant(t, casting.id, { firstName: 'Ioana', lastName: 'Pop' });
    const parent = await guardian(t, 'Maria');
    const child = await addChild(t, parent.headers, { firstName: 'Luca', dateOfBirth: dateYearsAgo(9) });
    const childApplication = await applyTo(t, parent.headers, casting.id, child.talentProfileId);
    const session = await makeSession(casting.id);
    await inviteTo(session.id, [ioana.applicationId, childApplication]);
    const [audition] = await ownAuditions(ioana.token);
    await answer(ioana.token, audition!.id, 'confirm');

    const response = await call(
      client.tokens.accessToken,
      'GET',
      `/api/studio/audition-sessions/${session.id}/day`,
    );
    expect(response.statusCode, response.body).toBe(200);
    const day = (response.json() as { data: AuditionDay }).data;
    expect(day.slots.map((slot) => [slot.time, slot.entries.map((entry) => entry.firstName)])).toEqual([
      ['10:00', ['Ioana']],
      ['10:15', ['Luca']],
    ]);
    const luca = day.slots[1]!.entries[0]!;
    expect(luca).toMatchObject({
      lastName: null,
      isMinor: true,
      age: 9,
      contact: { isGuardian: true, email: parent.email },
    });
    expect(luca.contact.name).toMatch(/^Maria /);
    expect(day.slots[0]!.entries[0]).toMatchObject({ lastName: 'Pop', contact: { email: ioana.email } });

    const checkIn = (id: string, status: string, token = client.tokens.accessToken) =>
      call(token, 'POST', `/api/studio/auditions/${id}/check-in`, { status });
    const arrived = await checkIn(audition!.id, 'ATTENDED');
    expect(arrived.statusCode, arrived.body).toBe(200);
    expect(arrived.json().data).toMatchObject({ status: 'ATTENDED' });
    expect((await checkIn(audition!.id, 'ATTENDED', otherClient.tokens.accessToken)).statusCode).toBe(404);
    expect((await checkIn(audition!.id, 'LATE')).statusCode).toBe(400);
    // Luca's guardian never answered, but he came; had he declined, there is no one to check in.
    const lucaCame = await checkIn(luca.id, 'ATTENDED');
    expect(lucaCame.statusCode, lucaCame.body).toBe(200);
    const [lucaAudition] = await ownAuditions(parent.token);
    expect(lucaAudition?.status).toBe('ATTENDED');
    const other = await newApplicant(t, casting.id, { firstName: 'Dan' });
    await inviteTo(session.id, [other.applicationId]);
    const [dan] = await ownAuditions(other.token);
    expect(dan?.slotStart).toBeNull();
    expectError(
      await checkIn(dan!.id, 'ATTENDED'),
      409,
      'AUDITION_NOT_BOOKED',
      AUDITION_MESSAGES.checkInNotBooked,
    );
    expect(
      (await call(otherClient.tokens.accessToken, 'GET', `/api/studio/audition-sessions/${session.id}/day`))
        .statusCode,
    ).toBe(404);
  });
});
