// The guardian's checklist on an accepted child application (issue 23 point 3, decision 0018 rows
// 18–21): only the child's guardian sees it, once the application is accepted; items are ticked and
// unticked; the SPAS notice comes as a PDF whose text is read back; acceptance queues the dated
// reminders, which reach the guardian unless the item is already ticked.

import {
  addWorkingDays,
  CHECKLIST_MESSAGES,
  type ChildWorkChecklist,
} from '@talent/contract/child-work-checklist';
import { addDays, romanianToday } from '@talent/contract/dates';
import type { NotificationList } from '@talent/contract/notifications';
import { sql } from 'kysely';
import { extractText, getDocumentProxy } from 'unpdf';
import { beforeAll, describe, expect, it } from 'vitest';
import { applyTo, castingTeam, moveApplication, newApplicant } from '../../test/application-helpers';
import { addChild, guardian } from '../../test/children-helpers';
import { pgBossSchema, queuedRunAt as queuedRunAtIn } from '../../test/job-helpers';
import { outboxMessagesTo } from '../../test/mail-helpers';
import {
  bearer,
  buildTestApp,
  createCasting,
  dateYearsAgo,
  expectError,
  register,
} from '../../test/test-app';
import { CHILD_WORK_JOBS } from '../jobs/job-registry';
import { nextSlot } from '../jobs/scheduled-jobs';
import { reminderTimes, romanianTime, SWEEP_SCHEDULE, subtractWorkingDays } from './child-work-reminders';

const t = buildTestApp();
const { client, otherClient } = castingTeam(t);

const COMPANY = 'Producții Ștefănescu & Fiii SRL';
const TITLE = 'Reclamă „Vară în Țară” — copii între 6 și 10 ani';
const START = '2030-05-20'; // a Monday
const SCHEDULE = { dailyStart: '10:00', dailyEnd: '12:00', days: 3 };

type Parent = Awaited<ReturnType<typeof guardian>>;
const parent = (firstName: string, lastName: string): Promise<Parent> =>
  guardian(t, firstName, { lastName, birthDate: dateYearsAgo(36) });
const apply = (headers: Record<string, string>, castingId: string, talentProfileId: string) =>
  applyTo(t, headers, castingId, talentProfileId);

async function accept(applicationId: string) {
  const response = await moveApplication(t, client.tokens.accessToken, applicationId, { status: 'ACCEPTED' });
  expect(response.statusCode, response.body).toBe(200);
}

/** A casting for children of 6 to 10, cast and shot on `date` (or not yet dated). */
const castingForChildrenOn = (title: string, projectType: string, date: string | null) =>
  createCasting(t.app, client.tokens.accessToken, {
    title,
    projectType,
    castingDate: date,
    shootingDate: date,
    ageRanges: [{ min: 6, max: 10 }],
  });
const checklistUrl = (applicationId: string) => `/api/applications/${applicationId}/checklist`;
const getChecklist = (applicationId: string, headers: Record<string, string>) =>
  t.app.inject({ url: checklistUrl(applicationId), headers });
const patchChecklist = (applicationId: string, headers: Record<string, string>, payload: object) =>
  t.app.inject({ method: 'PATCH', url: checklistUrl(applicationId), headers, payload });
const pdf = (applicationId: string, headers: Record<string, string>) =>
  t.app.inject({ url: `${checklistUrl(applicationId)}/spas-notice.pdf`, headers });

/** No child's work: neither the checklist nor the SPAS notice exists for this caller (404). */
async function expectNoChecklist(applicationId: string, headers: Record<string, string>) {
  expectError(
    await getChecklist(applicationId, headers),
    404,
    'CHECKLIST_NOT_FOUND',
    CHECKLIST_MESSAGES.notFound,
  );
  expect((await pdf(applicationId, headers)).statusCode).toBe(404);
}

async function noticesOf(token: string): Promise<NotificationList> {
  await t.app.jobs.settled();
  const response = await t.app.inject({ url: '/api/notifications', headers: bearer(token) });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as NotificationList;
}

const queuedRunAt = (name: string, key: string) => queuedRunAtIn(t.app, name, key);

/** The names of the reminder jobs queued for an application, in either store. */
async function remindersQueuedFor(applicationId: string): Promise<string[]> {
  const names = [CHILD_WORK_JOBS.startReminder.name, CHILD_WORK_JOBS.contractReminder.name];
  if (t.app.jobs.kind === 'sqlite') {
    const rows = await t.app.db
      .selectFrom('jobs')
      .select('name')
      .where('name', 'in', names)
      .where('data', 'like', `%${applicationId}%`)
      .execute();
    return rows.map((row) => row.name);
  }
  const schema = await pgBossSchema(t.app);
  const { rows } = await sql<{ name: string }>`select name from ${sql.ref(schema)}.job
    where name in (${sql.join(names)}) and data->>'applicationId' = ${applicationId}`.execute(t.app.db);
  return rows.map((row) => row.name);
}

