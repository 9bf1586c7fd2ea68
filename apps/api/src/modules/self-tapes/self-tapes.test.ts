// Self-tape requests (issue 22 point 3, DESIGN §9): a casting's client asks an applicant for a
// recording by a deadline; the talent is told in-app and by e-mail, answers with a video of the
// profile that applied, and nobody else can read or answer the request.

import type { Video } from '@talent/contract/media';
import type { Notification } from '@talent/contract/notifications';
import { SELF_TAPE_MESSAGES, type SelfTapeRequest } from '@talent/contract/self-tapes';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { applyTo, castingTeam, moveApplication, newApplicant } from '../../test/application-helpers';
import { addChild, guardian } from '../../test/children-helpers';
import { outboxMessagesTo } from '../../test/mail-helpers';
import { injectUpload, mp4 } from '../../test/media-test-files';
import { bearer, buildTestApp, createCasting, dateYearsAgo, errorBody, register } from '../../test/test-app';
import { MediaSigner } from '../media/media-signer';

const t = buildTestApp();
const { client, otherClient, admin } = castingTeam(t);

let video: Buffer;
let castingId: string;
const talent = { token: '', email: '', profileId: '', applicationId: '' };
const other = { token: '' };
const parent = { headers: {} as Record<string, string>, childId: '', childProfileId: '', applicationId: '' };

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

beforeAll(async () => {
  video = mp4();
  castingId = (await createCasting(t.app, client.tokens.accessToken, { title: 'Reclamă cu self-tape' })).id;
  const { token, email, profileId, applicationId } = await newApplicant(t, castingId, { firstName: 'Ioana' });
  Object.assign(talent, { token, email, profileId, applicationId });
  other.token = (await register(t.app)).tokens.accessToken;

  const mother = await guardian(t, 'Gabriela');
  parent.headers = mother.headers;
  const child = await addChild(t, mother.headers, { firstName: 'Luca', dateOfBirth: dateYearsAgo(9) });
  parent.childId = child.id;
  parent.childProfileId = child.talentProfileId;
  parent.applicationId = await applyTo(t, mother.headers, castingId, child.talentProfileId);
}, 60_000);

const ask = (applicationId: string, body: unknown, token = client.tokens.accessToken) =>
  t.app.inject({
    method: 'POST',
    url: `/api/studio/applications/${applicationId}/self-tape-requests`,
    headers: bearer(token),
    payload: body as object,
  });

async function askOk(applicationId: string, days = 3): Promise<SelfTapeRequest> {
  const response = await ask(applicationId, {
    instructions: 'Citește monologul din scena 2.',
    deadline: inDays(days),
  });
  expect(response.statusCode, response.body).toBe(201);
  return (response.json() as { data: SelfTapeRequest }).data;
}

const submit = (requestId: string, videoId: string, headers: Record<string, string>) =>
  t.app.inject({
    method: 'POST',
    url: `/api/self-tape-requests/${requestId}/submission`,
    headers,
    payload: { videoId },
  });

async function uploadVideo(headers: Record<string, string>, url = '/api/profiles/me/videos'): Promise<Video> {
  const response = await injectUpload(t.app, headers, url, [
    { name: 'file', filename: 'tape.mp4', contentType: 'video/mp4', data: video },
  ]);
  expect(response.statusCode, response.body).toBe(201);
  return (response.json() as { data: Video }).data;
}

async function talentRequests(applicationId: string, headers: Record<string, string>) {
  const response = await t.app.inject({
    url: `/api/applications/${applicationId}/self-tape-requests`,
    headers,
  });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { data: SelfTapeRequest[] }).data;
}

/** One request as the talent sees it on their application now. */
async function talentsViewOf(requestId: string) {
  const requests = await talentRequests(talent.applicationId, bearer(talent.token));
  return requests.find((item) => item.id === requestId);
}

