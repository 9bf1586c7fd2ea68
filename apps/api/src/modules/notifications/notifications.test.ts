// Issue 21 point 2 and 3 (DESIGN §8): every event becomes notices for the right people, once, in the
// bell's list with its unread count; e-mails go out through the job queue.

import { addDays, romanianToday } from '@talent/contract/dates';
import type { Notification, NotificationList } from '@talent/contract/notifications';
import { beforeAll, describe, expect, it } from 'vitest';
import { applyTo, moveApplication, signedUpTalent } from '../../test/application-helpers';
import { addChild, guardian } from '../../test/children-helpers';
import { outboxMessagesTo } from '../../test/mail-helpers';
import { bearer, buildTestApp, createCasting, dateYearsAgo, staffAccount } from '../../test/test-app';
import { NOTICE_JOBS } from '../jobs/job-registry';

const t = buildTestApp({ env: { JOB_POLL_MS: '100', PUBLIC_URL: 'http://portal.example.test' } });
const client = staffAccount(t, 'CLIENT');
const otherClient = staffAccount(t, 'CLIENT');
const digestClient = staffAccount(t, 'CLIENT');

interface Talent {
  token: string;
  email: string;
  profileId: string;
}

async function talent(
  firstName: string,
  extra: { city?: string; categories?: string[]; born?: string } = {},
) {
  const { token, email, profileId } = await signedUpTalent(t, {
    firstName,
    birthDate: extra.born ?? dateYearsAgo(25),
  });
  await t.app.db
    .updateTable('talent_profiles')
    .set({
      residence_city: extra.city ?? 'Cluj-Napoca',
      categories: JSON.stringify(extra.categories ?? ['ACTOR']),
    })
    .where('id', '=', profileId)
    .execute();
  return { token, email, profileId } satisfies Talent;
}

const apply = (who: { token: string; profileId: string }, castingId: string) =>
  applyTo(t, bearer(who.token), castingId, who.profileId);
const move = (applicationId: string, status: string, message?: string, token = client.tokens.accessToken) =>
  moveApplication(t, token, applicationId, { status, ...(message ? { message } : {}) });

async function notices(token: string): Promise<NotificationList> {
  await t.app.jobs.settled();
  const response = await t.app.inject({ url: '/api/notifications', headers: bearer(token) });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as NotificationList;
}

const ofType = (list: NotificationList, type: Notification['type']) =>
  list.data.filter((n) => n.type === type);

