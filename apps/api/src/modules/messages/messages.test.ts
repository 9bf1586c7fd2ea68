// Messages and safety (issue 35, DESIGN §14): a thread per application, between the casting's client
// and the talent (a child's guardian); contact details and money requests need a confirmation, and in
// a thread with a minor they are held for an administrator and reach the family by no route.
import { randomUUID } from 'node:crypto';
import {
  MESSAGE_MESSAGES as M,
  MESSAGE_TEXT_MAX,
  THREADS_PER_DAY_NEW_CLIENT,
} from '@talent/contract/message-limits';
import type {
  Attachment,
  ConversationList,
  ConversationSummary,
  HeldMessage,
  Message,
  Thread,
} from '@talent/contract/messages';
import type { NotificationList } from '@talent/contract/notifications';
import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { applyTo, castingTeam, newApplicant } from '../../test/application-helpers';
import { addChild, guardian } from '../../test/children-helpers';
import { injectUpload, pdfOfPages, png } from '../../test/media-test-files';
import { bearer, buildTestApp, createCasting, expectError } from '../../test/test-app';

const t = buildTestApp();
const { client, otherClient, admin } = castingTeam(t);

const call = (token: string, method: InjectOptions['method'], url: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
const dataOf = <T>(response: { json(): unknown }) => (response.json() as { data: T }).data;

async function castingWithApplicant() {
  const casting = await createCasting(t.app, client.tokens.accessToken, { title: 'Reclamă ceai' });
  const talent = await newApplicant(t, casting.id);
  return { casting, talent };
}

async function studioThread(applicationId: string, token = client.tokens.accessToken) {
  const response = await call(token, 'GET', `/api/studio/applications/${applicationId}/conversation`);
  expect(response.statusCode, response.body).toBe(200);
  return dataOf<ConversationSummary>(response);
}

async function unreadMessages(token: string) {
  const response = await call(token, 'GET', '/api/notifications?pageSize=1');
  return (response.json() as NotificationList).meta.messages;
}

describe('a director and a talent talk in the application’s thread', () => {
  it('sends both ways with an attachment, counts unread, and marks read', async () => {
    const { casting, talent } = await castingWithApplicant();
    const thread = await studioThread(talent.applicationId);
    expect(thread).toMatchObject({
      applicationId: talent.applicationId,
      casting: { id: casting.id, title: 'Reclamă ceai' },
      minor: false,
      lastMessage: null,
      unread: 0,
    });

    const upload = await injectUpload(t.app, bearer(client.tokens.accessToken), '/api/attachments', [
      { name: 'file', filename: 'scenariu.pdf', contentType: 'application/pdf', data: await pdfOfPages(1) },
    ]);
    expect(upload.statusCode, upload.body).toBe(201);
    const file = dataOf<Attachment>(upload);
    expect(file).toMatchObject({ fileName: 'scenariu.pdf', contentType: 'application/pdf' });

    const sent = await call(
      client.tokens.accessToken,
      'POST',
      `/api/studio/applications/${talent.applicationId}/conversation`,
      {
        text: 'Poți face un accent moldovenesc? Scenariul e atașat.',
        attachmentId: file.id,
      },
    );
    expect(sent.statusCode, sent.body).toBe(201);
    expect(dataOf<Message>(sent)).toMatchObject({
      status: 'SENT',
      fromMe: true,
      read: false,
      side: 'CLIENT',
    });

    // The talent sees the thread in their inbox, one unread, and the file.
    expect(await unreadMessages(talent.token)).toBe(1);
    const inbox = (await call(talent.token, 'GET', '/api/conversations')).json() as ConversationList;
    expect(inbox.data).toHaveLength(1);
    expect(inbox.data[0]).toMatchObject({ id: thread.id, unread: 1, lastMessage: { fromMe: false } });
    const page = dataOf<Thread>(await call(talent.token, 'GET', `/api/conversations/${thread.id}/messages`));
    expect(page.messages.map((m) => m.text)).toEqual([
      'Poți face un accent moldovenesc? Scenariul e atașat.',
    ]);
    expect(page.messages[0]?.attachment).toMatchObject({ id: file.id, fileName: 'scenariu.pdf' });
    const download = await call(talent.token, 'GET', `/api/attachments/${file.id}`);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    const read = await call(talent.token, 'POST', `/api/conversations/${thread.id}/read`);
    expect(dataOf<{ unread: number }>(read)).toEqual({ unread: 0 });
    const reply = await call(talent.token, 'POST', `/api/conversations/${thread.id}/messages`, {
      text: 'Da, am jucat într-un film cu accent moldovenesc.',
    });
    expect(reply.statusCode, reply.body).toBe(201);

    // Back in the studio: the director's message shows read, the reply unread.
    const studio = dataOf<Thread>(
      await call(client.tokens.accessToken, 'GET', `/api/studio/conversations/${thread.id}/messages`),
    );
    expect(studio.messages.map((m) => [m.fromMe, m.read])).toEqual([
      [true, true],
      [false, false],
    ]);
    expect(await unreadMessages(client.tokens.accessToken)).toBe(1);
    const studioInbox = (
      await call(client.tokens.accessToken, 'GET', '/api/studio/conversations')
    ).json() as ConversationList;
    expect(studioInbox.data.find((row) => row.id === thread.id)).toMatchObject({ unread: 1 });
  });

  it('tells the recipient once per thread in 15 minutes (a notice MESSAGE, then silence)', async () => {
    const { talent } = await castingWithApplicant();
    const thread = await studioThread(talent.applicationId);
    for (const text of ['Bună!', 'Ești liber joi?'])
      await call(client.tokens.accessToken, 'POST', `/api/studio/conversations/${thread.id}/messages`, {
        text,
      });
    await t.app.jobs.settled();
    const notices = (await call(talent.token, 'GET', '/api/notifications')).json() as NotificationList;
    const messages = notices.data.filter((notice) => notice.type === 'MESSAGE');
    expect(messages).toHaveLength(1);
    expect(messages[0]?.link).toBe(`/messages/${thread.id}`);
    expect(messages[0]?.body).toContain('nu cere niciodată bani');
  });
});

describe('the safety filter', () => {
  it('asks the sender to confirm a phone number, storing nothing, then sends it to an adult', async () => {
    const { talent } = await castingWithApplicant();
    const thread = await studioThread(talent.applicationId);
    const url = `/api/studio/conversations/${thread.id}/messages`;
    const first = await call(client.tokens.accessToken, 'POST', url, { text: 'Sună-mă la 0722 123 456' });
    expect(first.statusCode, first.body).toBe(422);
    expect(first.json()).toEqual({
      statusCode: 422,
      code: 'MESSAGE_NEEDS_CONFIRMATION',
      message: M.needsConfirmation,
      warnings: [{ kind: 'PHONE', text: '0722 123 456' }],
    });
    expect(
      dataOf<Thread>(await call(talent.token, 'GET', `/api/conversations/${thread.id}/messages`)).messages,
    ).toEqual([]);

    const confirmed = await call(client.tokens.accessToken, 'POST', url, {
      text: 'Sună-mă la 0722 123 456',
      confirm: true,
    });
    expect(dataOf<Message>(confirmed).status).toBe('SENT');
    expect(
      dataOf<Thread>(await call(talent.token, 'GET', `/api/conversations/${thread.id}/messages`)).messages,
    ).toHaveLength(1);
  });

  it('holds it for an administrator in a child’s thread: nothing reaches the guardian until released', async () => {
    const casting = await createCasting(t.app, client.tokens.accessToken, {
      title: 'Reclamă jucării',
      ageRanges: [{ min: 6, max: 12 }],
    });
    const parent = await guardian(t, 'Ioana');
    const child = await addChild(t, parent.headers);
    const applicationId = await applyTo(t, parent.headers, casting.id, child.talentProfileId);
    const thread = await studioThread(applicationId);
    expect(thread.minor).toBe(true);

    const upload = await injectUpload(t.app, bearer(client.tokens.accessToken), '/api/attachments', [
      { name: 'file', filename: 'poza.png', contentType: 'image/png', data: await png(32, 32) },
    ]);
    const file = dataOf<Attachment>(upload);
    const held = await call(
      client.tokens.accessToken,
      'POST',
      `/api/studio/conversations/${thread.id}/messages`,
      {
        text: 'Pentru rol e o taxă de 200 lei, scrie-mi pe WhatsApp',
        attachmentId: file.id,
        confirm: true,
      },
    );
    expect(held.statusCode, held.body).toBe(201);
    const heldMessage = dataOf<Message>(held);
    expect(heldMessage.status).toBe('HELD');

    // No route shows it to the guardian: inbox, thread, unread count, attachment, notices.
    await t.app.jobs.settled();
    expect((await call(parent.token, 'GET', '/api/conversations')).json()).toMatchObject({ data: [] });
    expect(
      dataOf<Thread>(await call(parent.token, 'GET', `/api/conversations/${thread.id}/messages`)).messages,
    ).toEqual([]);
    expect(await unreadMessages(parent.token)).toBe(0);
    expect((await call(parent.token, 'GET', `/api/attachments/${file.id}`)).statusCode).toBe(404);
    const notices = (await call(parent.token, 'GET', '/api/notifications')).json() as NotificationList;
    expect(notices.data.filter((notice) => notice.type === 'MESSAGE')).toEqual([]);
    // The sender sees it as held.
    const own = dataOf<Thread>(
      await call(client.tokens.accessToken, 'GET', `/api/studio/conversations/${thread.id}/messages`),
    );
    expect(own.messages.map((m) => m.status)).toEqual(['HELD']);

    // The administrator's queue has it, with what it was flagged for; releasing delivers it.
    const queue = dataOf<HeldMessage[]>(
      await call(admin.tokens.accessToken, 'GET', '/api/admin/held-messages'),
    );
    const entry = queue.find((row) => row.id === heldMessage.id);
    expect(entry).toMatchObject({ talentName: 'Luca Ionescu', castingTitle: 'Reclamă jucării' });
    expect(entry?.warnings.map((w) => w.kind).sort()).toEqual(['MESSENGER', 'MONEY']);
    expect((await call(client.tokens.accessToken, 'GET', '/api/admin/held-messages')).statusCode).toBe(403);
    const released = await call(
      admin.tokens.accessToken,
      'POST',
      `/api/admin/held-messages/${heldMessage.id}/release`,
    );
    expect(dataOf<HeldMessage>(released).status).toBe('SENT');
    expectError(
      await call(admin.tokens.accessToken, 'POST', `/api/admin/held-messages/${heldMessage.id}/reject`),
      409,
      'CONFLICT',
      'This message is no longer held',
    );
    expect(await unreadMessages(parent.token)).toBe(1);
    const delivered = dataOf<Thread>(
      await call(parent.token, 'GET', `/api/conversations/${thread.id}/messages`),
    );
    expect(delivered.messages.map((m) => m.text)).toEqual([
      'Pentru rol e o taxă de 200 lei, scrie-mi pe WhatsApp',
    ]);
    expect((await call(parent.token, 'GET', `/api/attachments/${file.id}`)).statusCode).toBe(200);
  });

  it('a rejected held message never reaches the guardian', async () => {
    const casting = await createCasting(t.app, client.tokens.accessToken, {
      ageRanges: [{ min: 6, max: 12 }],
    });
    const parent = await guardian(t, 'Elena');
    const child = await addChild(t, parent.headers, { firstName: 'Ana' });
    const applicationId = await applyTo(t, parent.headers, casting.id, child.talentProfileId);
    const thread = await studioThread(applicationId);
    const held = dataOf<Message>(
      await call(client.tokens.accessToken, 'POST', `/api/studio/conversations/${thread.id}/messages`, {
        text: 'Scrie-mi la agent@exemplu.ro',
        confirm: true,
      }),
    );
    const rejected = await call(
      admin.tokens.accessToken,
      'POST',
      `/api/admin/held-messages/${held.id}/reject`,
    );
    expect(dataOf<HeldMessage>(rejected).status).toBe('REJECTED');
    await t.app.jobs.settled();
    expect(
      dataOf<Thread>(await call(parent.token, 'GET', `/api/conversations/${thread.id}/messages`)).messages,
    ).toEqual([]);
    expect(await unreadMessages(parent.token)).toBe(0);
  });
});

describe('bad input and access', () => {
  it('refuses empty, too long and unchecked bodies, and files that are not PDF, JPEG or PNG', async () => {
    const { talent } = await castingWithApplicant();
    const thread = await studioThread(talent.applicationId);
    const url = `/api/conversations/${thread.id}/messages`;
    expectError(
      await call(talent.token, 'POST', url, { text: '   ' }),
      400,
      'VALIDATION_ERROR',
      M.textRequired,
      {
        text: M.textRequired,
      },
    );
    expectError(
      await call(talent.token, 'POST', url, { text: 'a'.repeat(MESSAGE_TEXT_MAX + 1) }),
      400,
      'VALIDATION_ERROR',
      M.textTooLong,
      { text: M.textTooLong },
    );
    const wrongType = await injectUpload(t.app, talent.headers, '/api/attachments', [
      {
        name: 'file',
        filename: 'cv.pdf',
        contentType: 'application/pdf',
        data: Buffer.from('GIF89a not a pdf'),
      },
    ]);
    expectError(wrongType, 415, 'UNSUPPORTED_MEDIA_TYPE', M.attachmentType);
    // Someone else's attachment cannot be sent.
    const othersFile = dataOf<Attachment>(
      await injectUpload(t.app, bearer(client.tokens.accessToken), '/api/attachments', [
        { name: 'file', filename: 'x.png', contentType: 'image/png', data: await png(8, 8) },
      ]),
    );
    expectError(
      await call(talent.token, 'POST', url, { text: 'Salut', attachmentId: othersFile.id }),
      404,
      'NOT_FOUND',
      M.attachmentNotFound,
    );
    // Nothing was stored by any of these.
    expect(dataOf<Thread>(await call(talent.token, 'GET', `${url}`)).messages).toEqual([]);
  });

  it('sends an attachment once: the second of two sends at the same moment is a 409, never a 500', async () => {
    const { talent } = await castingWithApplicant();
    const thread = await studioThread(talent.applicationId);
    const file = dataOf<Attachment>(
      await injectUpload(t.app, talent.headers, '/api/attachments', [
        { name: 'file', filename: 'cv.png', contentType: 'image/png', data: await png(8, 8) },
      ]),
    );
    const url = `/api/conversations/${thread.id}/messages`;
    const answers = await Promise.all(
      ['CV-ul meu', 'CV-ul meu, din nou'].map((text) =>
        call(talent.token, 'POST', url, { text, attachmentId: file.id }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    const refused = answers.find((answer) => answer.statusCode === 409)!;
    expectError(refused, 409, 'CONFLICT', M.attachmentUsed);
    expect(dataOf<Thread>(await call(talent.token, 'GET', url)).messages).toHaveLength(1);
  });

  it('hides another person’s thread: another talent, another client, and the other side’s routes', async () => {
    const { talent } = await castingWithApplicant();
    const thread = await studioThread(talent.applicationId);
    const stranger = await newApplicant(t, (await createCasting(t.app, client.tokens.accessToken)).id);
    for (const path of [
      `/api/conversations/${thread.id}/messages`,
      `/api/applications/${talent.applicationId}/conversation`,
    ]) {
      expect((await call(stranger.token, 'GET', path)).statusCode).toBe(404);
    }
    expect(
      (await call(stranger.token, 'POST', `/api/conversations/${thread.id}/messages`, { text: 'Bună' }))
        .statusCode,
    ).toBe(404);
    expect(
      (
        await call(
          otherClient.tokens.accessToken,
          'GET',
          `/api/studio/applications/${talent.applicationId}/conversation`,
        )
      ).statusCode,
    ).toBe(404);
    expect(
      (await call(otherClient.tokens.accessToken, 'GET', `/api/studio/conversations/${thread.id}/messages`))
        .statusCode,
    ).toBe(404);
    expect(
      (await call(talent.token, 'GET', `/api/studio/conversations/${thread.id}/messages`)).statusCode,
    ).toBe(403);
    expect(
      (await call(client.tokens.accessToken, 'GET', `/api/conversations/${thread.id}/messages`)).statusCode,
    ).toBe(403);
    // An admin reaches any casting's thread.
    expect(
      (await call(admin.tokens.accessToken, 'GET', `/api/studio/conversations/${thread.id}/messages`))
        .statusCode,
    ).toBe(200);
  });
});

describe('the new client’s limit', () => {
  it('a company verified today opens at most 50 threads a day (429 for the 51st)', async () => {
    const { talent } = await castingWithApplicant();
    const thread = await studioThread(talent.applicationId);
    const { casting_id, profile_id, talent_user_id } = await t.app.db
      .selectFrom('conversations')
      .select(['casting_id', 'profile_id', 'talent_user_id'])
      .where('id', '=', thread.id)
      .executeTakeFirstOrThrow();
    const now = new Date().toISOString();
    // Fifty threads this client opened in the last hours (their applications do not matter here).
    await t.app.db
      .insertInto('conversations')
      .values(
        Array.from({ length: THREADS_PER_DAY_NEW_CLIENT }, () => ({
          id: randomUUID(),
          casting_id,
          application_id: null,
          invitation_id: null,
          profile_id,
          talent_user_id,
          client_user_id: client.user.id,
          minor: 0,
          opened_side: 'CLIENT' as const,
          opened_at: now,
          last_message_at: now,
          created_at: now,
        })),
      )
      .execute();
    const refused = await call(
      client.tokens.accessToken,
      'POST',
      `/api/studio/conversations/${thread.id}/messages`,
      {
        text: 'Bună ziua',
      },
    );
    expectError(refused, 429, 'TOO_MANY_REQUESTS', M.threadLimit);
    // The talent may still write first; then the client answers in a thread it did not open.
    await call(talent.token, 'POST', `/api/conversations/${thread.id}/messages`, { text: 'Am o întrebare' });
    const answer = await call(
      client.tokens.accessToken,
      'POST',
      `/api/studio/conversations/${thread.id}/messages`,
      {
        text: 'Spune',
      },
    );
    expect(answer.statusCode, answer.body).toBe(201);
  });
});