describe('asking for a self-tape', () => {
  it('the talent sees the request on the application, with an in-app notice and an e-mail', async () => {
    const created = await askOk(talent.applicationId);
    expect(created).toMatchObject({
      applicationId: talent.applicationId,
      instructions: 'Citește monologul din scena 2.',
      state: 'OPEN',
      submittedAt: null,
      video: null,
    });
    const seen = await talentRequests(talent.applicationId, bearer(talent.token));
    expect(seen.map((request) => request.id)).toContain(created.id);

    await t.app.jobs.settled();
    const notices = await t.app.inject({ url: '/api/notifications', headers: bearer(talent.token) });
    const notice = (notices.json() as { data: Notification[] }).data.find(
      (item) => item.type === 'SELF_TAPE_REQUEST',
    );
    expect(notice?.title).toBe('Ți s-a cerut un self-tape pentru „Reclamă cu self-tape”');
    expect(notice?.link).toBe(`/my-applications/${talent.applicationId}`);
    const mails = await outboxMessagesTo(t, talent.email);
    expect(mails.some((mail) => mail.subject?.includes('self-tape'))).toBe(true);
  });

  it('refuses empty instructions, a past deadline and one more than 90 days ahead, with why', async () => {
    const empty = await ask(talent.applicationId, { instructions: '  ', deadline: inDays(2) });
    expect(empty.statusCode).toBe(400);
    expect(errorBody(empty).message).toBe(SELF_TAPE_MESSAGES.instructionsRequired);
    const past = await ask(talent.applicationId, { instructions: 'x', deadline: inDays(-1) });
    expect(past.statusCode).toBe(400);
    expect(errorBody(past).message).toBe(SELF_TAPE_MESSAGES.deadlinePast);
    const far = await ask(talent.applicationId, { instructions: 'x', deadline: inDays(91) });
    expect(errorBody(far).message).toBe(SELF_TAPE_MESSAGES.deadlineTooFar);
    const notADate = await ask(talent.applicationId, { instructions: 'x', deadline: 'mâine' });
    expect(notADate.statusCode).toBe(400);
  });

  it('another client gets 404, a talent 403, nobody 401; an admin may ask', async () => {
    const before = (await talentRequests(talent.applicationId, bearer(talent.token))).length;
    const askAs = async (token: string, instructions = 'x') =>
      (await ask(talent.applicationId, { instructions, deadline: inDays(2) }, token)).statusCode;
    expect(await askAs(otherClient.tokens.accessToken)).toBe(404);
    expect(await askAs(talent.token)).toBe(403);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: `/api/studio/applications/${talent.applicationId}/self-tape-requests`,
      payload: { instructions: 'x', deadline: inDays(2) },
    });
    expect(anonymous.statusCode).toBe(401);
    const list = await t.app.inject({
      url: `/api/studio/applications/${talent.applicationId}/self-tape-requests`,
      headers: bearer(otherClient.tokens.accessToken),
    });
    expect(list.statusCode).toBe(404);
    expect((await talentRequests(talent.applicationId, bearer(talent.token))).length).toBe(before);
    expect(await askAs(admin.tokens.accessToken, 'De la admin')).toBe(201);
  });

  it('a rejected application takes no request', async () => {
    const { applicationId } = await newApplicant(t, castingId);
    const rejected = await moveApplication(t, client.tokens.accessToken, applicationId, {
      status: 'REJECTED',
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    const response = await ask(applicationId, { instructions: 'x', deadline: inDays(2) });
    expect(response.statusCode).toBe(409);
    expect(errorBody(response).message).toBe(SELF_TAPE_MESSAGES.applicationClosed);
  });
});