describe('a status move', () => {
  let ana: Talent;
  let applicationId: string;
  let castingTitle: string;

  beforeAll(async () => {
    const casting = await createCasting(t.app, client.tokens.accessToken, { title: 'Reclamă de iarnă' });
    castingTitle = casting.title;
    ana = await talent('Ana');
    applicationId = await apply(ana, casting.id);
  });

  it('tells the talent in the app, with the client’s message and a link to the application', async () => {
    expect((await move(applicationId, 'SHORTLISTED', 'Te așteptăm joi la ora 10.')).statusCode).toBe(200);
    const list = await notices(ana.token);
    expect(list.meta.unread).toBe(1);
    // No thread has a message for Ana: the Messages badge stays at 0 (DESIGN §14).
    expect(list.meta.messages).toBe(0);
    expect(list.data).toEqual([
      expect.objectContaining({
        type: 'APPLICATION_STATUS',
        title: `Aplicarea la „${castingTitle}” este pe lista scurtă`,
        body: 'Mesaj de la echipa castingului: Te așteptăm joi la ora 10.',
        link: `/my-applications/${applicationId}`,
        readAt: null,
      }),
    ]);
  });

  it('e-mails it in the talent’s language, HTML and text, with a working link and one-click unsubscribe', async () => {
    await t.app.jobs.settled();
    const [mail] = await outboxMessagesTo(t, ana.email);
    expect(mail?.subject).toBe(`Aplicarea la „${castingTitle}” este pe lista scurtă`);
    expect(mail?.text).toContain(`http://portal.example.test/my-applications/${applicationId}`);
    expect(mail?.html).toContain(`href="http://portal.example.test/my-applications/${applicationId}"`);
    // mailparser reads List-Unsubscribe and List-Unsubscribe-Post into `list`.
    const list = mail?.headers.get('list') as {
      unsubscribe?: { url?: string };
      'unsubscribe-post'?: { name?: string };
    };
    expect(list['unsubscribe-post']?.name).toBe('List-Unsubscribe=One-Click');
    const url = list.unsubscribe?.url ?? '';
    expect(url).toMatch(/^http:\/\/portal\.example\.test\/api\/unsubscribe\?token=/);
  });

  it('each move is one notice, even when its job runs again', async () => {
    const before = ofType(await notices(ana.token), 'APPLICATION_STATUS').length;
    expect((await move(applicationId, 'ACCEPTED')).statusCode).toBe(200);
    const after = await notices(ana.token);
    expect(ofType(after, 'APPLICATION_STATUS')).toHaveLength(before + 1);
    // The same event reported again (a job that ran twice after a crash) adds nothing.
    const history = await t.app.db
      .selectFrom('application_status_changes')
      .selectAll()
      .where('application_id', '=', applicationId)
      .where('status', '=', 'ACCEPTED')
      .executeTakeFirstOrThrow();
    await t.app.jobs.enqueue(
      NOTICE_JOBS.applicationStatus,
      { applicationId, status: 'ACCEPTED', changedAt: history.changed_at, message: null },
      { key: 'replayed' },
    );
    expect(ofType(await notices(ana.token), 'APPLICATION_STATUS')).toHaveLength(before + 1);
  });

  it('marks one read, then all; someone else cannot mark them', async () => {
    const list = await notices(ana.token);
    const first = list.data[0]!;
    const bogdan = await talent('Bogdan');
    const foreign = await t.app.inject({
      method: 'POST',
      url: `/api/notifications/${first.id}/read`,
      headers: bearer(bogdan.token),
    });
    expect(foreign.statusCode).toBe(404);
    const read = await t.app.inject({
      method: 'POST',
      url: `/api/notifications/${first.id}/read`,
      headers: bearer(ana.token),
    });
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json()).toEqual({ data: { unread: list.meta.unread - 1, messages: 0 } });
    const all = await t.app.inject({
      method: 'POST',
      url: '/api/notifications/read-all',
      headers: bearer(ana.token),
    });
    expect(all.json()).toEqual({ data: { unread: 0, messages: 0 } });
    const after = await notices(ana.token);
    expect(after.meta.unread).toBe(0);
    expect(after.meta.messages).toBe(0);
    expect(after.data.every((notice) => notice.readAt !== null)).toBe(true);
  });

  it('a child’s notice goes to the guardian, naming the child', async () => {
    const casting = await createCasting(t.app, client.tokens.accessToken, {
      title: 'Spot pentru copii',
      ageRanges: [{ min: 6, max: 12 }],
    });
    const parent = await guardian(t, 'Gabriela');
    const child = await addChild(t, parent.headers, { firstName: 'Luca', dateOfBirth: dateYearsAgo(9) });
    const id = await applyTo(t, parent.headers, casting.id, child.talentProfileId);
    expect((await move(id, 'REJECTED')).statusCode).toBe(200);
    await t.app.jobs.settled();
    const response = await t.app.inject({ url: '/api/notifications', headers: parent.headers });
    expect((response.json() as NotificationList).data).toEqual([
      expect.objectContaining({
        type: 'APPLICATION_STATUS',
        title: 'Aplicarea (pentru Luca) la „Spot pentru copii” este respinsă',
      }),
    ]);
  });
});

describe('a casting that ends', () => {
  it('tells every applicant whose application was still open, not the accepted or rejected', async () => {
    const casting = await createCasting(t.app, client.tokens.accessToken, { title: 'Videoclip de vară' });
    const [open1, open2, accepted, rejected] = await Promise.all(
      ['Dana', 'Elena', 'Florin', 'George'].map((name) => talent(name)),
    );
    const ids = await Promise.all(
      [open1!, open2!, accepted!, rejected!].map((who) => apply(who, casting.id)),
    );
    expect((await move(ids[1]!, 'SHORTLISTED')).statusCode).toBe(200);
    expect((await move(ids[2]!, 'ACCEPTED')).statusCode).toBe(200);
    expect((await move(ids[3]!, 'REJECTED')).statusCode).toBe(200);
    const closed = await t.app.inject({
      method: 'PATCH',
      url: `/api/castings/${casting.id}`,
      headers: bearer(client.tokens.accessToken),
      payload: { status: 'CLOSED' },
    });
    expect(closed.statusCode, closed.body).toBe(200);
    const ended = async (who: Talent) => ofType(await notices(who.token), 'CASTING_CLOSED');
    expect(await ended(open1!)).toEqual([
      expect.objectContaining({
        title: 'Castingul „Videoclip de vară” s-a încheiat',
        link: `/my-applications/${ids[0]}`,
      }),
    ]);
    expect(await ended(open2!)).toHaveLength(1);
    expect(await ended(accepted!)).toEqual([]);
    expect(await ended(rejected!)).toEqual([]);
  });
});

