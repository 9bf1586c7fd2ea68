// Issue 21 points 4 and 5: per-type e-mail choices, one-click unsubscribe without signing in, and
// saved searches with their alerts.
import { randomUUID } from 'node:crypto';
import type { NotificationList, SavedSearch } from '@talent/contract/notifications';
import {
  CLIENT_NOTIFICATION_TYPES,
  NOTIFICATION_MESSAGES,
  NOTIFICATION_TYPES,
  TALENT_NOTIFICATION_TYPES,
} from '@talent/contract/notifications';
import { describe, expect, it } from 'vitest';
import { moveApplication, newApplicant } from '../../test/application-helpers';
import { expectUnsubscribeRefused, outboxMessagesTo } from '../../test/mail-helpers';
import { bearer, buildTestApp, createCasting, errorBody, register, staffAccount } from '../../test/test-app';
import { NOTICE_JOBS } from '../jobs/job-registry';
import type { NewNotice } from './notifications.service';

const t = buildTestApp({ env: { JOB_POLL_MS: '100', PUBLIC_URL: 'http://portal.example.test' } });
const client = staffAccount(t, 'CLIENT');

async function talentWithApplication(title: string) {
  const casting = await createCasting(t.app, client.tokens.accessToken, { title });
  return newApplicant(t, casting.id, { firstName: 'Irina' });
}

async function move(applicationId: string, status: string) {
  const response = await moveApplication(t, client.tokens.accessToken, applicationId, { status });
  expect(response.statusCode, response.body).toBe(200);
  await t.app.jobs.settled();
}

const preferences = async (token: string) => {
  const response = await t.app.inject({ url: '/api/notification-preferences', headers: bearer(token) });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { data: { email: Record<string, boolean> } }).data.email;
};