describe('answering', () => {
  it('the talent sends a video of the profile that applied; the client sees it; a second one replaces it', async () => {
    const request = await askOk(talent.applicationId);
    const first = await uploadVideo(bearer(talent.token));
    const sent = await submit(request.id, first.id, bearer(talent.token));
    expect(sent.statusCode, sent.body).toBe(200);
    expect((sent.json() as { data: SelfTapeRequest }).data).toMatchObject({
      state: 'SUBMITTED',
      video: { id: first.id },
    });
    const second = await uploadVideo(bearer(talent.token));
    expect((await submit(request.id, second.id, bearer(talent.token))).statusCode).toBe(200);

    await t.app.jobs.settled(60_000);
    const studio = await t.app.inject({
      url: `/api/studio/applications/${talent.applicationId}/self-tape-requests`,
      headers: bearer(client.tokens.accessToken),
    });
    const shown = (studio.json() as { data: SelfTapeRequest[] }).data.find((item) => item.id === request.id);
    expect(shown?.video).toMatchObject({ id: second.id, processingStatus: 'READY' });
    expect(shown?.video?.originalUrl).toMatch(/\.mp4$/);
  }, 120_000);

  it('refuses a video of another profile, and a stranger gets 404 with nothing changed', async () => {
    const request = await askOk(talent.applicationId);
    const strangers = await uploadVideo(bearer(other.token));
    const own = await uploadVideo(bearer(talent.token));
    const wrongVideo = await submit(request.id, strangers.id, bearer(talent.token));
    expect(wrongVideo.statusCode).toBe(400);
    expect(errorBody(wrongVideo).message).toBe(SELF_TAPE_MESSAGES.videoNotOnProfile);
    const stranger = await submit(request.id, own.id, bearer(other.token));
    expect(stranger.statusCode).toBe(404);
    expect(
      (
        await t.app.inject({
          url: `/api/applications/${talent.applicationId}/self-tape-requests`,
          headers: bearer(other.token),
        })
      ).statusCode,
    ).toBe(404);
    expect(await talentsViewOf(request.id)).toMatchObject({ state: 'OPEN', video: null });
  });

  it("a child's video sent to another profile's request is refused before any URL of it is signed", async () => {
    const request = await askOk(talent.applicationId);
    const childVideo = await uploadVideo(parent.headers, `/api/profiles/children/${parent.childId}/videos`);
    const sign = vi.spyOn(MediaSigner.prototype, 'sign');
    try {
      const response = await submit(request.id, childVideo.id, bearer(talent.token));
      expect(response.statusCode).toBe(400);
      expect(errorBody(response).message).toBe(SELF_TAPE_MESSAGES.videoNotOnProfile);
      expect(sign).not.toHaveBeenCalled();
    } finally {
      sign.mockRestore();
    }
  });

  it('after the deadline the answer is refused with a clear message and the request shows MISSED', async () => {
    const request = await askOk(talent.applicationId);
    const tape = await uploadVideo(bearer(talent.token));
    await t.app.db
      .updateTable('self_tape_requests')
      .set({ deadline: new Date(Date.now() - 60_000).toISOString() })
      .where('id', '=', request.id)
      .execute();
    const late = await submit(request.id, tape.id, bearer(talent.token));
    expect(late.statusCode).toBe(422);
    expect(errorBody(late).message).toBe(SELF_TAPE_MESSAGES.deadlinePassed);
    expect(await talentsViewOf(request.id)).toMatchObject({ state: 'MISSED', video: null });
  });

  it("a guardian answers with the child's video, not their own; the notice names the child", async () => {
    const request = await askOk(parent.applicationId);
    const childVideo = await uploadVideo(parent.headers, `/api/profiles/children/${parent.childId}/videos`);
    const ownVideo = await uploadVideo(parent.headers);
    expect((await submit(request.id, ownVideo.id, parent.headers)).statusCode).toBe(400);
    expect((await submit(request.id, childVideo.id, parent.headers)).statusCode).toBe(200);
    // The notice's job runs beside the conversions: it need not wait for them.
    const noticeTitle = async () => {
      const notices = await t.app.inject({ url: '/api/notifications', headers: parent.headers });
      return (notices.json() as { data: Notification[] }).data.find(
        (item) => item.type === 'SELF_TAPE_REQUEST',
      )?.title;
    };
    await expect.poll(noticeTitle, { timeout: 20_000 }).toContain('(pentru Luca)');
  });

  it("a child's self-tape is no longer signed for the client once the application is REJECTED", async () => {
    const studioTapes = async () => {
      const response = await t.app.inject({
        url: `/api/studio/applications/${parent.applicationId}/self-tape-requests`,
        headers: bearer(client.tokens.accessToken),
      });
      expect(response.statusCode, response.body).toBe(200);
      return (response.json() as { data: SelfTapeRequest[] }).data.filter((request) => request.submittedAt);
    };
    const before = await studioTapes();
    expect(before.length).toBeGreaterThan(0);
    expect(before.every((request) => request.video !== null)).toBe(true);

    const rejected = await t.app.inject({
      method: 'PATCH',
      url: `/api/applications/${parent.applicationId}/status`,
      headers: bearer(client.tokens.accessToken),
      payload: { status: 'REJECTED' },
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    const after = await studioTapes();
    // The answers stay listed (sent, and when), but none of the child's files is linked any more.
    expect(after.map((request) => request.submittedAt)).toEqual(before.map((request) => request.submittedAt));
    expect(after.every((request) => request.video === null)).toBe(true);
    expect(JSON.stringify(after)).not.toContain('/api/media/private/');
  });
});
