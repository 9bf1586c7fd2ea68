// Reports and the moderation queue (issue 35, DESIGN §14): anyone signed in reports a casting, a
// message or a company; an administrator dismisses it, hides the message, suspends the casting or the
// company — which then cannot sign in, and whose castings are suspended with their applicants told.
import { REPORT_MESSAGES as R } from '@talent/contract/message-limits';
import type { Attachment, ConversationSummary, Message, Report, Thread } from '@talent/contract/messages';
import type { NotificationList } from '@talent/contract/notifications';
import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { applyTo, castingTeam, moveApplication, newApplicant } from '../../test/application-helpers';
import { addChild, guardian } from '../../test/children-helpers';
import { injectUpload, png } from '../../test/media-test-files';
import {
  bearer,
  buildTestApp,
  createCasting,
  createStaff,
  errorBody,
  expectError,
  logIn,
  type StaffAccount,
} from '../../test/test-app';

const t = buildTestApp();
const { client, otherClient, admin } = castingTeam(t);

const call = (token: string, method: InjectOptions['method'], url: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
const dataOf = <T>(response: { json(): unknown }) => (response.json() as { data: T }).data;

async function report(token: string, payload: object): Promise<string> {
  const response = await call(token, 'POST', '/api/reports', payload);
  expect(response.statusCode, response.body).toBe(201);
  return dataOf<{ id: string }>(response).id;
}

async function reportsOf(status: 'OPEN' | 'RESOLVED'): Promise<Report[]> {
  const response = await call(
    admin.tokens.accessToken,
    'GET',
    `/api/admin/reports?status=${status}&pageSize=50`,
  );
  expect(response.statusCode, response.body).toBe(200);
  return dataOf<Report[]>(response);
}

const decide = (reportId: string, action: string, note = '') =>
  call(admin.tokens.accessToken, 'PATCH', `/api/admin/reports/${reportId}`, { action, note });

/** A casting of `owner`'s with one applicant, the thread between them, and a message to the talent. */
async function threadWithMessage(owner: StaffAccount = client, text = 'Te așteptăm la probă joi.') {
  const casting = await createCasting(t.app, owner.tokens.accessToken, { title: 'Reclamă suc' });
  const talent = await newApplicant(t, casting.id);
  const opened = await call(
    owner.tokens.accessToken,
    'GET',
    `/api/studio/applications/${talent.applicationId}/conversation`,
  );
  expect(opened.statusCode, opened.body).toBe(200);
  const thread = dataOf<ConversationSummary>(opened);
  const sent = await call(
    owner.tokens.accessToken,
    'POST',
    `/api/studio/conversations/${thread.id}/messages`,
    {
      text,
    },
  );
  expect(sent.statusCode, sent.body).toBe(201);
  return { casting, talent, thread, message: dataOf<Message>(sent) };
}

const threadOf = async (token: string, url: string) => dataOf<Thread>(await call(token, 'GET', url));

describe('a talent reports', () => {
  it('a casting, a message and a company: the admin sees each open, with what was reported', async () => {
    const { casting, talent, message } = await threadWithMessage();
    // The talent meets the company in the thread: its id is the summary's companyId.
    const own = dataOf<ConversationSummary>(
      await call(talent.token, 'GET', `/api/applications/${talent.applicationId}/conversation`),
    );
    expect(own.companyId).toBe(client.user.id);

    const castingReport = await report(talent.token, {
      targetType: 'CASTING',
      targetId: casting.id,
      reason: 'SCAM',
      details: 'Cer bani pentru înscriere.',
    });
    const messageReport = await report(talent.token, {
      targetType: 'MESSAGE',
      targetId: message.id,
      reason: 'INAPPROPRIATE',
    });
    const companyReport = await report(talent.token, {
      targetType: 'CLIENT',
      targetId: own.companyId,
      reason: 'PAYMENT_REQUEST',
      details: '   ',
    });

    const open = await reportsOf('OPEN');
    const byId = new Map(open.map((row) => [row.id, row]));
    const target = {
      castingId: casting.id,
      castingTitle: 'Reclamă suc',
      castingStatus: 'PUBLISHED',
      clientId: client.user.id,
      companyName: 'Casting Director',
      clientStatus: 'VERIFIED',
    };
    expect(byId.get(castingReport)).toMatchObject({
      targetType: 'CASTING',
      targetId: casting.id,
      reason: 'SCAM',
      details: 'Cer bani pentru înscriere.',
      status: 'OPEN',
      action: null,
      resolvedAt: null,
      reporter: { email: talent.email },
      target: { label: 'Reclamă suc', ...target, messageStatus: null, messageSide: null },
    });
    expect(byId.get(messageReport)).toMatchObject({
      targetType: 'MESSAGE',
      targetId: message.id,
      details: null,
      target: { label: 'Te așteptăm la probă joi.', ...target, messageStatus: 'SENT', messageSide: 'CLIENT' },
    });
    expect(byId.get(companyReport)).toMatchObject({
      targetType: 'CLIENT',
      targetId: client.user.id,
      // Only spaces: no details.
      details: null,
      target: { label: 'Casting Director', clientId: client.user.id, companyName: 'Casting Director' },
    });
    // Open reports: the longest waiting first.
    const order = open.map((row) => row.id).filter((id) => byId.has(id));
    expect(order.indexOf(castingReport)).toBeLessThan(order.indexOf(companyReport));
  });

  it('what does not exist or the reporter cannot see is a 404 that stores nothing', async () => {
    const { talent, message } = await threadWithMessage();
    const stranger = await newApplicant(t, (await createCasting(t.app, client.tokens.accessToken)).id);
    const draft = await createCasting(t.app, client.tokens.accessToken, { status: 'DRAFT' });
    const before = (await reportsOf('OPEN')).length;
    const refused = [
      [stranger.token, { targetType: 'CASTING', targetId: 'no-such-casting' }],
      // A draft is shown to no talent: no one's to report.
      [stranger.token, { targetType: 'CASTING', targetId: draft.id }],
      [stranger.token, { targetType: 'MESSAGE', targetId: 'no-such-message' }],
      // Another's thread's message.
      [stranger.token, { targetType: 'MESSAGE', targetId: message.id }],
      [stranger.token, { targetType: 'CLIENT', targetId: 'no-such-company' }],
      // A talent's account is no company.
      [
        stranger.token,
        { targetType: 'CLIENT', targetId: (await call(talent.token, 'GET', '/api/auth/me')).json().data.id },
      ],
      // A studio user reports too: another client's thread is not theirs to see.
      [otherClient.tokens.accessToken, { targetType: 'MESSAGE', targetId: message.id }],
    ] as const;
    for (const [token, target] of refused) {
      expectError(
        await call(token, 'POST', '/api/reports', { ...target, reason: 'OTHER' }),
        404,
        'NOT_FOUND',
        R.targetNotFound,
      );
    }
    expect((await reportsOf('OPEN')).length).toBe(before);
  });

  it('a held message is not the family’s to report until it is released to them', async () => {
    const casting = await createCasting(t.app, client.tokens.accessToken, {
      ageRanges: [{ min: 6, max: 12 }],
    });
    const parent = await guardian(t, 'Maria');
    const child = await addChild(t, parent.headers);
    const applicationId = await applyTo(t, parent.headers, casting.id, child.talentProfileId);
    const thread = dataOf<ConversationSummary>(
      await call(client.tokens.accessToken, 'GET', `/api/studio/applications/${applicationId}/conversation`),
    );
    const held = dataOf<Message>(
      await call(client.tokens.accessToken, 'POST', `/api/studio/conversations/${thread.id}/messages`, {
        text: 'Pentru rol e o taxă de 200 lei, scrie-mi pe WhatsApp',
        confirm: true,
      }),
    );
    expect(held.status).toBe('HELD');
    const payload = { targetType: 'MESSAGE', targetId: held.id, reason: 'PAYMENT_REQUEST' };
    expectError(
      await call(parent.token, 'POST', '/api/reports', payload),
      404,
      'NOT_FOUND',
      R.targetNotFound,
    );
    const released = await call(
      admin.tokens.accessToken,
      'POST',
      `/api/admin/held-messages/${held.id}/release`,
    );
    expect(released.statusCode, released.body).toBe(200);
    const id = await report(parent.token, payload);
    expect((await reportsOf('OPEN')).find((row) => row.id === id)?.target).toMatchObject({
      label: 'Pentru rol e o taxă de 200 lei, scrie-mi pe WhatsApp',
      messageStatus: 'SENT',
    });
  });
});

describe('the admin decides', () => {
  it('DISMISS resolves the report and changes nothing else; a second decision is a 409', async () => {
    const { casting, talent, thread } = await threadWithMessage();
    const id = await report(talent.token, { targetType: 'CASTING', targetId: casting.id, reason: 'OTHER' });
    const dismissed = await decide(id, 'DISMISS', 'Nu e o problemă.');
    expect(dismissed.statusCode, dismissed.body).toBe(200);
    expect(dataOf<Report>(dismissed)).toMatchObject({
      status: 'RESOLVED',
      action: 'DISMISS',
      note: 'Nu e o problemă.',
      resolvedAt: expect.any(String),
      target: { castingStatus: 'PUBLISHED' },
    });
    expect((await reportsOf('OPEN')).map((row) => row.id)).not.toContain(id);
    expect((await reportsOf('RESOLVED')).map((row) => row.id)).toContain(id);
    expectError(await decide(id, 'SUSPEND_CASTING'), 409, 'CONFLICT', R.alreadyResolved);
    // The casting is still open, the thread still takes messages.
    expect((await call(talent.token, 'GET', `/api/castings/${casting.id}`)).json().data.status).toBe(
      'PUBLISHED',
    );
    expect(
      (await call(talent.token, 'POST', `/api/conversations/${thread.id}/messages`, { text: 'Mulțumesc' }))
        .statusCode,
    ).toBe(201);
    expectError(
      await call(admin.tokens.accessToken, 'PATCH', '/api/admin/reports/no-such-report', {
        action: 'DISMISS',
      }),
      404,
      'NOT_FOUND',
      R.reportNotFound,
    );
  });

  it('HIDE_MESSAGE takes the message down for both sides: no text, no attachment', async () => {
    const casting = await createCasting(t.app, client.tokens.accessToken);
    const talent = await newApplicant(t, casting.id);
    const thread = dataOf<ConversationSummary>(
      await call(
        client.tokens.accessToken,
        'GET',
        `/api/studio/applications/${talent.applicationId}/conversation`,
      ),
    );
    const file = dataOf<Attachment>(
      await injectUpload(t.app, bearer(client.tokens.accessToken), '/api/attachments', [
        { name: 'file', filename: 'poza.png', contentType: 'image/png', data: await png(16, 16) },
      ]),
    );
    const message = dataOf<Message>(
      await call(client.tokens.accessToken, 'POST', `/api/studio/conversations/${thread.id}/messages`, {
        text: 'Un mesaj jignitor',
        attachmentId: file.id,
      }),
    );
    const talentUrl = `/api/conversations/${thread.id}/messages`;
    expect((await threadOf(talent.token, talentUrl)).messages[0]?.attachment?.id).toBe(file.id);
    expect((await call(talent.token, 'GET', `/api/attachments/${file.id}`)).statusCode).toBe(200);
    const id = await report(talent.token, {
      targetType: 'MESSAGE',
      targetId: message.id,
      reason: 'INAPPROPRIATE',
    });

    const hidden = await decide(id, 'HIDE_MESSAGE', 'Limbaj nepotrivit');
    expect(hidden.statusCode, hidden.body).toBe(200);
    expect(dataOf<Report>(hidden)).toMatchObject({
      action: 'HIDE_MESSAGE',
      target: { messageStatus: 'HIDDEN' },
    });
    for (const [token, url] of [
      [talent.token, talentUrl],
      [client.tokens.accessToken, `/api/studio/conversations/${thread.id}/messages`],
    ] as const) {
      const shown = (await threadOf(token, url)).messages;
      expect(shown).toHaveLength(1);
      expect(shown[0]).toMatchObject({ id: message.id, status: 'HIDDEN', text: '', attachment: null });
      expect(JSON.stringify(shown)).not.toContain('jignitor');
    }
    // Its file is taken down with it: the recipient can no longer download it.
    expect((await call(talent.token, 'GET', `/api/attachments/${file.id}`)).statusCode).toBe(404);
    const inbox = dataOf<ConversationSummary[]>(await call(talent.token, 'GET', '/api/conversations'));
    expect(inbox.find((row) => row.id === thread.id)?.lastMessage).toMatchObject({
      text: '',
      status: 'HIDDEN',
    });
  });

  it('SUSPEND_CASTING suspends the casting: its threads close to new messages', async () => {
    const { casting, talent, thread } = await threadWithMessage();
    const id = await report(talent.token, { targetType: 'CASTING', targetId: casting.id, reason: 'SCAM' });
    const suspended = await decide(id, 'SUSPEND_CASTING');
    expect(suspended.statusCode, suspended.body).toBe(200);
    expect(dataOf<Report>(suspended)).toMatchObject({
      action: 'SUSPEND_CASTING',
      target: { castingStatus: 'SUSPENDED', clientStatus: 'VERIFIED' },
    });
    const studio = await call(client.tokens.accessToken, 'GET', `/api/studio/castings/${casting.id}`);
    expect(studio.json().data.status).toBe('SUSPENDED');
    const refused = await call(
      client.tokens.accessToken,
      'POST',
      `/api/studio/conversations/${thread.id}/messages`,
      {
        text: 'Încă ceva',
      },
    );
    expect(refused.statusCode, refused.body).toBe(409);
    await t.app.jobs.settled();
    const notices = (await call(talent.token, 'GET', '/api/notifications')).json() as NotificationList;
    expect(notices.data.find((notice) => notice.type === 'CASTING_CLOSED')?.title).toBe(
      'Castingul „Reclamă suc” a fost suspendat',
    );
  });

  it('SUSPEND_CLIENT: no sign-in, its token stops working, its castings suspended, applicants told', async () => {
    const company = await createStaff(t, 'CLIENT');
    const first = await createCasting(t.app, company.tokens.accessToken, { title: 'Prima reclamă' });
    const second = await createCasting(t.app, company.tokens.accessToken, { title: 'A doua reclamă' });
    const draft = await createCasting(t.app, company.tokens.accessToken, { status: 'DRAFT' });
    const reviewed = await newApplicant(t, first.id);
    const accepted = await newApplicant(t, second.id);
    const moved = await moveApplication(t, company.tokens.accessToken, accepted.applicationId, {
      status: 'ACCEPTED',
    });
    expect(moved.statusCode, moved.body).toBe(200);
    await t.app.jobs.settled();

    const id = await report(reviewed.token, {
      targetType: 'CLIENT',
      targetId: company.user.id,
      reason: 'SCAM',
    });
    const decided = await decide(id, 'SUSPEND_CLIENT', 'Cere bani talentelor.');
    expect(decided.statusCode, decided.body).toBe(200);
    expect(dataOf<Report>(decided)).toMatchObject({
      status: 'RESOLVED',
      action: 'SUSPEND_CLIENT',
      target: { clientId: company.user.id, clientStatus: 'SUSPENDED' },
    });

    const login = await logIn(t.app, 'studio', { email: company.email, password: company.password });
    expectError(login, 403, 'ACCOUNT_SUSPENDED', R.accountSuspended);
    const me = await call(company.tokens.accessToken, 'GET', '/api/staff/me');
    expect(me.statusCode, me.body).toBe(401);
    expect(errorBody(me).code).toBe('UNAUTHORIZED');

    const statusOf = async (castingId: string) =>
      (await call(admin.tokens.accessToken, 'GET', `/api/studio/castings/${castingId}`)).json().data.status;
    expect(await statusOf(first.id)).toBe('SUSPENDED');
    expect(await statusOf(second.id)).toBe('SUSPENDED');
    // A draft was never public: it stays a draft.
    expect(await statusOf(draft.id)).toBe('DRAFT');

    await t.app.jobs.settled();
    for (const [applicant, title] of [
      [reviewed, 'Prima reclamă'],
      [accepted, 'A doua reclamă'],
    ] as const) {
      const notices = (await call(applicant.token, 'GET', '/api/notifications')).json() as NotificationList;
      const closed = notices.data.filter((notice) => notice.type === 'CASTING_CLOSED');
      expect(closed.map((notice) => notice.title)).toEqual([`Castingul „${title}” a fost suspendat`]);
      expect(closed[0]?.body).toContain('nu cere niciodată bani');
    }
  });
});

describe('decisions that do not fit, and who may decide', () => {
  it('HIDE_MESSAGE on a casting, SUSPEND_CLIENT on a talent’s own message: 400, the report stays open', async () => {
    const { casting, talent, thread } = await threadWithMessage();
    const reply = dataOf<Message>(
      await call(talent.token, 'POST', `/api/conversations/${thread.id}/messages`, { text: 'Vin sigur.' }),
    );
    const castingReport = await report(talent.token, {
      targetType: 'CASTING',
      targetId: casting.id,
      reason: 'OTHER',
    });
    // The client reports the talent's message: there is no company behind it to suspend.
    const messageReport = await report(client.tokens.accessToken, {
      targetType: 'MESSAGE',
      targetId: reply.id,
      reason: 'INAPPROPRIATE',
    });
    for (const [id, action] of [
      [castingReport, 'HIDE_MESSAGE'],
      [messageReport, 'SUSPEND_CLIENT'],
    ] as const) {
      expectError(await decide(id, action), 400, 'VALIDATION_ERROR', R.actionNotForTarget, {
        action: R.actionNotForTarget,
      });
    }
    const open = (await reportsOf('OPEN')).map((row) => row.id);
    expect(open).toEqual(expect.arrayContaining([castingReport, messageReport]));
    // Nothing was done: the client still signs in, the casting is still published.
    expect(
      (await logIn(t.app, 'studio', { email: client.email, password: client.password })).statusCode,
    ).toBe(200);
    expect((await call(talent.token, 'GET', `/api/castings/${casting.id}`)).json().data.status).toBe(
      'PUBLISHED',
    );
  });

  it('only an admin lists and decides reports: a client or a talent gets 403, nobody signed in 401', async () => {
    const { casting, talent } = await threadWithMessage();
    const id = await report(talent.token, { targetType: 'CASTING', targetId: casting.id, reason: 'OTHER' });
    for (const token of [client.tokens.accessToken, otherClient.tokens.accessToken, talent.token]) {
      expect((await call(token, 'GET', '/api/admin/reports')).statusCode).toBe(403);
      expect((await call(token, 'PATCH', `/api/admin/reports/${id}`, { action: 'DISMISS' })).statusCode).toBe(
        403,
      );
      expect((await call(token, 'GET', '/api/admin/held-messages')).statusCode).toBe(403);
    }
    expect((await t.app.inject({ url: '/api/admin/reports' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: '/api/reports', payload: {} })).statusCode).toBe(401);
    expect((await reportsOf('OPEN')).find((row) => row.id === id)?.status).toBe('OPEN');
  });
});
