import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { ACCOUNT_MESSAGES as A } from '@talent/contract/account-messages';
import type { Photo, Video } from '@talent/contract/media';
import { beforeAll, describe, expect, it } from 'vitest';
import { applyTo, moveApplication } from '../../test/application-helpers';
import { addChild, guardian } from '../../test/children-helpers';
import { askForReset } from '../../test/mail-helpers';
import { injectUpload, jpegWithGps, mp4, type Part, pdfOfPages } from '../../test/media-test-files';
import {
  bearer,
  buildTestApp,
  createCasting,
  createStaff,
  errorBody,
  expectError,
  ownProfileId,
  register,
} from '../../test/test-app';
import { ATTACHMENTS_FOLDER, PRIVATE_MEDIA_DIR } from '../media/storage';

const t = buildTestApp();
let jpeg: Buffer;
let video: Buffer;
beforeAll(async () => {
  jpeg = await jpegWithGps(800, 600);
  video = mp4();
});

type Headers = Record<string, string>;
const PASSWORD = 'correct horse battery';
/** The stored file behind a URL: a child's are signed links to the private folder (DESIGN §10). */
const fileOf = (url: string) =>
  url.startsWith('/api/media/private/')
    ? join(t.config.dataDir, 'private-media', 'children', url.split('?')[0]?.split('/').pop() ?? '')
    : join(t.config.mediaDir, url.replace('/media/', ''));
const photoPart = (): Part => ({ name: 'file', filename: 'poza.jpg', contentType: 'image/jpeg', data: jpeg });
const videoPart = (): Part => ({ name: 'file', filename: 'clip.mp4', contentType: 'video/mp4', data: video });
const deleteMe = (headers: Headers, payload?: object) =>
  t.app.inject({ method: 'DELETE', url: '/api/auth/me', headers, ...(payload !== undefined && { payload }) });

/** A photo and a video on a profile (own: /api/profiles/me, child: /api/profiles/children/:id). */
async function addMedia(headers: Headers, base: string) {
  const photo = await injectUpload(t.app, headers, `${base}/photos`, [photoPart()]);
  expect(photo.statusCode, photo.body).toBe(201);
  const clip = await injectUpload(t.app, headers, `${base}/videos`, [videoPart()]);
  expect(clip.statusCode, clip.body).toBe(201);
  const p = photo.json().data as Photo;
  // The video's files as served once converted: the MP4, its poster and thumbnail.
  await t.app.jobs.settled(60_000);
  const videos = (await t.app.inject({ url: `${base}/videos`, headers })).json().data as Video[];
  const v = videos.find((item) => item.id === clip.json().data.id) as Video;
  return [p.originalUrl, p.displayUrl, p.thumbnailUrl, v.originalUrl, v.thumbnailUrl, v.posterUrl as string];
}

/** A guardian with everything an account can hold: media, a skill, a child with the same, applications. */
async function fullAccount() {
  const { token, headers } = await guardian(t, 'Elena');
  const me = (await t.app.inject({ url: '/api/auth/me', headers })).json().data;
  const child = await addChild(t, headers);
  const ownProfile = await ownProfileId(t.app, token);
  const childProfile = child.talentProfileId;
  const urls = [
    ...(await addMedia(headers, '/api/profiles/me')),
    ...(await addMedia(headers, `/api/profiles/children/${child.id}`)),
  ];
  for (const talentProfileId of [ownProfile, childProfile]) {
    const skill = await t.app.inject({
      method: 'POST',
      url: '/api/skills/instrument',
      headers,
      payload: { instrument: 'Pian', level: 'AMATEUR', talentProfileId },
    });
    expect(skill.statusCode, skill.body).toBe(201);
  }
  const staff = await createStaff(t);
  const casting = await createCasting(t.app, staff.tokens.accessToken, { ageRanges: [{ min: 1, max: 99 }] });
  const applicationIds: string[] = [];
  for (const talentProfileId of [ownProfile, childProfile]) {
    const id = await applyTo(t, headers, casting.id, talentProfileId);
    applicationIds.push(id);
    const moved = await moveApplication(t, staff.tokens.accessToken, id, { status: 'REVIEWED' });
    expect(moved.statusCode, moved.body).toBe(200);
  }
  const login = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: me.email, password: PASSWORD },
  });
  const otherSession = login.json().data;
  await askForReset(t, me.email);
  return {
    token,
    headers,
    otherSession,
    userId: me.id as string,
    email: me.email as string,
    childId: child.id,
    profileIds: [ownProfile, childProfile],
    applicationIds,
    urls,
    casting,
  };
}

/** Rows that belong to the account, per table. */
async function rowsOf(account: Awaited<ReturnType<typeof fullAccount>>) {
  const db = t.app.db;
  const count = async (query: { execute: () => Promise<unknown[]> }) => (await query.execute()).length;
  const sessionIds = (
    await db.selectFrom('sessions').select('id').where('user_id', '=', account.userId).execute()
  ).map((row) => row.id);
  return {
    users: await count(db.selectFrom('users').select('id').where('id', '=', account.userId)),
    talent_profiles: await count(
      db.selectFrom('talent_profiles').select('id').where('id', 'in', account.profileIds),
    ),
    children: await count(db.selectFrom('children').select('id').where('id', '=', account.childId)),
    sessions: sessionIds.length,
    refresh_tokens: await count(
      db
        .selectFrom('refresh_tokens')
        .innerJoin('sessions', 'sessions.id', 'refresh_tokens.session_id')
        .select('refresh_tokens.id')
        .where('sessions.user_id', '=', account.userId),
    ),
    password_reset_tokens: await count(
      db.selectFrom('password_reset_tokens').select('id').where('user_id', '=', account.userId),
    ),
    photos: await count(
      db.selectFrom('photos').select('id').where('talent_profile_id', 'in', account.profileIds),
    ),
    videos: await count(
      db.selectFrom('videos').select('id').where('talent_profile_id', 'in', account.profileIds),
    ),
    instruments: await count(
      db.selectFrom('instruments').select('id').where('talent_profile_id', 'in', account.profileIds),
    ),
    applications: await count(
      db.selectFrom('applications').select('id').where('id', 'in', account.applicationIds),
    ),
    application_status_changes: await count(
      db
        .selectFrom('application_status_changes')
        .select('id')
        .where('application_id', 'in', account.applicationIds),
    ),
  };
}