/** When each queued run of the reminders' sweep is due (either store). */
async function sweepRunTimes(): Promise<Date[]> {
  if (t.app.jobs.kind === 'sqlite') {
    const rows = await t.app.db
      .selectFrom('jobs')
      .select('run_at')
      .where('name', '=', CHILD_WORK_JOBS.sweep.name)
      .execute();
    return rows.map((row) => new Date(row.run_at));
  }
  const schema = await pgBossSchema(t.app);
  const { rows } = await sql<{ start_after: Date }>`select start_after from ${sql.ref(schema)}.job
    where name = ${CHILD_WORK_JOBS.sweep.name}`.execute(t.app.db);
  return rows.map((row) => new Date(row.start_after));
}

const mother = { parent: {} as Parent, childId: '', applicationId: '' };
let castingId = '';

beforeAll(async () => {
  await t.app.db
    .updateTable('client_accounts')
    .set({ company_name: COMPANY })
    .where('user_id', '=', client.user.id)
    .execute();
  castingId = (
    await createCasting(t.app, client.tokens.accessToken, {
      title: TITLE,
      projectType: 'COMMERCIAL',
      location: 'Brasov',
      castingDate: '2030-05-10',
      shootingDate: START,
      ageRanges: [{ min: 6, max: 10 }],
      minorSchedule: SCHEDULE,
    })
  ).id;
  mother.parent = await parent('Mirela', 'Țăranu');
  const child = await addChild(t, mother.parent.headers, {
    firstName: 'Ștefan',
    lastName: 'Țăranu',
    dateOfBirth: '2021-03-14',
  });
  mother.childId = child.id;
  mother.applicationId = await apply(mother.parent.headers, castingId, child.talentProfileId);
}, 60_000);

describe('before the application is accepted', () => {
  it('answers 409 with the rule in words, for the checklist, a change and the PDF', async () => {
    for (const response of [
      await getChecklist(mother.applicationId, mother.parent.headers),
      await patchChecklist(mother.applicationId, mother.parent.headers, { items: { documents: true } }),
      await pdf(mother.applicationId, mother.parent.headers),
    ]) {
      expectError(response, 409, 'CHECKLIST_NOT_ACCEPTED', CHECKLIST_MESSAGES.notAccepted);
    }
  });
});

/** Each describe below may run alone (`-t`): the first to start accepts the application. */
let accepted: Promise<void> | undefined;
const acceptMother = () => {
  accepted ??= accept(mother.applicationId);
  return accepted;
};