describe('the clients’ digest of new applicants', () => {
  it('is one notice per client for the applications of the ten minutes, linking to them', async () => {
    const casting = await createCasting(t.app, digestClient.tokens.accessToken, { title: 'Figuranți nunta' });
    const others = await createCasting(t.app, otherClient.tokens.accessToken, { title: 'Altceva' });
    for (const name of ['Horia', 'Ioana']) await apply(await talent(name), casting.id);
    await apply(await talent('Jana'), others.id);
    // The run the applications queued waits for the end of its ten minutes; run that slot now.
    const slotEnd = Math.ceil((Date.now() + 1) / 600_000) * 600_000;
    await t.app.jobs.enqueue(
      NOTICE_JOBS.newApplications,
      { slot: new Date(slotEnd).toISOString() },
      { key: 'now' },
    );
    const mine = ofType(await notices(digestClient.tokens.accessToken), 'NEW_APPLICATIONS');
    expect(mine).toEqual([
      expect.objectContaining({
        title: '2 aplicări noi',
        body: 'La castingurile tale: „Figuranți nunta” (2).',
        link: `/studio/castings/${casting.id}/applicants`,
      }),
    ]);
    const theirs = ofType(await notices(otherClient.tokens.accessToken), 'NEW_APPLICATIONS');
    expect(theirs).toEqual([expect.objectContaining({ title: 'O aplicare nouă' })]);
  });
});

describe('reminders and matches', () => {
  it('reminds the shortlisted and accepted 48 hours before the casting date, once', async () => {
    const soon = addDays(romanianToday(), 2)!;
    const casting = await createCasting(t.app, client.tokens.accessToken, {
      title: 'Casting poimâine',
      castingDate: soon,
      shootingDate: soon,
    });
    const [kept, waiting] = await Promise.all([talent('Kira'), talent('Liviu')]);
    const keptId = await apply(kept, casting.id);
    await apply(waiting, casting.id);
    expect((await move(keptId, 'SHORTLISTED')).statusCode).toBe(200);
    for (const key of ['first', 'second']) {
      await t.app.jobs.enqueue(NOTICE_JOBS.reminders, { slot: new Date().toISOString() }, { key });
      await t.app.jobs.settled();
    }
    expect(ofType(await notices(kept.token), 'REMINDER')).toEqual([
      expect.objectContaining({ title: 'Se apropie castingul „Casting poimâine”' }),
    ]);
    expect(ofType(await notices(waiting.token), 'REMINDER')).toEqual([]);
  });

  it('tells a talent of the day’s new castings that fit the profile, in one digest', async () => {
    const fits = await talent('Mara', { city: 'Iasi', categories: ['MODEL'] });
    const otherCity = await talent('Nicu', { city: 'Timisoara', categories: ['MODEL'] });
    const tooOld = await talent('Oana', { city: 'Iasi', categories: ['MODEL'], born: dateYearsAgo(60) });
    for (const title of ['Prezentare de modă Iași', 'Ședință foto Iași']) {
      await createCasting(t.app, client.tokens.accessToken, {
        title,
        location: 'Iasi',
        projectType: title.startsWith('Prezentare') ? 'FASHION_SHOW' : 'PHOTO_SHOOT',
        ageRanges: [{ min: 18, max: 35 }],
      });
    }
    await t.app.jobs.enqueue(
      NOTICE_JOBS.castingMatch,
      { slot: new Date(Date.now() + 1000).toISOString() },
      { key: 'today' },
    );
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect(ofType(await notices(fits.token), 'CASTING_MATCH')).toEqual([
      expect.objectContaining({
        title: '2 castinguri noi potrivite',
        body: 'Potrivite cu profilul (vârstă, gen, oraș, categorie): „Prezentare de modă Iași”, „Ședință foto Iași”.',
        link: '/castings',
      }),
    ]);
    expect(ofType(await notices(otherCity.token), 'CASTING_MATCH')).toEqual([]);
    expect(ofType(await notices(tooOld.token), 'CASTING_MATCH')).toEqual([]);
  });
});
