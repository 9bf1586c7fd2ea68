// Issue 21 points 4 and 5: per-type e-mail choices, one-click unsubscribe without signing in, and
// saved searches with their alerts.
import type { NotificationList, SavedSearch } from '@talent/contract/notifications';
import { NOTIFICATION_MESSAGES } from '@talent/contract/notifications';
import { describe, expect, it } from 'vitest';
import { moveApplication, newApplicant } from '../../test/application-helpers';
import { expectUnsubscribeRefused, outboxMessagesTo } from '../../test/mail-helpers';
import { bearer, buildTestApp, createCasting, errorBody, register, staffAccount } from '../../test/test-app';
import { NOTICE_JOBS } from '../jobs/job-registry';

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
    });
    expect(await preferences(client.tokens.accessToken)).toEqual({ NEW_APPLICATIONS: true });
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