describe('the checklist of an accepted child application', () => {
  beforeAll(acceptMother);

  it('shows the work: child, organiser, dates counted from the start, every item open', async () => {
    const response = await getChecklist(mother.applicationId, mother.parent.headers);
    expect(response.statusCode, response.body).toBe(200);
    expect((response.json() as { data: ChildWorkChecklist }).data).toEqual({
      applicationId: mother.applicationId,
      castingId,
      castingTitle: TITLE,
      castingStatus: 'PUBLISHED',
      childName: 'Ștefan Țăranu',
      ownAccount: false,
      organiser: COMPANY,
      location: 'Brasov',
      startDate: START,
      endDate: '2030-05-22',
      // Ten working days after Monday 20 May 2030: the weekends skipped.
      contractCopyDeadline: '2030-06-03',
      schedule: SCHEDULE,
      companionName: null,
      items: { spasNotice: null, documents: null, companion: null, contractCopy: null },
    });
  });

  it('ticks and unticks items; a second tick keeps the first time', async () => {
    const first = await patchChecklist(mother.applicationId, mother.parent.headers, {
      items: { spasNotice: true, documents: true },
    });
    expect(first.statusCode, first.body).toBe(200);
    const ticked = (first.json() as { data: ChildWorkChecklist }).data.items;
    expect(ticked.spasNotice).toEqual(expect.any(String));
    expect(Date.parse(ticked.spasNotice!)).toBeLessThanOrEqual(Date.now());
    expect(ticked.documents).toEqual(expect.any(String));

    const again = await patchChecklist(mother.applicationId, mother.parent.headers, {
      items: { spasNotice: true, documents: false },
    });
    expect(again.statusCode, again.body).toBe(200);
    const items = (again.json() as { data: ChildWorkChecklist }).data.items;
    expect(items).toEqual({
      spasNotice: ticked.spasNotice,
      documents: null,
      companion: null,
      contractCopy: null,
    });
    // Stored, not only answered.
    const read = await getChecklist(mother.applicationId, mother.parent.headers);
    expect((read.json() as { data: ChildWorkChecklist }).data.items).toEqual(items);
  });

  it('needs the companion named before the companion item is ticked', async () => {
    const unnamed = await patchChecklist(mother.applicationId, mother.parent.headers, {
      items: { companion: true },
    });
    expectError(unnamed, 400, 'VALIDATION_ERROR', CHECKLIST_MESSAGES.companionRequired, {
      companionName: CHECKLIST_MESSAGES.companionRequired,
    });
    const blank = await patchChecklist(mother.applicationId, mother.parent.headers, {
      companionName: '   ',
      items: { companion: true },
    });
    expect(blank.statusCode, blank.body).toBe(400);

    const named = await patchChecklist(mother.applicationId, mother.parent.headers, {
      companionName: '  Ioana Mureșan ',
      items: { companion: true },
    });
    expect(named.statusCode, named.body).toBe(200);
    const data = (named.json() as { data: ChildWorkChecklist }).data;
    expect(data.companionName).toBe('Ioana Mureșan');
    expect(data.items.companion).toEqual(expect.any(String));

    // The name cannot go while the item stays ticked; both together can.
    const cleared = await patchChecklist(mother.applicationId, mother.parent.headers, {
      companionName: null,
    });
    expect(cleared.statusCode, cleared.body).toBe(400);
    const tooLong = await patchChecklist(mother.applicationId, mother.parent.headers, {
      companionName: 'x'.repeat(121),
    });
    expect(tooLong.statusCode, tooLong.body).toBe(400);
    expect(tooLong.json().fields).toEqual({ companionName: CHECKLIST_MESSAGES.companionTooLong });
    const unknown = await patchChecklist(mother.applicationId, mother.parent.headers, {
      items: { medicalVisit: true },
    });
    expect(unknown.statusCode, unknown.body).toBe(400);
  });

  it('is nobody else’s: another guardian, a talent and a missing id get 404; a client 403', async () => {
    const other = await parent('Bianca', 'Străinu');
    const talent = await register(t.app, { firstName: 'Tudor' });
    const probes = [
      ['guardian', other.headers, 404],
      ['talent', bearer(talent.tokens.accessToken), 404],
      ['client', bearer(otherClient.tokens.accessToken), 403],
      ['casting owner', bearer(client.tokens.accessToken), 403],
    ] as const;
    for (const [who, headers, status] of probes) {
      for (const response of [
        await getChecklist(mother.applicationId, headers),
        await patchChecklist(mother.applicationId, headers, { items: { contractCopy: true } }),
        await pdf(mother.applicationId, headers),
      ]) {
        expect(response.statusCode, `${who}: ${response.body}`).toBe(status);
        if (status === 404) expectError(response, 404, 'CHECKLIST_NOT_FOUND', CHECKLIST_MESSAGES.notFound);
      }
    }
    expectError(
      await getChecklist('no-such-application', mother.parent.headers),
      404,
      'CHECKLIST_NOT_FOUND',
      CHECKLIST_MESSAGES.notFound,
    );
    // Nothing the refused callers sent was stored.
    const read = await getChecklist(mother.applicationId, mother.parent.headers);
    expect((read.json() as { data: ChildWorkChecklist }).data.items.contractCopy).toBeNull();
  });

  it('does not exist for an adult’s own application, even accepted', async () => {
    const { headers, applicationId } = await newApplicant(t, castingId, { firstName: 'Adrian' });
    await accept(applicationId);
    await expectNoChecklist(applicationId, headers);
  });
});

