import { randomUUID } from 'node:crypto';
import { readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { AuditionSessionPayload } from '@talent/contract/audition-sessions';
import type { AuditionInviteResult, StudioAuditionSession } from '@talent/contract/auditions';
import type { AuthTokens } from '@talent/contract/auth';
import type { Casting } from '@talent/contract/castings';
import type { Child } from '@talent/contract/children';
import { addDays, romanianToday } from '@talent/contract/dates';
import type { Photo, Video } from '@talent/contract/media';
import {
  PRESENTATION_PAGE_PATH,
  type PresentationCreated,
  VIEWER_TOKEN_HEADER,
} from '@talent/contract/presentations';
import { SKILL_KIND_NAMES, type SkillKind } from '@talent/contract/skills';
import type { InjectOptions } from 'fastify';
import { PRIVATE_MEDIA_DIR } from '../modules/media/storage';
import { addChild } from './children-helpers';
import { injectUpload, jpegWithGps, mp4, multipart, type Part, pdfOfPages } from './media-test-files';
import {
  bearer,
  createCasting,
  createStaff,
  dateYearsAgo,
  ownProfileId,
  register,
  type TestApp,
} from './test-app';

/**
 * The cast of the security tests: talent A (also a guardian) owns everything; the others try to
 * reach it. Registered once per test file, since argon2 makes every account cost ~100 ms.
 */
export type ActorName = 'talentA' | 'talentB' | 'guardianB' | 'client1' | 'client2' | 'admin' | 'anonymous';

export interface Credentials {
  email: string;
  password: string;
  tokens: AuthTokens;
  userId: string;
}

/** One talent profile's worth of A's resources: A's own, or A's child's. */
export interface OwnedProfile {
  profileId: string;
  photo: Photo;
  video: Video;
  skills: Record<SkillKind, string>;
  applicationId: string;
}

export interface World {
  t: TestApp;
  accounts: Record<Exclude<ActorName, 'anonymous'>, Credentials>;
  a: {
    own: OwnedProfile;
    child: OwnedProfile;
    childId: string;
    notificationId: string;
    savedSearchId: string;
    /** A self-tape request of client1's on A's own application (its instructions are a marker). */
    selfTapeRequestId: string;
    /** client1's invitation of A's own profile to `casting` (DESIGN §11). */
    invitationId: string;
    /** Finished tus uploads of A's (a video each), for the own and the child's from-upload. */
    finishedUploads: { own: string; child: string };
    /** A tus upload of A's still missing bytes. */
    openUpload: string;
    /** A's auditions in `auditionSession` (DESIGN §12): the own one at 10:00, the child's at 10:15. */
    auditions: { own: string; child: string };
  };
  /** client1's session on `casting` (A and A's child invited), ten days ahead; the casting has sides. */
  auditionSession: StudioAuditionSession;
  /** Guardian B's own child, for cross-object attempts (B's child id with A's photo id). */
  guardianBChild: Child;
  /**
   * client1's presentations of `casting` showing A and A's child (DESIGN §13): `open` asks only a
   * name, `locked` a password too. Each has a viewer who voted YES on A with a comment and played A's
   * video; titles, viewer names and comments are markers (client1's and its viewers' only).
   */
  presentations: { open: WorldPresentation; locked: WorldPresentation & { password: string } };
  /** client1's talent list, holding A's own profile. */
  talentListId: string;
  /** PUBLISHED, owned by client1: A and A's child applied to it. */
  casting: Casting;
  /** PUBLISHED, owned by client1: nobody applied; the target of apply attempts. */
  openCasting: Casting;
  /** A client signed up in the studio, UNVERIFIED: what the admin's verification acts on. */
  waitingClientId: string;
  /** Text that appears only in A's data: any response to another actor containing one is a leak. */
  markers: string[];
  /** The markers of client1's presentations (also in `markers`): not even A may read them. */
  presentationMarkers: string[];
  jpeg: Buffer;
  video: Buffer;
}

/** A presentation at its link (`/api/p/{token}`), and the viewer token of its one viewer. */
export interface WorldPresentation {
  id: string;
  token: string;
  viewerToken: string;
}

/** A valid body of each skill kind. */
export const SKILL_SAMPLES: Record<SkillKind, Record<string, unknown>> = {
  instrument: { instrument: 'Pian', level: 'AMATEUR', courses: '5 ani' },
  sport: { sport: 'Tenis', level: 'AMATEUR', courses: null },
  dance: { genre: 'Salsa', level: 'AMATEUR', courses: null },
  riding: { activity: 'Călărie', level: 'AMATEUR' },
  language: { language: 'Engleză', level: 'ADVANCED' },
  'distinctive-mark': { type: 'TATTOO', location: 'Braț', description: 'Trandafir' },
};

export const photoPart = (data: Buffer, name = 'file'): Part => ({
  name,
  filename: 'poza.jpg',
  contentType: 'image/jpeg',
  data,
});
export const videoPart = (data: Buffer): Part => ({
  name: 'file',
  filename: 'clip.mp4',
  contentType: 'video/mp4',
  data,
});

export const pdfPart = (data: Buffer): Part => ({
  name: 'file',
  filename: 'replici.pdf',
  contentType: 'application/pdf',
  data,
});

/** The world's audition session, 10:00–11:00 in 15-minute slots ten days ahead; `changes` override. */
export const auditionSessionPayload = (
  changes: Partial<AuditionSessionPayload> = {},
): AuditionSessionPayload => ({
  round: 'AUDITION',
  kind: 'IN_PERSON',
  date: addDays(romanianToday(), 10) as string,
  start: '10:00',
  end: '11:00',
  slotMinutes: 15,
  capacityPerSlot: 1,
  place: 'Studioul 2, București',
  ...changes,
});

/** A multipart upload as inject options (the caller adds the Authorization header). */
export function uploadRequest(url: string, parts: Part[]): InjectOptions {
  const body = multipart(parts);
  return { method: 'POST', url, headers: body.headers, payload: body.payload };
}

async function expectStatus(response: { statusCode: number; body: string }, status: number, what: string) {
  if (response.statusCode !== status) throw new Error(`${what}: ${response.statusCode} ${response.body}`);
}

let ipCounter = 0;
/** Each sign-in from its own address, so the per-IP throttle of one file never trips another's. */
export const freshIp = () => `203.0.113.${(++ipCounter % 250) + 1}`;

/** Signs a talent in again: a second session of the same account. */
export async function signIn(t: TestApp, account: Pick<Credentials, 'email' | 'password'>) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: account.email, password: account.password },
    remoteAddress: freshIp(),
  });
  await expectStatus(response, 200, 'login');
  return (response.json() as { data: AuthTokens }).data;
}