describe('DELETE /api/auth/me', () => {
  it('erases the account and everything of it: rows, files, sessions; the e-mail is free again', async () => {
    const account = await fullAccount();
    const bystander = await register(t.app);
    const bystanderHeaders = bearer(bystander.tokens.accessToken);
    const before = await rowsOf(account);
    expect(before).toEqual({
      users: 1,
      talent_profiles: 2,
      children: 1,
      sessions: 2,
      refresh_tokens: 2,
      password_reset_tokens: 1,
      photos: 2,
      videos: 2,
      instruments: 2,
      applications: 2,
      // Each application's creation and its move to REVIEWED.
      application_status_changes: 4,
    });
    for (const url of account.urls) {
      expect(existsSync(fileOf(url)), url).toBe(true);
      expect((await t.app.inject({ url })).statusCode, url).toBe(200);
    }

    const response = await deleteMe(account.headers, { password: PASSWORD });
    expect(response.statusCode, response.body).toBe(204);
    expect(response.body).toBe('');

    const after = await rowsOf(account);
    expect(
      Object.values(after).every((count) => count === 0),
      JSON.stringify(after),
    ).toBe(true);
    for (const url of account.urls) {
      expect(existsSync(fileOf(url)), url).toBe(false);
      expect((await t.app.inject({ url })).statusCode, url).toBe(404);
    }

    // Every token of the account is dead, and so is the password.
    expect((await t.app.inject({ url: '/api/auth/me', headers: account.headers })).statusCode).toBe(401);
    const otherMe = await t.app.inject({
      url: '/api/auth/me',
      headers: bearer(account.otherSession.accessToken),
    });
    expect(otherMe.statusCode).toBe(401);
    const refreshed = await t.app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      payload: { refreshToken: account.otherSession.refreshToken },
    });
    expect(refreshed.statusCode).toBe(401);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: account.email, password: PASSWORD },
    });
    expect(login.statusCode).toBe(401);
    expect(errorBody(login).code).toBe('INVALID_CREDENTIALS');

    // Others and the casting are untouched; the address can register anew.
    expect((await t.app.inject({ url: '/api/auth/me', headers: bystanderHeaders })).statusCode).toBe(200);
    expect(
      (await t.app.inject({ url: `/api/castings/${account.casting.id}`, headers: bystanderHeaders }))
        .statusCode,
    ).toBe(200);
    await register(t.app, { email: account.email });
  });

  it('takes the message attachments the talent uploaded with it, their files too', async () => {
    const { tokens, payload } = await register(t.app);
    const headers = bearer(tokens.accessToken);
    const upload = await injectUpload(t.app, headers, '/api/attachments', [
      { name: 'file', filename: 'cv.pdf', contentType: 'application/pdf', data: await pdfOfPages(1) },
    ]);
    expect(upload.statusCode, upload.body).toBe(201);
    const { id } = (upload.json() as { data: { id: string } }).data;
    const stored = await t.app.db
      .selectFrom('message_attachments')
      .select('storage_key')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    const file = join(t.config.dataDir, PRIVATE_MEDIA_DIR, ATTACHMENTS_FOLDER, stored.storage_key);
    expect(existsSync(file)).toBe(true);

    expect((await deleteMe(headers, { password: payload.password })).statusCode).toBe(204);
    expect(existsSync(file)).toBe(false);
    expect(
      await t.app.db.selectFrom('message_attachments').select('id').where('id', '=', id).execute(),
    ).toEqual([]);
  });

  it('a wrong password → 400 on password, nothing deleted', async () => {
    const { tokens } = await register(t.app);
    const headers = bearer(tokens.accessToken);
    const response = await deleteMe(headers, { password: 'not the password' });
    expectError(response, 400, 'VALIDATION_ERROR', A.passwordWrong, { password: A.passwordWrong });
    expect((await t.app.inject({ url: '/api/auth/me', headers })).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/profiles/me', headers })).statusCode).toBe(200);
  });

  it.each([{}, { password: '' }, undefined])(
    '%o → 400 asking for the password, nothing deleted',
    async (payload) => {
      const { tokens } = await register(t.app);
      const headers = bearer(tokens.accessToken);
      const response = await deleteMe(headers, payload);
      expect(response.statusCode).toBe(400);
      if (payload !== undefined) expect(errorBody(response).fields?.password).toBe(A.passwordRequired);
      expect((await t.app.inject({ url: '/api/auth/me', headers })).statusCode).toBe(200);
    },
  );

  it('needs a signed-in talent', async () => {
    expect((await deleteMe({}, { password: PASSWORD })).statusCode).toBe(401);
  });
});