describe('the SPAS notice', () => {
  beforeAll(acceptMother);

  it('is a PDF to download whose text names the child, guardian, organiser, casting, schedule and dates', async () => {
    const named = await patchChecklist(mother.applicationId, mother.parent.headers, {
      companionName: 'Ioana Mureșan',
    });
    expect(named.statusCode, named.body).toBe(200);
    const response = await pdf(mother.applicationId, mother.parent.headers);
    expect(response.statusCode, response.body.slice(0, 200)).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="informare-spas-stefan-taranu.pdf"',
    );
    expect(response.headers['cache-control']).toBe('no-store');
    const bytes = response.rawPayload;
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');

    const document = await getDocumentProxy(new Uint8Array(bytes));
    const { text } = await extractText(document, { mergePages: true });
    const flat = text.replace(/\s+/g, ' ');
    for (const expected of [
      'Notă de informare privind prestarea de către copil a unei activități remunerate (HG nr. 75/2015)',
      'Serviciul public de asistență socială din localitatea',
      // The child: name and date of birth.
      'Ștefan Țăranu',
      '14.03.2021',
      // The guardian: name, e-mail, phone.
      'Mirela Țăranu',
      mother.parent.email,
      '+40721234567',
      COMPANY,
      TITLE,
      'Reclamă',
      'Brasov',
      // The schedule: daily hours, days, first and last working day.
      '10:00–12:00',
      'Număr de zile de lucru: 3',
      'Prima zi de lucru: 20.05.2030',
      'Ultima zi de lucru: 22.05.2030 (estimativ, dacă zilele sunt consecutive)',
      // Decision 0018 row 5: rehearsals and preparation are work, so the start may come earlier.
      'Repetițiile de orice fel și orice etapă pregătitoare fac parte din activitate (HG nr. 75/2015, art. 2 alin. (4))',
      // The companion named above, and the contract-copy deadline.
      'Ioana Mureșan',
      'în cel mult 10 zile lucrătoare de la începerea activității, adică până la data de 03.06.2030',
      // Decision 0018 row 20.
      'certificatul medical eliberat de medicul pediatru',
      'avizul psihologic',
      'adeverința eliberată de unitatea de învățământ',
      'actul de identitate al însoțitorului',
      'Semnătura',
    ]) {
      expect(flat).toContain(expected);
    }
    // Every Romanian letter comes out as itself, not as a look-alike or a box.
    for (const letter of ['ă', 'â', 'î', 'ș', 'ț', 'Ș', 'Ț']) expect(flat).toContain(letter);
    expect(flat).not.toMatch(/[şţŞŢ\uFFFD]/);
    // One page to print.
    expect(document.numPages).toBe(1);
    const page = await document.getPage(1);
    const [, , width, height] = page.view;
    // A4 in points.
    expect(Math.round(width!)).toBe(595);
    expect(Math.round(height!)).toBe(842);
  });

  it('leaves lines to fill in when the casting has no date and no companion is named', async () => {
    const undated = await castingForChildrenOn('Ședință foto fără dată', 'PHOTO_SHOOT', null);
    const applicationId = await apply(
      mother.parent.headers,
      undated.id,
      (await t.app.inject({ url: `/api/children/${mother.childId}`, headers: mother.parent.headers })).json()
        .data.talentProfileId,
    );
    await accept(applicationId);
    const checklist = (await getChecklist(applicationId, mother.parent.headers)).json()
      .data as ChildWorkChecklist;
    expect(checklist).toMatchObject({ startDate: null, endDate: null, contractCopyDeadline: null });
    const response = await pdf(applicationId, mother.parent.headers);
    expect(response.statusCode).toBe(200);
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(response.rawPayload)), {
      mergePages: true,
    });
    const flat = text.replace(/\s+/g, ' ');
    expect(flat).toContain('Prima zi de lucru: ____');
    expect(flat).toContain('până la data de ____');
    expect(flat).toMatch(/6\. Însoțitorul copilului Nume și prenume: _{10,}/);
    // No dated reminder for a casting without a date.
    await t.app.jobs.settled();
    expect(await remindersQueuedFor(applicationId)).toEqual([]);
  });
});