async function talent(t: TestApp, firstName: string, lastName: string, guardianMode: boolean) {
  const { payload, tokens } = await register(t.app, { firstName, lastName, birthDate: dateYearsAgo(35) });
  if (guardianMode) {
    const enabled = await t.app.inject({
      method: 'POST',
      url: '/api/users/guardian-mode/enable',
      headers: bearer(tokens.accessToken),
    });
    await expectStatus(enabled, 200, 'guardian mode');
  }
  const me = await t.app.inject({ url: '/api/auth/me', headers: bearer(tokens.accessToken) });
  return {
    email: payload.email,
    password: payload.password,
    tokens,
    userId: (me.json() as { data: { id: string } }).data.id,
  };
}

async function ownedProfile(
  w: Pick<World, 't' | 'jpeg' | 'video' | 'casting'>,
  headers: Record<string, string>,
  base: string,
  profileId: string,
  marker: string,
): Promise<OwnedProfile> {
  const { t } = w;
  const photo = await injectUpload(t.app, headers, `${base}/photos`, [photoPart(w.jpeg)]);
  await expectStatus(photo, 201, 'photo upload');
  const video = await injectUpload(t.app, headers, `${base}/videos`, [videoPart(w.video)]);
  await expectStatus(video, 201, 'video upload');
  const skills = {} as Record<SkillKind, string>;
  for (const kind of SKILL_KIND_NAMES) {
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/skills/${kind}`,
      headers,
      payload: { ...SKILL_SAMPLES[kind], talentProfileId: profileId },
    });
    await expectStatus(response, 201, `skill ${kind}`);
    skills[kind] = (response.json() as { data: { id: string } }).data.id;
  }
  const application = await t.app.inject({
    method: 'POST',
    url: '/api/applications',
    headers,
    payload: { castingId: w.casting.id, talentProfileId: profileId, message: marker },
  });
  await expectStatus(application, 201, 'application');
  return {
    profileId,
    photo: (photo.json() as { data: Photo }).data,
    video: (video.json() as { data: Video }).data,
    skills,
    applicationId: (application.json() as { data: { id: string } }).data.id,
  };
}

/** client1 puts A's profile on a talent list and invites it to the casting; the ids of both. */
async function listedAndInvited(
  t: TestApp,
  clientToken: string,
  a: { talentA: string; profileId: string; castingId: string },
) {
  const headers = bearer(clientToken);
  const list = await t.app.inject({
    method: 'POST',
    url: '/api/studio/talent-lists',
    headers,
    payload: { name: 'Lista lui client1' },
  });
  if (list.statusCode !== 201) throw new Error(`talent list failed: ${list.body}`);
  const talentListId = (list.json() as { data: { id: string } }).data.id;
  const put = await t.app.inject({
    method: 'PUT',
    url: `/api/studio/talent-lists/${talentListId}/members/${a.profileId}`,
    headers,
  });
  if (put.statusCode !== 200) throw new Error(`list member failed: ${put.body}`);
  const invited = await t.app.inject({
    method: 'POST',
    url: `/api/studio/castings/${a.castingId}/invitations`,
    headers,
    payload: { profileIds: [a.profileId], message: 'Te invităm' },
  });
  if (invited.statusCode !== 201) throw new Error(`invitation failed: ${invited.body}`);
  const own = await t.app.inject({ url: '/api/invitations', headers: bearer(a.talentA) });
  const invitationId = (own.json() as { data: { id: string }[] }).data[0]?.id;
  if (!invitationId) throw new Error(`no invitation: ${own.body}`);
  return { talentListId, invitationId };
}

/**
 * A new session on the casting (`auditionSessionPayload` with `changes`) with `applicationIds` invited
 * into it, each into the next free slot: the session, and the audition of an application that got one.
 */
export async function sessionWithInvited(
  t: TestApp,
  clientToken: string,
  castingId: string,
  applicationIds: string[],
  changes: Partial<AuditionSessionPayload> = {},
) {
  const headers = bearer(clientToken);
  const made = await t.app.inject({
    method: 'POST',
    url: `/api/studio/castings/${castingId}/audition-sessions`,
    headers,
    payload: auditionSessionPayload(changes),
  });
  await expectStatus(made, 201, 'audition session');
  const session = (made.json() as { data: StudioAuditionSession }).data;
  const invited = await t.app.inject({
    method: 'POST',
    url: `/api/studio/audition-sessions/${session.id}/invitations`,
    headers,
    payload: { applicationIds },
  });
  await expectStatus(invited, 201, 'audition invitations');
  const result = (invited.json() as { data: AuditionInviteResult }).data;
  const auditionOf = (applicationId: string) => {
    const entry = result.invited.find((row) => row.applicationId === applicationId);
    if (!entry?.slotStart) throw new Error(`no audition slot for ${applicationId}: ${invited.body}`);
    return entry.auditionId;
  };
  return { session, auditionOf };
}

/** A one-page PDF as the casting's sides, uploaded by its client. */
export async function uploadSides(t: TestApp, clientToken: string, castingId: string) {
  const upload = uploadRequest(`/api/studio/castings/${castingId}/sides`, [pdfPart(await pdfOfPages(1))]);
  const sides = await t.app.inject({
    ...upload,
    headers: { ...(upload.headers as Record<string, string>), ...bearer(clientToken) },
  });
  await expectStatus(sides, 201, 'sides');
}

/**
 * client1 makes an audition session on the casting, invites A's own and A's child's applications
 * and attaches the sides: through the API, as a director would.
 */
async function auditioned(
  t: TestApp,
  clientToken: string,
  a: { castingId: string; applicationIds: [string, string] },
) {
  const { session, auditionOf } = await sessionWithInvited(t, clientToken, a.castingId, a.applicationIds);
  await uploadSides(t, clientToken, a.castingId);
  return {
    session,
    auditions: { own: auditionOf(a.applicationIds[0]), child: auditionOf(a.applicationIds[1]) },
  };
}

/**
 * client1 presents A's own and A's child's applications at two links (one with a password); a viewer
 * of each gives a name, votes on A's own application with a comment and plays A's own video.
 */
async function presented(
  t: TestApp,
  clientToken: string,
  a: { castingId: string; applicationIds: [string, string]; videoId: string; marker: string },
) {
  const at = async (kind: 'open' | 'locked', password?: string): Promise<WorldPresentation> => {
    const made = await t.app.inject({
      method: 'POST',
      url: '/api/studio/presentations',
      headers: bearer(clientToken),
      payload: {
        castingId: a.castingId,
        title: `${a.marker}-title-${kind}`,
        applicationIds: a.applicationIds,
        ...(password ? { password } : {}),
      },
    });
    await expectStatus(made, 201, `presentation ${kind}`);
    const created = (made.json() as { data: PresentationCreated }).data;
    const token = created.url.slice(PRESENTATION_PAGE_PATH.length);
    const unlocked = await t.app.inject({
      method: 'POST',
      url: `/api/p/${token}/unlock`,
      payload: { viewerName: `${a.marker}-viewer-${kind}`, ...(password ? { password } : {}) },
    });
    await expectStatus(unlocked, 200, `presentation ${kind} unlock`);
    const { viewerToken } = (unlocked.json() as { data: { viewerToken: string } }).data;
    const headers = { [VIEWER_TOKEN_HEADER]: viewerToken };
    const voted = await t.app.inject({
      method: 'PUT',
      url: `/api/p/${token}/votes/${a.applicationIds[0]}`,
      headers,
      payload: { vote: 'YES', comment: `${a.marker}-comment-${kind}` },
    });
    await expectStatus(voted, 200, `presentation ${kind} vote`);
    const played = await t.app.inject({
      method: 'POST',
      url: `/api/p/${token}/plays`,
      headers,
      payload: { videoId: a.videoId, seconds: 0, started: true },
    });
    await expectStatus(played, 204, `presentation ${kind} play`);
    return { id: created.id, token, viewerToken };
  };
  const password = 'parola-producatorului';
  return { open: await at('open'), locked: { ...(await at('locked', password)), password } };
}

/** A client through the studio's sign-up (UNVERIFIED): its user id and access token. */
export async function signUpClient(t: TestApp): Promise<{ userId: string; accessToken: string }> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/staff/auth/register',
    payload: {
      email: `waiting-${randomUUID().slice(0, 8)}@agentie.ro`,
      password: 'Studio1234!',
      firstName: 'Wanda',
      lastName: 'Waiting',
      phone: '+40721234567',
      companyName: 'Așteptare SRL',
      companyCode: '14399840',
    },
  });
  if (response.statusCode !== 201) throw new Error(`client sign-up: ${response.statusCode} ${response.body}`);
  const { accessToken } = (response.json() as { data: AuthTokens }).data;
  const me = await t.app.inject({ url: '/api/staff/me', headers: bearer(accessToken) });
  return { userId: (me.json() as { data: { id: string } }).data.id, accessToken };
}

/** A tus upload of `bytes` (only the first `sent` of them when given): answers its id. */
export async function tusUpload(
  t: TestApp,
  headers: Record<string, string>,
  bytes: Buffer,
  sent = bytes.length,
): Promise<string> {
  const tus = { 'tus-resumable': '1.0.0' };
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/uploads',
    headers: { ...headers, ...tus, 'upload-length': String(bytes.length) },
  });
  if (created.statusCode !== 201) throw new Error(`tus create failed: ${created.statusCode} ${created.body}`);
  const location = created.headers.location as string;
  const patched = await t.app.inject({
    method: 'PATCH',
    url: location,
    headers: {
      ...headers,
      ...tus,
      'upload-offset': '0',
      'content-type': 'application/offset+octet-stream',
    },
    payload: bytes.subarray(0, sent),
  });
  if (patched.statusCode !== 204) throw new Error(`tus patch failed: ${patched.statusCode} ${patched.body}`);
  return location.split('/').pop() as string;
}

/** Everyone of the cast, with A's resources in place. */
export async function setUpWorld(t: TestApp): Promise<World> {
  const [jpeg, client1, client2, admin] = await Promise.all([
    jpegWithGps(800, 600),
    createStaff(t, 'CLIENT'),
    createStaff(t, 'CLIENT'),
    createStaff(t, 'ADMIN'),
  ]);
  const { userId: waitingClientId } = await signUpClient(t);
  const video = mp4();
  const talentA = await talent(t, 'Aureliana', 'Proprietaru', true);
  const talentB = await talent(t, 'Bogdan', 'Strainu', false);
  const guardianB = await talent(t, 'Berenice', 'Vecinu', true);
  const casting = await createCasting(t.app, client1.tokens.accessToken, { title: 'Casting cu aplicanți' });
  const openCasting = await createCasting(t.app, client1.tokens.accessToken, { title: 'Casting deschis' });

  const aHeaders = bearer(talentA.tokens.accessToken);
  const child = await addChild(t, aHeaders, { firstName: 'Tudorelius', lastName: 'Proprietaru' });
  const guardianBChild = await addChild(t, bearer(guardianB.tokens.accessToken), { firstName: 'Ionel' });
  const ownMarker = `secret-of-A-${talentA.userId}`;
  const childMarker = `secret-of-A-child-${child.id}`;
  const base = { t, jpeg, video, casting };
  const own = await ownedProfile(
    base,
    aHeaders,
    '/api/profiles/me',
    await ownProfileId(t.app, talentA.tokens.accessToken),
    ownMarker,
  );
  const childProfile = await ownedProfile(
    base,
    aHeaders,
    `/api/profiles/children/${child.id}`,
    child.talentProfileId,
    childMarker,
  );
  // A notice and a saved search of A's, each with a marker only A may ever see.
  const noticeMarker = `notice-of-A-${talentA.userId}`;
  const notificationId = randomUUID();
  await t.app.db
    .insertInto('notifications')
    .values({
      id: notificationId,
      user_id: talentA.userId,
      type: 'APPLICATION_STATUS',
      params: JSON.stringify({
        castingTitle: noticeMarker,
        status: 'REVIEWED',
        message: null,
        childName: null,
      }),
      link: `/my-applications/${own.applicationId}`,
      dedupe_key: `world:${notificationId}`,
      created_at: new Date().toISOString(),
    })
    .execute();
  const searchMarker = `search-of-A-${talentA.userId}`;
  const saved = await t.app.inject({
    method: 'POST',
    url: '/api/saved-searches',
    headers: aHeaders,
    payload: { name: searchMarker, filters: { location: 'Cluj-Napoca' } },
  });
  if (saved.statusCode !== 201) throw new Error(`saved search failed: ${saved.body}`);
  const savedSearchId = (saved.json() as { data: { id: string } }).data.id;
  const tapeMarker = `self-tape-of-A-${talentA.userId}`;
  const asked = await t.app.inject({
    method: 'POST',
    url: `/api/studio/applications/${own.applicationId}/self-tape-requests`,
    headers: bearer(client1.tokens.accessToken),
    payload: { instructions: tapeMarker, deadline: new Date(Date.now() + 7 * 86_400_000).toISOString() },
  });
  if (asked.statusCode !== 201) throw new Error(`self-tape request failed: ${asked.body}`);
  const selfTapeRequestId = (asked.json() as { data: { id: string } }).data.id;
  const { talentListId, invitationId } = await listedAndInvited(t, client1.tokens.accessToken, {
    talentA: talentA.tokens.accessToken,
    profileId: own.profileId,
    castingId: casting.id,
  });
  const audition = await auditioned(t, client1.tokens.accessToken, {
    castingId: casting.id,
    applicationIds: [own.applicationId, childProfile.applicationId],
  });
  const presentationMarker = `presentation-of-client1-${client1.user.id}`;
  const presentations = await presented(t, client1.tokens.accessToken, {
    castingId: casting.id,
    applicationIds: [own.applicationId, childProfile.applicationId],
    videoId: own.video.id,
    marker: presentationMarker,
  });
  // Every title, viewer name and comment of client1's presentations starts with its marker.
  const presentationMarkers = [
    presentationMarker,
    ...Object.values(presentations).flatMap((p) => [p.id, p.token, p.viewerToken]),
  ];
  const finishedUploads = {
    own: await tusUpload(t, aHeaders, video),
    child: await tusUpload(t, aHeaders, video),
  };
  const openUpload = await tusUpload(t, aHeaders, video, 100);
  const staff = (s: Awaited<ReturnType<typeof createStaff>>): Credentials => ({
    email: s.email,
    password: s.password,
    tokens: s.tokens,
    userId: s.user.id,
  });
  const markers = [
    talentA.userId,
    talentA.email,
    'Aureliana',
    'Tudorelius',
    'Proprietaru',
    child.id,
    ownMarker,
    childMarker,
    noticeMarker,
    notificationId,
    searchMarker,
    savedSearchId,
    tapeMarker,
    selfTapeRequestId,
    audition.auditions.own,
    audition.auditions.child,
    ...presentationMarkers,
    ...[own, childProfile].flatMap((p) => [
      p.profileId,
      p.photo.id,
      p.photo.displayUrl,
      p.video.id,
      p.applicationId,
      ...Object.values(p.skills),
    ]),
  ];
  return {
    t,
    accounts: {
      talentA,
      talentB,
      guardianB,
      client1: staff(client1),
      client2: staff(client2),
      admin: staff(admin),
    },
    a: {
      own,
      child: childProfile,
      childId: child.id,
      notificationId,
      savedSearchId,
      selfTapeRequestId,
      invitationId,
      finishedUploads,
      openUpload,
      auditions: audition.auditions,
    },
    auditionSession: audition.session,
    presentations,
    guardianBChild,
    talentListId,
    casting,
    openCasting,
    waitingClientId,
    markers,
    presentationMarkers,
    jpeg,
    video,
  };
}

/** The markers of A's data found in a response body (none for anyone but A). */
export const leakedMarkers = (w: World, body: string) => w.markers.filter((marker) => body.includes(marker));

/**
 * What presentations store (DESIGN §13): links, their talents, viewers, votes and plays. Their
 * wrong-password rows are throttle bookkeeping, left out.
 */
export const PRESENTATION_TABLES = [
  'presentations',
  'presentation_talents',
  'presentation_viewers',
  'presentation_votes',
  'presentation_plays',
] as const;

/**
 * Everything stored that another actor's refused call could change: every data table in full, the
 * sessions and refresh tokens of A and client1 (others sign in and out while probing), and the
 * files under MEDIA_DIR. Sign-in throttle rows and reset tokens are bookkeeping, left out.
 */
export async function snapshot(w: World): Promise<Record<string, unknown>> {
  const { db } = w.t.app;
  // What an earlier, allowed request queued (its notices) lands first, so it is not taken for a change.
  await w.t.app.jobs.settled();
  const tables = [
    'users',
    'talent_profiles',
    'children',
    'castings',
    'casting_counts',
    'applications',
    'application_status_changes',
    'photos',
    'videos',
    'instruments',
    'sports',
    'dances',
    'riding_skills',
    'languages',
    'distinctive_marks',
    'client_accounts',
    'application_notes',
    'casting_visits',
    'notifications',
    'notification_preferences',
    'saved_searches',
    'self_tape_requests',
    'talent_lists',
    'talent_list_members',
    'invitations',
    'audition_sessions',
    'auditions',
    'casting_sides',
    'sides_downloads',
    ...PRESENTATION_TABLES,
  ] as const;
  const result: Record<string, unknown> = {};
  // In parallel: on PostgreSQL each read is a round trip, and the matrix takes two snapshots per entry.
  await Promise.all(
    tables.map(async (table) => {
      const rows = await db.selectFrom(table).selectAll().execute();
      result[table] = rows.map((row) => JSON.stringify(row)).sort();
    }),
  );
  const owners = [w.accounts.talentA.userId, w.accounts.client1.userId];
  const sessions = await db.selectFrom('sessions').selectAll().where('user_id', 'in', owners).execute();
  result.sessions = sessions.map((row) => JSON.stringify(row)).sort();
  const sessionIds = sessions.map((row) => row.id);
  result.refresh_tokens =
    sessionIds.length === 0
      ? []
      : (await db.selectFrom('refresh_tokens').selectAll().where('session_id', 'in', sessionIds).execute())
          .map((row) => JSON.stringify(row))
          .sort();
  result.mediaFiles = listFiles(w.t.config.mediaDir);
  // Private files too (children's media, a casting's sides): a refused upload leaves none behind.
  result.privateFiles = listFiles(join(w.t.config.dataDir, PRIVATE_MEDIA_DIR));
  // Resumable uploads with their sizes: a stranger's PATCH would grow one.
  const uploadsDir = join(w.t.config.dataDir, 'resumable-uploads');
  result.uploads = listFiles(uploadsDir).map((name) => `${name}:${statSync(join(uploadsDir, name)).size}`);
  return result;
}

function listFiles(dir: string): string[] {
  try {
    return readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => relative(dir, join(entry.parentPath, entry.name)))
      .sort();
  } catch {
    return [];
  }
}