describe('e-mail preferences', () => {
  it('list the types of the account’s role, all on at first', async () => {
    const { token } = await talentWithApplication('Preferințe');
    expect(await preferences(token)).toEqual({
      APPLICATION_STATUS: true,
      CASTING_CLOSED: true,
      CASTING_MATCH: true,
      SAVED_SEARCH: true,
      REMINDER: true,
      SELF_TAPE_REQUEST: true,
      CHILD_WORK_START_REMINDER: true,
      CHILD_WORK_CONTRACT_REMINDER: true,
      INVITATION: true,
      AUDITION_INVITE: true,
      AUDITION_CONFIRMED: true,
      AUDITION_CHANGED: true,
      AUDITION_CANCELLED: true,
      AUDITION_REMINDER: true,
      MESSAGE: true,
    });
    expect(await preferences(client.tokens.accessToken)).toEqual({
      NEW_APPLICATIONS: true,
      AUDITION_RESPONSE: true,
      MESSAGE: true,
    });
  });

  it('a type turned off still shows in the app but sends no e-mail; the others keep theirs', async () => {
    const talent = await talentWithApplication('Fără e-mail');
    const put = await t.app.inject({
      method: 'PUT',
      url: '/api/notification-preferences',
      headers: bearer(talent.token),
      payload: { email: { APPLICATION_STATUS: false } },
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json().data.email).toMatchObject({ APPLICATION_STATUS: false, CASTING_CLOSED: true });
    await move(talent.applicationId, 'SHORTLISTED');
    const list = (
      await t.app.inject({ url: '/api/notifications', headers: bearer(talent.token) })
    ).json() as NotificationList;
    expect(list.data.map((notice) => notice.type)).toEqual(['APPLICATION_STATUS']);
    expect(await outboxMessagesTo(t, talent.email)).toEqual([]);
  });

  it('a type the role does not receive, or an unknown one, is a 400 that changes nothing', async () => {
    const { token } = await talentWithApplication('Tip greșit');
    const before = await preferences(token);
    for (const email of [{ NEW_APPLICATIONS: false }, { SOMETHING: true }, { APPLICATION_STATUS: 'no' }]) {
      const response = await t.app.inject({
        method: 'PUT',
        url: '/api/notification-preferences',
        headers: bearer(token),
        payload: { email },
      });
      expect(response.statusCode, response.body).toBe(400);
      expect(errorBody(response).code).toBe('VALIDATION_ERROR');
    }
    expect(await preferences(token)).toEqual(before);
  });
});

describe('one-click unsubscribe (RFC 8058)', () => {
  it('the e-mail’s List-Unsubscribe URL, POSTed by a mail client without signing in, stops that type only', async () => {
    const talent = await talentWithApplication('Dezabonare');
    await move(talent.applicationId, 'SHORTLISTED');
    const [mail] = await outboxMessagesTo(t, talent.email);
    const list = mail?.headers.get('list') as { unsubscribe?: { url?: string } };
    const url = new URL(list.unsubscribe?.url ?? '');
    const response = await t.app.inject({
      method: 'POST',
      url: `${url.pathname}${url.search}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      data: { type: 'APPLICATION_STATUS', message: NOTIFICATION_MESSAGES.unsubscribed },
    });
    expect(await preferences(talent.token)).toMatchObject({
      APPLICATION_STATUS: false,
      CASTING_CLOSED: true,
    });

    // The next move: in the app, not by e-mail. Closing the casting still e-mails (another type).
    await move(talent.applicationId, 'ACCEPTED');
    expect(await outboxMessagesTo(t, talent.email)).toHaveLength(1);

    // The plain-text part links to the page a person opens (it asks before unsubscribing).
    expect(mail?.text).toContain(`http://portal.example.test/unsubscribe?token=`);
  });

  it('a tampered, truncated or missing token is a 400 that changes nothing', async () => {
    const talent = await talentWithApplication('Token stricat');
    await move(talent.applicationId, 'REVIEWED');
    const [mail] = await outboxMessagesTo(t, talent.email);
    const list = mail?.headers.get('list') as { unsubscribe: { url: string } };
    const token = new URL(list.unsubscribe.url).searchParams.get('token')!;
    const [subject, signature] = token.split('.') as [string, string];
    const forged = Buffer.from(
      Buffer.from(subject, 'base64url').toString().replace('APPLICATION_STATUS', 'CASTING_CLOSED'),
    ).toString('base64url');
    await expectUnsubscribeRefused(t, 'POST', [
      `${forged}.${signature}`,
      token.slice(0, -2),
      `${subject}.`,
      'x',
    ]);
    expect(await preferences(talent.token)).toMatchObject({ APPLICATION_STATUS: true, CASTING_CLOSED: true });
  });
});

describe('a new message’s e-mail (DESIGN §14)', () => {
  it('names who wrote and the casting, never the text, with the never-pay line; each way', async () => {
    const talent = await talentWithApplication('Mesaje pe e-mail');
    const opened = await t.app.inject({
      url: `/api/studio/applications/${talent.applicationId}/conversation`,
      headers: bearer(client.tokens.accessToken),
    });
    expect(opened.statusCode, opened.body).toBe(200);
    const thread = (opened.json() as { data: { id: string; counterpartName: string } }).data;
    const secret = 'Textul-secret-al-mesajului-1234';
    const sent = await t.app.inject({
      method: 'POST',
      url: `/api/studio/conversations/${thread.id}/messages`,
      headers: bearer(client.tokens.accessToken),
      payload: { text: `Bună! ${secret}` },
    });
    expect(sent.statusCode, sent.body).toBe(201);
    await t.app.jobs.settled();
    const [toTalent] = await outboxMessagesTo(t, talent.email);
    // A talent registered through the API reads Romanian; the client signs with its name (no company).
    expect(toTalent?.subject).toBe('Mesaj nou de la Casting Director despre „Mesaje pe e-mail”');
    expect(toTalent?.text).toContain('Talent Portal nu cere niciodată bani');
    expect(toTalent?.text).not.toContain(secret);
    expect(toTalent?.html).not.toContain(secret);

    const reply = await t.app.inject({
      method: 'POST',
      url: `/api/conversations/${thread.id}/messages`,
      headers: bearer(talent.token),
      payload: { text: `Mulțumesc! ${secret}` },
    });
    expect(reply.statusCode, reply.body).toBe(201);
    await t.app.jobs.settled();
    const toClient = (await outboxMessagesTo(t, client.email)).filter((mail) =>
      mail.subject?.includes('Mesaje pe e-mail'),
    );
    expect(toClient).toHaveLength(1);
    // The studio's thread names the talent (counterpartName): the e-mail names the same person.
    expect([
      `Mesaj nou de la ${thread.counterpartName} despre „Mesaje pe e-mail”`,
      `New message from ${thread.counterpartName} about “Mesaje pe e-mail”`,
    ]).toContain(toClient[0]?.subject);
    expect(toClient[0]?.text).toMatch(/nu cere niciodată bani|never asks anyone to pay/);
    expect(toClient[0]?.text).not.toContain(secret);
    expect(toClient[0]?.html).not.toContain(secret);
  });
});

describe('saved searches', () => {
  const save = (token: string, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/api/saved-searches', headers: bearer(token), payload });

  it('are saved, listed newest first, switched, opened by their filters and deleted, each talent their own', async () => {
    const { tokens } = await register(t.app);
    const other = await register(t.app);
    const first = await save(tokens.accessToken, { name: 'Cluj', filters: { location: 'Cluj-Napoca' } });
    expect(first.statusCode, first.body).toBe(201);
    const second = await save(tokens.accessToken, {
      name: 'Reclame bine plătite',
      filters: { q: 'reclamă', minRemuneration: 500 },
      alerts: false,
    });
    expect(second.statusCode, second.body).toBe(201);
    const listed = (
      await t.app.inject({ url: '/api/saved-searches', headers: bearer(tokens.accessToken) })
    ).json().data as SavedSearch[];
    expect(listed.map((search) => [search.name, search.filters, search.alerts])).toEqual([
      ['Reclame bine plătite', { q: 'reclamă', minRemuneration: 500 }, false],
      ['Cluj', { location: 'Cluj-Napoca' }, true],
    ]);
    const theirs = await t.app.inject({
      url: '/api/saved-searches',
      headers: bearer(other.tokens.accessToken),
    });
    expect(theirs.json()).toEqual({ data: [] });
    const id = listed[0]!.id;
    const foreign = await t.app.inject({
      method: 'DELETE',
      url: `/api/saved-searches/${id}`,
      headers: bearer(other.tokens.accessToken),
    });
    expect(foreign.statusCode).toBe(404);
    const switched = await t.app.inject({
      method: 'PATCH',
      url: `/api/saved-searches/${id}`,
      headers: bearer(tokens.accessToken),
      payload: { alerts: true },
    });
    expect(switched.json().data.alerts).toBe(true);
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/saved-searches/${id}`,
      headers: bearer(tokens.accessToken),
    });
    expect(deleted.statusCode).toBe(204);
    const after = (
      await t.app.inject({ url: '/api/saved-searches', headers: bearer(tokens.accessToken) })
    ).json();
    expect(after.data.map((search: SavedSearch) => search.name)).toEqual(['Cluj']);
  });

  it('refuse a missing or taken name, unknown filters, and more than 20', async () => {
    const { tokens } = await register(t.app);
    const cases: [Record<string, unknown>, string][] = [
      [{ name: ' ', filters: {} }, NOTIFICATION_MESSAGES.savedSearchNameRequired],
      [{ name: 'x'.repeat(61), filters: {} }, NOTIFICATION_MESSAGES.savedSearchNameTooLong],
    ];
    for (const [payload, message] of cases) {
      const response = await save(tokens.accessToken, payload);
      expect(response.statusCode).toBe(400);
      expect(errorBody(response).fields?.name).toBe(message);
    }
    expect((await save(tokens.accessToken, { name: 'A', filters: { colour: 'red' } })).statusCode).toBe(400);
    expect((await save(tokens.accessToken, { name: 'Unu', filters: {} })).statusCode).toBe(201);
    const taken = await save(tokens.accessToken, { name: 'Unu', filters: {} });
    expect(taken.statusCode).toBe(400);
    expect(errorBody(taken).fields?.name).toBe(NOTIFICATION_MESSAGES.savedSearchDuplicate);
    for (let n = 2; n <= 20; n += 1)
      expect((await save(tokens.accessToken, { name: `S${n}`, filters: {} })).statusCode).toBe(201);
    const tooMany = await save(tokens.accessToken, { name: 'S21', filters: {} });
    expect(tooMany.statusCode).toBe(409);
    expect(errorBody(tooMany).message).toBe(NOTIFICATION_MESSAGES.savedSearchLimit);
  });

  it('alert once about castings published after saving that match, and never about others', async () => {
    const { tokens } = await register(t.app);
    const headers = bearer(tokens.accessToken);
    expect(
      (
        await save(tokens.accessToken, {
          name: 'Constanța plătit',
          filters: { location: 'Constanta', minRemuneration: 200 },
        })
      ).statusCode,
    ).toBe(201);
    expect(
      (await save(tokens.accessToken, { name: 'Oprită', filters: { location: 'Constanta' }, alerts: false }))
        .statusCode,
    ).toBe(201);
    await createCasting(t.app, client.tokens.accessToken, {
      title: 'Plajă Constanța',
      location: 'Constanta',
    });
    await createCasting(t.app, client.tokens.accessToken, {
      title: 'Voluntari Constanța',
      location: 'Constanta',
      remuneration: null,
    });
    await createCasting(t.app, client.tokens.accessToken, { title: 'Cluj plătit', location: 'Cluj-Napoca' });
    const run = async (key: string) => {
      await t.app.jobs.enqueue(
        NOTICE_JOBS.savedSearchAlerts,
        { slot: new Date(Date.now() + 500).toISOString() },
        { key },
      );
      await new Promise((resolve) => setTimeout(resolve, 600));
      await t.app.jobs.settled();
    };
    await run('first');
    await run('second');
    const list = (await t.app.inject({ url: '/api/notifications', headers })).json() as NotificationList;
    expect(list.data).toEqual([
      expect.objectContaining({
        type: 'SAVED_SEARCH',
        title: 'Rezultate noi pentru căutarea „Constanța plătit”',
        body: 'Un casting nou: „Plajă Constanța”.',
        link: '/castings?location=Constanta&minRemuneration=200',
      }),
    ]);
  });
});

// Issue 33 points 2 and 3: every notice type's e-mail, in each language, says what its notice says and
// why it came. 10:00 in Bucharest on the spring DST day (07:00Z, EEST).
const SLOT = '2026-03-29T07:00:00.000Z';
const IN_PERSON = { place: 'Studioul 3, Str. Ion Câmpineanu 11', online: false };
const ONLINE = { place: null, online: true };
const audition = (round: 'AUDITION' | 'CALLBACK', childName: string | null, slotStart: string | null) => ({
  auditionId: randomUUID(),
  castingTitle: 'Vara la mare',
  childName,
  round,
  slotStart,
});
const answer = (
  response: 'CONFIRMED' | 'DECLINED' | 'RESCHEDULE_REQUESTED',
  note: string | null,
  slotStart: string | null,
) => ({
  auditionId: randomUUID(),
  castingTitle: 'Vara la mare',
  talentName: 'Ioana Pop',
  response,
  note,
  slotStart,
});

interface EmailCase {
  notice: Omit<NewNotice, 'userId' | 'dedupeKey'>;
  /** Who receives it, for a type both roles receive (MESSAGE); else the type's role. */
  role?: 'TALENT' | 'CLIENT';
  /** The subject, the body and the reason in the footer, in each language. */
  RO: [string, string, string];
  EN: [string, string, string];
}

const EMAIL_CASES: EmailCase[] = [
  {
    notice: {
      type: 'APPLICATION_STATUS',
      params: { castingTitle: 'Vara la mare', status: 'SHORTLISTED', message: null, childName: null },
      link: '/my-applications/a-1',
    },
    RO: [
      'Aplicarea la „Vara la mare” este pe lista scurtă',
      'Vezi detaliile aplicării.',
      'deciziile despre aplicări',
    ],
    EN: [
      'Your application to “Vara la mare” is shortlisted',
      'See the details of your application.',
      'decisions on applications',
    ],
  },
  {
    notice: {
      type: 'CASTING_CLOSED',
      params: { castingTitle: 'Vara la mare', status: 'CLOSED', childName: null },
      link: '/my-applications/a-1',
    },
    RO: [
      'Castingul „Vara la mare” s-a încheiat',
      'Castingul s-a închis fără ca aplicarea să fie acceptată. Mulțumim pentru interes și succes data viitoare!',
      'castingurile încheiate',
    ],
    EN: [
      'The casting “Vara la mare” has ended',
      'The casting closed without the application being accepted. Thank you for your interest, and good luck next time!',
      'ended castings',
    ],
  },
  {
    notice: {
      type: 'CASTING_CLOSED',
      params: { castingTitle: 'Vara la mare', status: 'SUSPENDED', childName: 'Ana' },
      link: '/my-applications/a-1',
    },
    RO: [
      'Castingul „Vara la mare” a fost suspendat (pentru Ana)',
      'Echipa platformei a suspendat castingul după o verificare, iar aplicarea nu mai este în lucru. Talent Portal nu cere niciodată bani pentru a aplica sau pentru o audiție. Nu trimite niciodată bani sau date bancare.',
      'castingurile încheiate',
    ],
    EN: [
      'The casting “Vara la mare” was suspended (for Ana)',
      "The platform's team suspended the casting after a check, so the application is no longer in progress. Talent Portal never asks anyone to pay to apply or to audition. Never send money or bank details.",
      'ended castings',
    ],
  },
  {
    notice: {
      type: 'CASTING_MATCH',
      params: { titles: ['Vara la mare'], count: 1, childName: null },
      link: '/castings',
    },
    RO: [
      'Un casting nou potrivit',
      'Potrivite cu profilul (vârstă, gen, oraș, categorie): „Vara la mare”.',
      'castingurile noi potrivite',
    ],
    EN: [
      'A new casting that fits',
      'Matching the profile (age, gender, city, category): “Vara la mare”.',
      'new castings that fit',
    ],
  },
  {
    notice: {
      type: 'SAVED_SEARCH',
      params: { searchName: 'Constanța', titles: ['Vara la mare'], count: 1 },
      link: '/castings',
    },
    RO: [
      'Rezultate noi pentru căutarea „Constanța”',
      'Un casting nou: „Vara la mare”.',
      'alertele căutărilor salvate',
    ],
    EN: [
      'New results for your search “Constanța”',
      'One new casting: “Vara la mare”.',
      'saved search alerts',
    ],
  },
  {
    notice: {
      type: 'REMINDER',
      params: {
        castingTitle: 'Vara la mare',
        castingDate: '2026-03-29',
        status: 'SHORTLISTED',
        childName: null,
      },
      link: '/my-applications/a-1',
    },
    RO: [
      'Se apropie castingul „Vara la mare”',
      'Castingul are loc pe 29 martie 2026. Verifică detaliile și pregătește-te!',
      'mementourile înainte de casting',
    ],
    EN: [
      'Coming up: “Vara la mare”',
      'The casting takes place on 29 March 2026. Check the details and get ready!',
      'reminders before a casting',
    ],
  },
  {
    notice: {
      type: 'SELF_TAPE_REQUEST',
      params: { castingTitle: 'Vara la mare', deadline: SLOT, childName: null },
      link: '/my-applications/a-1',
    },
    RO: [
      'Ți s-a cerut un self-tape pentru „Vara la mare”',
      'Trimite înregistrarea până pe 29 martie 2026 la 10:00 (ora României).',
      'cererile de self-tape',
    ],
    EN: [
      'A self-tape was requested for “Vara la mare”',
      'Send the recording by 29 March 2026 at 10:00 (Romanian time).',
      'self-tape requests',
    ],
  },
  {
    notice: {
      type: 'CHILD_WORK_START_REMINDER',
      params: { castingTitle: 'Vara la mare', childName: 'Ana', startDate: '2026-03-29' },
      link: '/my-applications/a-1',
    },
    RO: [
      'Informează SPAS înainte de „Vara la mare” (pentru Ana)',
      'Lucrul începe pe 29 martie 2026. Înainte de început, informează serviciul public de asistență socială din localitatea copilului (nota de informare se descarcă din aplicare) și numește însoțitorul copilului.',
      'mementourile pentru informarea SPAS',
    ],
    EN: [
      'Inform SPAS before “Vara la mare” (for Ana)',
      'Work starts on 29 March 2026. Before it starts, inform the public social assistance service (SPAS) where the child lives (download the notice from the application) and name the child’s companion.',
      'reminders to inform SPAS',
    ],
  },
  {
    notice: {
      type: 'CHILD_WORK_CONTRACT_REMINDER',
      params: { castingTitle: 'Vara la mare', childName: 'Ana', deadline: '2026-03-29' },
      link: '/my-applications/a-1',
    },
    RO: [
      'Trimite la SPAS copia contractului pentru „Vara la mare” (pentru Ana)',
      'O copie certificată „conform cu originalul” a contractului ajunge la serviciul public de asistență socială până pe 29 martie 2026 (cel mult 10 zile lucrătoare de la începerea activității).',
      'mementourile pentru copia contractului',
    ],
    EN: [
      'Send SPAS the contract copy for “Vara la mare” (for Ana)',
      'A certified true copy of the contract must reach the public social assistance service (SPAS) by 29 March 2026 (at most 10 working days after the work starts).',
      'contract copy reminders',
    ],
  },
  {
    notice: {
      type: 'INVITATION',
      params: { castingTitle: 'Vara la mare', childName: null, message: 'Ne-ar plăcea să aplici.' },
      link: '/castings/vara-la-mare',
    },
    RO: [
      'Invitație la castingul „Vara la mare”',
      'Mesaj de la echipa castingului: Ne-ar plăcea să aplici. Deschide castingul ca să aplici sau să spui că nu e pentru tine.',
      'invitațiile la castinguri',
    ],
    EN: [
      'An invitation to the casting “Vara la mare”',
      'Message from the casting team: Ne-ar plăcea să aplici. Open the casting to apply, or to say it is not for you.',
      'invitations to castings',
    ],
  },
  {
    notice: {
      type: 'NEW_APPLICATIONS',
      params: { count: 2, castings: [{ title: 'Vara la mare', count: 2 }] },
      link: '/studio/castings/c-1/applicants',
    },
    RO: ['2 aplicări noi', 'La castingurile tale: „Vara la mare” (2).', 'aplicările noi'],
    EN: ['2 new applicants', 'On your castings: “Vara la mare” (2).', 'new applicants'],
  },
  {
    notice: {
      type: 'AUDITION_INVITE',
      params: { ...audition('AUDITION', null, SLOT), ...IN_PERSON },
      link: '/auditions#audition-1',
    },
    RO: [
      'Invitație la audiție pentru „Vara la mare”',
      'Ora propusă: 29 martie 2026 la 10:00 (ora României). Locul: Studioul 3, Str. Ion Câmpineanu 11. Confirmă ora sau alege alta liberă; poți și refuza ori cere altă oră.',
      'invitațiile la audiții',
    ],
    EN: [
      'Invited to an audition for “Vara la mare”',
      'Time offered: 29 March 2026 at 10:00 (Romanian time). Place: Studioul 3, Str. Ion Câmpineanu 11. Confirm it or choose another free time; you can also decline or ask for another time.',
      'invitations to auditions',
    ],
  },
  {
    notice: {
      type: 'AUDITION_INVITE',
      params: { ...audition('CALLBACK', 'Ana', null), ...IN_PERSON },
      link: '/auditions#audition-1',
    },
    RO: [
      'Invitație la callback pentru „Vara la mare” (pentru Ana)',
      'Deocamdată toate orele sunt ocupate, așa că invitația este pe lista de așteptare: primești o notificare imediat ce se eliberează una.',
      'invitațiile la audiții',
    ],
    EN: [
      'Invited to a callback for “Vara la mare” (for Ana)',
      'Every time is taken for now, so the invitation is on the waiting list: you will be told as soon as one frees up.',
      'invitations to auditions',
    ],
  },
  {
    notice: {
      type: 'AUDITION_CONFIRMED',
      params: { ...audition('AUDITION', 'Ana', SLOT), ...ONLINE },
      link: '/auditions#audition-1',
    },
    RO: [
      'Audiție confirmată: „Vara la mare” (pentru Ana)',
      'Ora confirmată: 29 martie 2026 la 10:00 (ora României). Are loc online; linkul întâlnirii este în pagina audițiilor. O poți adăuga în calendar din pagina audițiilor.',
      'confirmările audițiilor',
    ],
    EN: [
      'Audition confirmed: “Vara la mare” (for Ana)',
      'Time confirmed: 29 March 2026 at 10:00 (Romanian time). It takes place online; the meeting link is on the auditions page. You can add it to your calendar from the auditions page.',
      'audition confirmations',
    ],
  },
  {
    notice: {
      type: 'AUDITION_CHANGED',
      params: { ...audition('CALLBACK', null, SLOT), ...IN_PERSON },
      link: '/auditions#audition-1',
    },
    RO: [
      'Callback-ul pentru „Vara la mare” s-a schimbat',
      'Ora nouă: 29 martie 2026 la 10:00 (ora României). Locul: Studioul 3, Str. Ion Câmpineanu 11. Verifică detaliile în pagina audițiilor; de acolo poți și cere altă oră.',
      'schimbările audițiilor',
    ],
    EN: [
      'Your callback for “Vara la mare” has changed',
      'New time: 29 March 2026 at 10:00 (Romanian time). Place: Studioul 3, Str. Ion Câmpineanu 11. Check the details on the auditions page; you can ask for another time there too.',
      'changes to auditions',
    ],
  },
  {
    notice: {
      type: 'AUDITION_CANCELLED',
      params: audition('AUDITION', null, SLOT),
      link: '/auditions#audition-1',
    },
    RO: [
      'Audiția pentru „Vara la mare” a fost anulată',
      'Programarea de pe 29 martie 2026 la 10:00 (ora României) nu mai are loc; dacă e în calendarul tău, o poți șterge.',
      'audițiile anulate',
    ],
    EN: [
      'The audition for “Vara la mare” was cancelled',
      'The booking for 29 March 2026 at 10:00 (Romanian time) no longer takes place; if it is in your calendar, you can remove it.',
      'cancelled auditions',
    ],
  },
  {
    notice: {
      type: 'AUDITION_CANCELLED',
      params: audition('CALLBACK', 'Ana', null),
      link: '/auditions#audition-1',
    },
    RO: [
      'Callback-ul pentru „Vara la mare” a fost anulat (pentru Ana)',
      'Invitația nu mai este valabilă. Mulțumim pentru interes!',
      'audițiile anulate',
    ],
    EN: [
      'The callback for “Vara la mare” was cancelled (for Ana)',
      'The invitation no longer stands. Thank you for your interest!',
      'cancelled auditions',
    ],
  },
  {
    notice: {
      type: 'AUDITION_REMINDER',
      params: { ...audition('AUDITION', null, SLOT), ...IN_PERSON, lead: '24h' },
      link: '/auditions#audition-1',
    },
    RO: [
      'Peste 24 de ore: audiția pentru „Vara la mare”',
      'Ora: 29 martie 2026 la 10:00 (ora României). Locul: Studioul 3, Str. Ion Câmpineanu 11. Dacă nu mai poți participa, anunță din pagina audițiilor.',
      'mementourile înainte de audiții',
    ],
    EN: [
      'In 24 hours: your audition for “Vara la mare”',
      'Time: 29 March 2026 at 10:00 (Romanian time). Place: Studioul 3, Str. Ion Câmpineanu 11. If you can no longer take part, say so on the auditions page.',
      'reminders before auditions',
    ],
  },
  {
    notice: {
      type: 'AUDITION_REMINDER',
      params: { ...audition('CALLBACK', 'Ana', SLOT), ...ONLINE, lead: '2h' },
      link: '/auditions#audition-1',
    },
    RO: [
      'Peste 2 ore: callback-ul pentru „Vara la mare” (pentru Ana)',
      'Ora: 29 martie 2026 la 10:00 (ora României). Are loc online; linkul întâlnirii este în pagina audițiilor. Dacă nu mai poți participa, anunță din pagina audițiilor.',
      'mementourile înainte de audiții',
    ],
    EN: [
      'In 2 hours: your callback for “Vara la mare” (for Ana)',
      'Time: 29 March 2026 at 10:00 (Romanian time). It takes place online; the meeting link is on the auditions page. If you can no longer take part, say so on the auditions page.',
      'reminders before auditions',
    ],
  },
  {
    notice: {
      type: 'AUDITION_RESPONSE',
      params: answer('CONFIRMED', null, SLOT),
      link: '/studio/castings/c-1/auditions',
    },
    RO: [
      'Ioana Pop a confirmat audiția pentru „Vara la mare”',
      'Ora: 29 martie 2026 la 10:00 (ora României).',
      'răspunsurile la audiții',
    ],
    EN: [
      'Ioana Pop confirmed the audition for “Vara la mare”',
      'Time: 29 March 2026 at 10:00 (Romanian time).',
      'answers to audition invitations',
    ],
  },
  {
    notice: {
      type: 'AUDITION_RESPONSE',
      params: answer('DECLINED', 'Sunt plecată din oraș.', SLOT),
      link: '/studio/castings/c-1/auditions',
    },
    RO: [
      'Ioana Pop a refuzat audiția pentru „Vara la mare”',
      'Mesajul: „Sunt plecată din oraș.” Ora de pe 29 martie 2026 la 10:00 (ora României) s-a eliberat; dacă aștepta cineva, a primit-o.',
      'răspunsurile la audiții',
    ],
    EN: [
      'Ioana Pop declined the audition for “Vara la mare”',
      'Their note: “Sunt plecată din oraș.” The time of 29 March 2026 at 10:00 (Romanian time) is free again; if someone was waiting, they got it.',
      'answers to audition invitations',
    ],
  },
  {
    notice: {
      type: 'AUDITION_RESPONSE',
      params: answer('RESCHEDULE_REQUESTED', 'Pot doar după ora 16.', null),
      link: '/studio/castings/c-1/auditions',
    },
    RO: [
      'Ioana Pop cere altă oră pentru audiția la „Vara la mare”',
      'Mesajul: „Pot doar după ora 16.” Propune o oră nouă din pagina audițiilor.',
      'răspunsurile la audiții',
    ],
    EN: [
      'Ioana Pop asks to move the audition for “Vara la mare”',
      'Their note: “Pot doar după ora 16.” Offer a new time from the auditions page.',
      'answers to audition invitations',
    ],
  },
  // A new message (DESIGN §14): who wrote and about which casting, never the text; the never-pay line.
  {
    role: 'TALENT',
    notice: {
      type: 'MESSAGE',
      params: { castingTitle: 'Vara la mare', senderName: 'Studio Lumina', childName: 'Ana' },
      link: '/messages/c-1',
    },
    RO: [
      'Mesaj nou de la Studio Lumina despre „Vara la mare” (pentru Ana)',
      'Citește și răspunde în platformă. Talent Portal nu cere niciodată bani pentru a aplica sau pentru o audiție. Nu trimite niciodată bani sau date bancare.',
      'mesajele noi',
    ],
    EN: [
      'New message from Studio Lumina about “Vara la mare” (for Ana)',
      'Read it and answer on the platform. Talent Portal never asks anyone to pay to apply or to audition. Never send money or bank details.',
      'new messages',
    ],
  },
  {
    role: 'CLIENT',
    notice: {
      type: 'MESSAGE',
      params: { castingTitle: 'Vara la mare', senderName: 'Ioana Pop', childName: null },
      link: '/studio/castings/c-1/applicants/a-1',
    },
    RO: [
      'Mesaj nou de la Ioana Pop despre „Vara la mare”',
      'Citește și răspunde în platformă. Talent Portal nu cere niciodată bani pentru a aplica sau pentru o audiție. Nu trimite niciodată bani sau date bancare.',
      'mesajele noi',
    ],
    EN: [
      'New message from Ioana Pop about “Vara la mare”',
      'Read it and answer on the platform. Talent Portal never asks anyone to pay to apply or to audition. Never send money or bank details.',
      'new messages',
    ],
  },
];

describe('every type’s e-mail, in both languages', () => {
  const WHY = {
    RO: (name: string) =>
      `Primești acest e-mail pentru că ai activat notificările prin e-mail pentru ${name}.`,
    EN: (name: string) => `You receive this e-mail because e-mail notifications for ${name} are on.`,
  };

  const roleOf = (entry: EmailCase) =>
    entry.role ??
    ((CLIENT_NOTIFICATION_TYPES as readonly string[]).includes(entry.notice.type) ? 'CLIENT' : 'TALENT');

  it('each type has a case, for each role that receives it', () => {
    expect(new Set(EMAIL_CASES.map((entry) => entry.notice.type))).toEqual(new Set(NOTIFICATION_TYPES));
    for (const [role, types] of [
      ['TALENT', TALENT_NOTIFICATION_TYPES],
      ['CLIENT', CLIENT_NOTIFICATION_TYPES],
    ] as const) {
      const covered = EMAIL_CASES.filter((entry) => roleOf(entry) === role).map((entry) => entry.notice.type);
      expect(new Set(covered), role).toEqual(new Set(types));
    }
  });

  for (const language of ['RO', 'EN'] as const) {
    it(`in ${language}: the subject is the notice's title, the text its body, the footer why`, async () => {
      const recipient = async (role: 'TALENT' | 'CLIENT') =>
        t.app.container.auth.createUser({
          role,
          email: `${role.toLowerCase()}-${randomUUID().slice(0, 8)}@example.com`,
          password: 'a long password 1',
          firstName: 'Irina',
          lastName: 'Pop',
          preferredLanguage: language,
        });
      const talent = await recipient('TALENT');
      const client = await recipient('CLIENT');
      for (const [index, entry] of EMAIL_CASES.entries()) {
        const { notice } = entry;
        const to = roleOf(entry) === 'CLIENT' ? client : talent;
        await t.app.container.notifications.deliver([
          { ...notice, userId: to.id, dedupeKey: `every-type:${language}:${index}` } as NewNotice,
        ]);
        const mails = await outboxMessagesTo(t, to.email);
        const mail = mails[mails.length - 1];
        const [subject, body, why] = EMAIL_CASES[index]![language];
        expect(mail?.subject, notice.type).toBe(subject);
        expect(mail?.text, notice.type).toContain(`\n${body}\n`);
        expect(mail?.text, notice.type).toContain(WHY[language](why));
        expect(mail?.html, notice.type).toContain(why);
      }
    });
  }
});