describe('the reminders', () => {
  beforeAll(acceptMother);

  it('are queued on acceptance: 5 working days before the start and 2 working days before the contract-copy deadline, 09:00 in Romania', async () => {
    await t.app.jobs.settled();
    const start = await queuedRunAt(CHILD_WORK_JOBS.startReminder.name, `${mother.applicationId}:${START}`);
    // Monday 13 May 2030 (five working days before Monday 20 May), 09:00 summer time in Romania (UTC+3).
    expect(start?.toISOString()).toBe('2030-05-13T06:00:00.000Z');
    const contract = await queuedRunAt(
      CHILD_WORK_JOBS.contractReminder.name,
      `${mother.applicationId}:2030-06-03`,
    );
    // Thursday 30 May: two working days before Monday 3 June.
    expect(contract?.toISOString()).toBe('2030-05-30T06:00:00.000Z');
    expect(subtractWorkingDays('2030-06-03', 2)).toBe('2030-05-30');
    // Winter time is UTC+2.
    expect(romanianTime('2030-01-15', 9).toISOString()).toBe('2030-01-15T07:00:00.000Z');
  });

  it('reach the guardian when due, in the app and by e-mail, linking to the application', async () => {
    // Work that starts tomorrow: the start reminder's day has passed, so it goes at once.
    const tomorrow = addDays(romanianToday(), 1)!;
    const soon = await castingForChildrenOn('Videoclip cu copii mâine', 'MUSIC_VIDEO', tomorrow);
    const father = await parent('Sorin', 'Dumitrescu');
    const child = await addChild(t, father.headers, { firstName: 'Ilinca', dateOfBirth: dateYearsAgo(8) });
    const applicationId = await apply(father.headers, soon.id, child.talentProfileId);
    await accept(applicationId);

    const list = await noticesOf(father.token);
    const reminder = list.data.find((notice) => notice.type === 'CHILD_WORK_START_REMINDER');
    expect(reminder).toMatchObject({
      link: `/my-applications/${applicationId}`,
      title: 'Informează SPAS înainte de „Videoclip cu copii mâine” (pentru Ilinca)',
    });
    expect(reminder?.body).toContain('numește însoțitorul');
    const mails = await outboxMessagesTo(t, father.email);
    expect(mails.some((mail) => mail.subject?.includes('Informează SPAS'))).toBe(true);
    // The contract reminder waits for its day.
    const deadline = addWorkingDays(tomorrow, 10)!;
    const contractAt = await queuedRunAt(
      CHILD_WORK_JOBS.contractReminder.name,
      `${applicationId}:${deadline}`,
    );
    expect(contractAt?.getTime()).toBeGreaterThan(Date.now());
    expect(list.data.some((notice) => notice.type === 'CHILD_WORK_CONTRACT_REMINDER')).toBe(false);

    // Run now (as when its time comes): it reaches the guardian once, however often it runs.
    for (const key of ['run-1', 'run-2']) {
      await t.app.jobs.enqueue(CHILD_WORK_JOBS.contractReminder, { applicationId, date: deadline }, { key });
    }
    const after = await noticesOf(father.token);
    const contract = after.data.filter((notice) => notice.type === 'CHILD_WORK_CONTRACT_REMINDER');
    expect(contract).toHaveLength(1);
    expect(contract[0]?.title).toBe(
      'Trimite la SPAS copia contractului pentru „Videoclip cu copii mâine” (pentru Ilinca)',
    );
  });

  it('skip what is already ticked', async () => {
    const ticked = await patchChecklist(mother.applicationId, mother.parent.headers, {
      companionName: 'Ioana Mureșan',
      items: { spasNotice: true, companion: true, contractCopy: false },
    });
    expect(ticked.statusCode, ticked.body).toBe(200);
    const before = await noticesOf(mother.parent.token);
    const count = (type: string, list: NotificationList) => list.data.filter((n) => n.type === type).length;
    await t.app.jobs.enqueue(
      CHILD_WORK_JOBS.startReminder,
      { applicationId: mother.applicationId, date: START },
      { key: 'ticked-start' },
    );
    const afterStart = await noticesOf(mother.parent.token);
    expect(count('CHILD_WORK_START_REMINDER', afterStart)).toBe(count('CHILD_WORK_START_REMINDER', before));

    const tick = await patchChecklist(mother.applicationId, mother.parent.headers, {
      items: { contractCopy: true },
    });
    expect(tick.statusCode, tick.body).toBe(200);
    await t.app.jobs.enqueue(
      CHILD_WORK_JOBS.contractReminder,
      { applicationId: mother.applicationId, date: '2030-06-03' },
      { key: 'ticked-contract' },
    );
    const afterContract = await noticesOf(mother.parent.token);
    expect(count('CHILD_WORK_CONTRACT_REMINDER', afterContract)).toBe(0);

    // Unticked again, the same reminder goes out.
    await patchChecklist(mother.applicationId, mother.parent.headers, { items: { contractCopy: false } });
    await t.app.jobs.enqueue(
      CHILD_WORK_JOBS.contractReminder,
      { applicationId: mother.applicationId, date: '2030-06-03' },
      { key: 'unticked-contract' },
    );
    expect(count('CHILD_WORK_CONTRACT_REMINDER', await noticesOf(mother.parent.token))).toBe(1);
  });
});

const countOf = (type: string, list: NotificationList) => list.data.filter((n) => n.type === type).length;

/** A guardian with a child of 8 who applied to this casting, accepted through the API. */
async function acceptedChild(casting: string, lastName: string) {
  const guardian = await parent('Radu', lastName);
  const child = await addChild(t, guardian.headers, { firstName: 'Luca', dateOfBirth: dateYearsAgo(8) });
  const applicationId = await apply(guardian.headers, casting, child.talentProfileId);
  await accept(applicationId);
  return { guardian, applicationId };
}

const childCasting = async (title: string, shootingDate: string | null) =>
  (
    await createCasting(t.app, client.tokens.accessToken, {
      title,
      projectType: 'COMMERCIAL',
      castingDate: null,
      shootingDate,
      ageRanges: [{ min: 6, max: 10 }],
      minorSchedule: SCHEDULE,
    })
  ).id;

/** Runs the reminders' sweep now (as at its daily time, or shortly after a start) and waits for it. */
let sweeps = 0;
async function runSweep() {
  sweeps += 1;
  await t.app.jobs.enqueue(
    CHILD_WORK_JOBS.sweep,
    { slot: new Date().toISOString() },
    { key: `test-sweep-${sweeps}` },
  );
  await t.app.jobs.settled();
}

describe('guardian mode', () => {
  it('is needed for a guardian’s child on the checklist, a change and the PDF alike (403), as on other child routes', async () => {
    const { guardian, applicationId } = await acceptedChild(castingId, 'Modescu');
    const off = await t.app.inject({
      method: 'POST',
      url: '/api/users/guardian-mode/disable',
      headers: guardian.headers,
    });
    expect(off.statusCode, off.body).toBe(200);
    for (const response of [
      await getChecklist(applicationId, guardian.headers),
      await patchChecklist(applicationId, guardian.headers, { items: { documents: true } }),
      await pdf(applicationId, guardian.headers),
    ]) {
      expect(response.statusCode, response.body).toBe(403);
      expect(response.json().code).toBe('GUARDIAN_MODE_REQUIRED');
    }
    await t.app.inject({ method: 'POST', url: '/api/users/guardian-mode/enable', headers: guardian.headers });
    const read = await getChecklist(applicationId, guardian.headers);
    expect(read.statusCode, read.body).toBe(200);
    // The refused change was not stored.
    expect((read.json() as { data: ChildWorkChecklist }).data.items.documents).toBeNull();
  });
});

describe('changes sent at once', () => {
  it('keep each other: only the columns sent are written', async () => {
    const { guardian, applicationId } = await acceptedChild(castingId, 'Grăbitu');
    const both = await Promise.all([
      patchChecklist(applicationId, guardian.headers, { items: { spasNotice: true } }),
      patchChecklist(applicationId, guardian.headers, { items: { documents: true } }),
      patchChecklist(applicationId, guardian.headers, { companionName: 'Ioana Mureșan' }),
    ]);
    for (const response of both) expect(response.statusCode, response.body).toBe(200);
    const first = (await getChecklist(applicationId, guardian.headers)).json().data as ChildWorkChecklist;
    expect(first.companionName).toBe('Ioana Mureșan');
    expect(first.items.spasNotice).toEqual(expect.any(String));
    expect(first.items.documents).toEqual(expect.any(String));

    const again = await Promise.all([
      patchChecklist(applicationId, guardian.headers, { items: { companion: true } }),
      patchChecklist(applicationId, guardian.headers, { items: { spasNotice: false } }),
      patchChecklist(applicationId, guardian.headers, { items: { documents: true, contractCopy: true } }),
    ]);
    for (const response of again) expect(response.statusCode, response.body).toBe(200);
    const read = (await getChecklist(applicationId, guardian.headers)).json().data as ChildWorkChecklist;
    expect(read.companionName).toBe('Ioana Mureșan');
    expect(read.items).toEqual({
      spasNotice: null,
      // A second tick keeps the first time.
      documents: first.items.documents,
      companion: expect.any(String),
      contractCopy: expect.any(String),
    });
  });
});

describe('a minor on their own account', () => {
  /** A commercial shot on `shootingDate`, for ages 13 to `maxAge`; its id. */
  const teensCommercial = async (title: string, maxAge: number, shootingDate: string) =>
    (
      await createCasting(t.app, client.tokens.accessToken, {
        title,
        projectType: 'COMMERCIAL',
        castingDate: null,
        shootingDate,
        ageRanges: [{ min: 13, max: maxAge }],
        minorSchedule: SCHEDULE,
      })
    ).id;

  it('gets the checklist on their own accepted application, without guardian mode, and a notice with their details and the parents’ lines blank', async () => {
    const shootingDate = addDays(romanianToday(), 30)!;
    const teens = await teensCommercial('Spot cu adolescenți', 17, shootingDate);
    const born = dateYearsAgo(15);
    const minor = { firstName: 'Ioana', lastName: 'Văduva', birthDate: born };
    const { headers, applicationId, email } = await newApplicant(t, teens, minor);
    expectError(
      await getChecklist(applicationId, headers),
      409,
      'CHECKLIST_NOT_ACCEPTED',
      CHECKLIST_MESSAGES.notAccepted,
    );
    await accept(applicationId);

    const read = await getChecklist(applicationId, headers);
    expect(read.statusCode, read.body).toBe(200);
    expect((read.json() as { data: ChildWorkChecklist }).data).toMatchObject({
      applicationId,
      childName: 'Ioana Văduva',
      ownAccount: true,
      castingStatus: 'PUBLISHED',
      startDate: shootingDate,
    });
    const ticked = await patchChecklist(applicationId, headers, { items: { documents: true } });
    expect(ticked.statusCode, ticked.body).toBe(200);

    const response = await pdf(applicationId, headers);
    expect(response.statusCode, response.body.slice(0, 200)).toBe(200);
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="informare-spas-ioana-vaduva.pdf"',
    );
    const document = await getDocumentProxy(new Uint8Array(response.rawPayload));
    const flat = (await extractText(document, { mergePages: true })).text.replace(/\s+/g, ' ');
    const [year, month, day] = born.split('-');
    expect(flat).toContain('Ioana Văduva');
    expect(flat).toContain(`Data nașterii: ${day}.${month}.${year}`);
    expect(flat).toContain(`Contact: ${email}`);
    expect(flat).toMatch(/Subsemnatul\/Subsemnata _{10,}, părinte/);
    expect(flat).toMatch(
      /2\. Părintele \/ reprezentantul legal Nume și prenume: _{10,} E-mail: _{10,} Telefon: _{10,}/,
    );
    expect(document.numPages).toBe(1);

    // The reminders speak to the minor.
    await t.app.jobs.settled();
    expect(
      await queuedRunAt(CHILD_WORK_JOBS.startReminder.name, `${applicationId}:${shootingDate}`),
    ).toBeDefined();
  });

  it('is not there for a minor who is 18 by the first working day, nor for another talent', async () => {
    const casting = await teensCommercial('Spot cu tineri', 25, addDays(romanianToday(), 30)!);
    // 17 today, 18 in 20 days: an adult on the shooting date.
    const almost = { firstName: 'Vlad', birthDate: dateYearsAgo(18, 20) };
    const { headers, applicationId } = await newApplicant(t, casting, almost);
    await accept(applicationId);
    await expectNoChecklist(applicationId, headers);

    const { applicationId: own } = await newApplicant(t, casting, {
      firstName: 'Ana',
      birthDate: dateYearsAgo(14),
    });
    await accept(own);
    expect((await getChecklist(own, headers)).statusCode).toBe(404);
    expect((await getChecklist(own, mother.parent.headers)).statusCode).toBe(404);
  });
});

describe('a cancelled or suspended casting', () => {
  it('voids the checklist: the status is shown, reminders are skipped, a cancelled casting has no notice (409)', async () => {
    const date = '2030-09-16'; // a Monday
    const casting = await childCasting('Reclamă suspendată', date);
    const { guardian, applicationId } = await acceptedChild(casting, 'Anulatu');
    await t.app.jobs.settled();
    expect((await remindersQueuedFor(applicationId)).sort()).toEqual(
      [CHILD_WORK_JOBS.contractReminder.name, CHILD_WORK_JOBS.startReminder.name].sort(),
    );
    const setCasting = (changes: { status?: 'SUSPENDED' | 'CANCELLED'; shooting_date?: string }) =>
      t.app.db.updateTable('castings').set(changes).where('id', '=', casting).execute();

    await setCasting({ status: 'SUSPENDED' });
    const suspended = await getChecklist(applicationId, guardian.headers);
    expect((suspended.json() as { data: ChildWorkChecklist }).data.castingStatus).toBe('SUSPENDED');
    // A suspended casting may resume: the notice can still be printed.
    expect((await pdf(applicationId, guardian.headers)).statusCode).toBe(200);
    await t.app.jobs.enqueue(
      CHILD_WORK_JOBS.startReminder,
      { applicationId, date },
      { key: `${applicationId}:suspended` },
    );
    expect(countOf('CHILD_WORK_START_REMINDER', await noticesOf(guardian.token))).toBe(0);

    await setCasting({ status: 'CANCELLED' });
    const cancelled = await getChecklist(applicationId, guardian.headers);
    expect((cancelled.json() as { data: ChildWorkChecklist }).data.castingStatus).toBe('CANCELLED');
    expectError(
      await pdf(applicationId, guardian.headers),
      409,
      'CHECKLIST_CASTING_CANCELLED',
      CHECKLIST_MESSAGES.castingCancelled,
    );
    await t.app.jobs.enqueue(
      CHILD_WORK_JOBS.contractReminder,
      { applicationId, date: addWorkingDays(date, 10)! },
      { key: `${applicationId}:cancelled` },
    );
    // Moved and swept: still nothing for a cancelled casting.
    await setCasting({ shooting_date: '2030-09-09' });
    await runSweep();
    const notices = await noticesOf(guardian.token);
    expect(
      countOf('CHILD_WORK_START_REMINDER', notices) + countOf('CHILD_WORK_CONTRACT_REMINDER', notices),
    ).toBe(0);
    expect(
      await queuedRunAt(CHILD_WORK_JOBS.startReminder.name, `${applicationId}:2030-09-09`),
    ).toBeUndefined();
  });
});

describe('the daily sweep', () => {
  it('is planned daily, and once shortly after the start', async () => {
    const daily = nextSlot(SWEEP_SCHEDULE).toISOString();
    expect(await queuedRunAt(CHILD_WORK_JOBS.sweep.name, daily)).toEqual(new Date(daily));
    // The run after the start: on a whole minute, a minute or two after the app was built.
    const runs = await sweepRunTimes();
    expect(
      runs.some(
        (time) =>
          time.getTime() > Date.now() - 10 * 60_000 &&
          time.getTime() % 60_000 === 0 &&
          time.toISOString() !== daily,
      ),
    ).toBe(true);
  });

  it('plans what acceptance did not: a lost plan, a date set or moved after acceptance; never an adult’s', async () => {
    // Accepted without its plan job (a crash between the status change and the job, or the demo's rows).
    const lostDate = '2030-10-14'; // a Monday
    const lostCasting = await childCasting('Plan pierdut', lostDate);
    const lostParent = await parent('Emil', 'Pierdutu');
    const child = await addChild(t, lostParent.headers, { firstName: 'Irina', dateOfBirth: dateYearsAgo(8) });
    const lost = await apply(lostParent.headers, lostCasting, child.talentProfileId);
    await t.app.db.updateTable('applications').set({ status: 'ACCEPTED' }).where('id', '=', lost).execute();
    // A date set after acceptance.
    const undatedCasting = await childCasting('Dată stabilită mai târziu', null);
    const { applicationId: later } = await acceptedChild(undatedCasting, 'Târziu');
    // An adult's accepted application is no child's work.
    const { applicationId: adultApplication } = await newApplicant(t, lostCasting, { firstName: 'Andrei' });
    await accept(adultApplication);
    await t.app.jobs.settled();
    expect(await remindersQueuedFor(lost)).toEqual([]);
    expect(await remindersQueuedFor(later)).toEqual([]);
    const laterDate = '2030-11-04'; // a Monday, in winter time
    await t.app.db
      .updateTable('castings')
      .set({ shooting_date: laterDate })
      .where('id', '=', undatedCasting)
      .execute();

    await runSweep();
    const at = async (name: string, key: string) => (await queuedRunAt(name, key))?.toISOString();
    // Monday 7 October (five working days before), and Thursday 24 October (two before the 28th), 09:00 EEST.
    expect(await at(CHILD_WORK_JOBS.startReminder.name, `${lost}:${lostDate}`)).toBe(
      '2030-10-07T06:00:00.000Z',
    );
    expect(await at(CHILD_WORK_JOBS.contractReminder.name, `${lost}:2030-10-28`)).toBe(
      '2030-10-24T06:00:00.000Z',
    );
    // Monday 28 October and Thursday 14 November, 09:00 EET.
    expect(await at(CHILD_WORK_JOBS.startReminder.name, `${later}:${laterDate}`)).toBe(
      '2030-10-28T07:00:00.000Z',
    );
    expect(await at(CHILD_WORK_JOBS.contractReminder.name, `${later}:2030-11-18`)).toBe(
      '2030-11-14T07:00:00.000Z',
    );
    expect(await remindersQueuedFor(adultApplication)).toEqual([]);

    // Moved a week earlier: the new date's reminders come from the next sweep, at their own times.
    await t.app.db
      .updateTable('castings')
      .set({ shooting_date: '2030-10-07' })
      .where('id', '=', lostCasting)
      .execute();
    await runSweep();
    expect(await at(CHILD_WORK_JOBS.startReminder.name, `${lost}:2030-10-07`)).toBe(
      '2030-09-30T06:00:00.000Z',
    );
    expect(await at(CHILD_WORK_JOBS.contractReminder.name, `${lost}:2030-10-21`)).toBe(
      '2030-10-17T06:00:00.000Z',
    );
    // Idempotent: another sweep queues nothing new.
    const queued = (await remindersQueuedFor(lost)).length;
    expect(queued).toBe(4);
    await runSweep();
    expect((await remindersQueuedFor(lost)).length).toBe(queued);
    expect((await remindersQueuedFor(later)).length).toBe(2);
  });
});

describe('the start reminder’s time', () => {
  it('is 5 working days before the start at 09:00, at once when that has passed, and none from the start day', () => {
    const dates = { startDate: '2030-05-20', contractCopyDeadline: '2030-06-03' };
    expect(reminderTimes(dates, new Date('2030-05-01T00:00:00Z')).start?.toISOString()).toBe(
      '2030-05-13T06:00:00.000Z',
    );
    // Accepted on the Thursday before: at once.
    const late = new Date('2030-05-16T10:00:00Z');
    expect(reminderTimes(dates, late).start).toEqual(late);
    // 00:30 on 20 May in Romania: the start day has come; the contract reminder still goes.
    const onStart = reminderTimes(dates, new Date('2030-05-19T21:30:00Z'));
    expect(onStart.start).toBeNull();
    expect(onStart.contract?.toISOString()).toBe('2030-05-30T06:00:00.000Z');
    // Over a weekend: Wednesday 5 June → Wednesday 29 May.
    expect(subtractWorkingDays('2030-06-05', 5)).toBe('2030-05-29');
  });

  it('is not sent for a child accepted on the start day', async () => {
    const today = romanianToday();
    const casting = await childCasting('Filmare azi', today);
    const { guardian, applicationId } = await acceptedChild(casting, 'Aziescu');
    const notices = await noticesOf(guardian.token);
    expect(countOf('CHILD_WORK_START_REMINDER', notices)).toBe(0);
    expect(await remindersQueuedFor(applicationId)).toEqual([CHILD_WORK_JOBS.contractReminder.name]);
  });
});
