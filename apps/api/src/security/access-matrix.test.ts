import { addDays } from '@talent/contract/dates';
import { VIEWER_TOKEN_HEADER } from '@talent/contract/presentations';
import { SKILL_KIND_NAMES, type SkillKind } from '@talent/contract/skills';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import {
  type ActorName,
  auditionSessionPayload,
  leakedMarkers,
  type OwnedProfile,
  pdfPart,
  photoPart,
  SKILL_SAMPLES,
  setUpWorld,
  signIn,
  snapshot,
  uploadRequest,
  videoPart,
  type World,
} from '../test/actors';
import { pdfOfPages } from '../test/media-test-files';
import { bearer, buildTestApp, castingPayload } from '../test/test-app';

/**
 * The access-control matrix (DESIGN §4): every route of the API, and what each other actor gets when
 * aiming it at talent A's resources (A's own profile and A's child's) or at client1's castings.
 * A refusal must be the expected status in the error shape and change nothing stored; a list that
 * answers 200 must not contain anything of A's. A route added to the app without an entry here (or
 * in PUBLIC_ROUTES) fails the completeness test.
 */

/** talent A probes only what is not A's: what producers said of A in client1's presentations. */
type Prober = 'talentA' | 'talentB' | 'guardianB' | 'client2' | 'anonymous';
type Owner = 'talentA' | 'client1' | 'admin';

/** Any answer, refusal or not, is also searched for A's data (World.markers). */
interface Probe {
  status: number;
  /** The refusal's code, when not the status's usual one (a 401 is UNAUTHORIZED unless named here). */
  code?: string;
  check?: (body: unknown) => void;
}

interface Entry {
  /** As Fastify registers it: `METHOD /path/:param`. */
  route: string;
  /** What makes this entry different from another one of the same route. */
  variant?: string;
  request: (w: World, actor: ActorName) => InjectOptions | Promise<InjectOptions>;
  /** A number is a refusal in the error shape. An actor left out is explained in `note`. */
  expect: Partial<Record<Prober, number | Probe>>;
  /**
   * The owner's same request succeeds, so the refusals above are about who asks and not a wrong
   * URL or body. Run after every refusal, in `phase` order (deletions last). Null: see `note`.
   */
  owner: { as: Owner; status: number; phase?: number; seesMarker?: boolean } | null;
  note?: string;
  /** The caller signs in afresh for the request, so the probe cannot end the session the matrix uses. */
  freshSession?: boolean;
}

/**
 * Every route as Fastify registers it, hidden ones included: buildApp's Fastify instance gets an
 * onRoute hook before any plugin runs. (The OpenAPI document skips `hide: true` routes, and
 * printRoutes() was seen to drop /media/*, so neither is the source of truth.)
 */
const seenRoutes = vi.hoisted(() => [] as Array<{ method: string | string[]; url: string }>);
vi.mock('fastify', async (importOriginal) => {
  const actual = await importOriginal<typeof import('fastify')>();
  const withRouteLog = ((options: Parameters<typeof actual.default>[0]) => {
    const app = actual.default(options);
    app.addHook('onRoute', (route) => {
      seenRoutes.push({ method: route.method, url: route.url });
    });
    return app;
  }) as typeof actual.default;
  return { ...actual, default: withRouteLog, fastify: withRouteLog };
});

const t = buildTestApp({ withWebBuild: true });
let w: World;
beforeAll(async () => {
  w = await setUpWorld(t);
}, 60_000);

/**
 * Messages and safety (DESIGN §14) on top of the world: client1's threads with A (A's own application,
 * A's child's, A's invitation) with a message each way and client1's file, two messages held in the
 * child's thread, and A's report of client1's message. Texts and ids are markers (A's).
 */
interface MessagesWorld {
  threads: { own: string; child: string };
  /** client1's message to A (with `attachmentId`), and A's reply, in A's own thread. */
  messages: { toA: string; fromA: string };
  attachmentId: string;
  /** Flagged messages of client1's in the child's thread, held for an administrator. */
  held: { released: string; rejected: string };
  reportId: string;
}
let m: MessagesWorld;
beforeAll(async () => {
  const as = (actor: 'talentA' | 'client1') => bearer(w.accounts[actor].tokens.accessToken);
  const ok = async (options: InjectOptions, status: number) => {
    const response = await t.app.inject(options);
    if (response.statusCode !== status)
      throw new Error(`${options.method ?? 'GET'} ${options.url}: ${response.statusCode} ${response.body}`);
    return (response.json() as { data: { id: string } }).data;
  };
  const threadOf = async (applicationId: string) =>
    (await ok({ url: `/api/studio/applications/${applicationId}/conversation`, headers: as('client1') }, 200))
      .id;
  const own = await threadOf(w.a.own.applicationId);
  const child = await threadOf(w.a.child.applicationId);
  const upload = uploadRequest('/api/attachments', [pdfPart(await pdfOfPages(1))]);
  const attachmentId = (
    await ok({ ...upload, headers: { ...(upload.headers as Record<string, string>), ...as('client1') } }, 201)
  ).id;
  const write = (actor: 'talentA' | 'client1', thread: string, payload: object) =>
    ok(
      {
        method: 'POST',
        url: `${actor === 'client1' ? '/api/studio' : '/api'}/conversations/${thread}/messages`,
        headers: as(actor),
        payload,
      },
      201,
    );
  const texts = {
    toA: `message-to-A-${w.accounts.talentA.userId}`,
    fromA: `message-of-A-${w.accounts.talentA.userId}`,
    held: `held-for-A-child-${w.a.childId}`,
  };
  const toA = (await write('client1', own, { text: texts.toA, attachmentId })).id;
  const fromA = (await write('talentA', own, { text: texts.fromA })).id;
  const flagged = (n: number) => ({ text: `${texts.held}-${n} taxa 200 lei pe WhatsApp`, confirm: true });
  const released = (await write('client1', child, flagged(1))).id;
  const rejected = (await write('client1', child, flagged(2))).id;
  const reportId = (
    await ok(
      {
        method: 'POST',
        url: '/api/reports',
        headers: as('talentA'),
        payload: { targetType: 'MESSAGE', targetId: toA, reason: 'INAPPROPRIATE' },
      },
      201,
    )
  ).id;
  m = {
    threads: { own, child },
    messages: { toA, fromA },
    attachmentId,
    held: { released, rejected },
    reportId,
  };
  w.markers.push(own, child, toA, fromA, released, rejected, attachmentId, reportId, ...Object.values(texts));
});

/** The world's stored data, and what messages store (DESIGN §14): threads, messages, files, reports. */
async function storedState(w: World): Promise<Record<string, unknown>> {
  const result = await snapshot(w);
  for (const table of ['conversations', 'messages', 'message_attachments', 'reports'] as const) {
    const rows = await t.app.db.selectFrom(table).selectAll().execute();
    result[table] = rows.map((row) => JSON.stringify(row)).sort();
  }
  return result;
}

const get = (url: string): InjectOptions => ({ method: 'GET', url });
const send = (method: 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: object): InjectOptions => ({
  method,
  url,
  ...(payload === undefined ? {} : { payload }),
});
const ofA = (w: World, target: 'own' | 'child'): OwnedProfile => (target === 'own' ? w.a.own : w.a.child);
const childBase = (w: World) => `/api/profiles/children/${w.a.childId}`;
const TALENT_TARGETS = ['own', 'child'] as const;

/** Talents other than A must not see A's data; a CLIENT is not a talent; nobody signed out gets in. */
const listOfOwn = { talentB: 200, guardianB: 200 };
const talentOnly = { client2: 403, anonymous: 401 };
/** A's child's resources: B has no guardian mode (403), guardian B is not A (404). */
const childRefusals = { talentB: 403, guardianB: 404, ...talentOnly };
const notFoundToOthers = { talentB: 404, guardianB: 404, ...talentOnly };
/** A studio route on client1's resource: a talent is not staff, client2 does not manage it. */
const studioRefusals = { talentB: 403, guardianB: 403, client2: 404, anonymous: 401 };

/** A read every talent may make: it answers the caller's own data, never A's (A's own answer has it). */
const ownDataOnly = (route: string, request: Entry['request']): Entry => ({
  route,
  request,
  expect: { ...listOfOwn, ...talentOnly },
  owner: { as: 'talentA', status: 200, seesMarker: true },
});
const SELF_ONLY =
  'Acts only on the caller\u2019s own account or profile (no id in the path or body): other talents are not probed.';

/** A valid replacement body, different from the stored sample. */
const changedSkill = (kind: SkillKind) =>
  kind === 'distinctive-mark'
    ? { ...SKILL_SAMPLES[kind], location: 'Gât' }
    : { ...SKILL_SAMPLES[kind], level: kind === 'language' ? 'NATIVE' : 'PERFORMANCE' };

const skillEntries: Entry[] = SKILL_KIND_NAMES.flatMap((kind) =>
  TALENT_TARGETS.flatMap((target): Entry[] => [
    {
      route: `POST /api/skills/${kind}`,
      variant: `talentProfileId of A's ${target} profile`,
      request: (w) =>
        send('POST', `/api/skills/${kind}`, {
          ...SKILL_SAMPLES[kind],
          talentProfileId: ofA(w, target).profileId,
        }),
      expect: notFoundToOthers,
      owner: { as: 'talentA', status: 201, phase: 1 },
    },
    {
      route: `PUT /api/skills/${kind}/:id`,
      variant: `A's ${target} item`,
      request: (w) => send('PUT', `/api/skills/${kind}/${ofA(w, target).skills[kind]}`, changedSkill(kind)),
      expect: notFoundToOthers,
      owner: { as: 'talentA', status: 200 },
    },
    {
      route: `DELETE /api/skills/${kind}/:id`,
      variant: `A's ${target} item`,
      request: (w) => send('DELETE', `/api/skills/${kind}/${ofA(w, target).skills[kind]}`),
      expect: notFoundToOthers,
      owner: { as: 'talentA', status: 204, phase: 2 },
    },
  ]),
);

/** The photo and video routes, mounted on the own profile and on a child's. */
function mediaEntries(kind: 'photos' | 'videos'): Entry[] {
  const single = (w: World) => (kind === 'photos' ? photoPart(w.jpeg) : videoPart(w.video));
  const itemOf = (w: World, target: 'own' | 'child') =>
    kind === 'photos' ? ofA(w, target).photo.id : ofA(w, target).video.id;
  const idsField = kind === 'photos' ? 'photoIds' : 'videoIds';
  const entries: Entry[] = [
    ownDataOnly(`GET /api/profiles/me/${kind}`, () => get(`/api/profiles/me/${kind}`)),
    {
      route: `POST /api/profiles/me/${kind}`,
      request: (w) => uploadRequest(`/api/profiles/me/${kind}`, [single(w)]),
      expect: talentOnly,
      owner: { as: 'talentA', status: 201, phase: 1 },
      note: SELF_ONLY,
    },
    {
      route: `PATCH /api/profiles/me/${kind}/reorder`,
      variant: `A's ${kind} ids in the body`,
      request: (w) => send('PATCH', `/api/profiles/me/${kind}/reorder`, { [idsField]: [itemOf(w, 'own')] }),
      // The caller's own list with someone else's ids: not the same set, 400 like any wrong list.
      expect: { talentB: 400, guardianB: 400, ...talentOnly },
      owner: { as: 'talentA', status: 200 },
    },
    ...TALENT_TARGETS.map(
      (target): Entry => ({
        route: `DELETE /api/profiles/me/${kind}/:id`,
        variant: `A's ${target} ${kind} id`,
        request: (w) => send('DELETE', `/api/profiles/me/${kind}/${itemOf(w, target)}`),
        expect: notFoundToOthers,
        // A's own item through /me; the child's item is not on A's own profile either (404 to A).
        owner: target === 'own' ? { as: 'talentA', status: 204, phase: 2 } : { as: 'talentA', status: 404 },
      }),
    ),
    {
      route: `GET /api/profiles/children/:childId/${kind}`,
      request: (w) => get(`${childBase(w)}/${kind}`),
      expect: childRefusals,
      owner: { as: 'talentA', status: 200, seesMarker: true },
    },
    {
      route: `POST /api/profiles/children/:childId/${kind}`,
      request: (w) => uploadRequest(`${childBase(w)}/${kind}`, [single(w)]),
      expect: childRefusals,
      owner: { as: 'talentA', status: 201, phase: 1 },
    },
    {
      route: `PATCH /api/profiles/children/:childId/${kind}/reorder`,
      request: (w) => send('PATCH', `${childBase(w)}/${kind}/reorder`, { [idsField]: [itemOf(w, 'child')] }),
      expect: childRefusals,
      owner: { as: 'talentA', status: 200 },
    },
    {
      route: `PATCH /api/profiles/children/:childId/${kind}/reorder`,
      variant: `guardian B's own child, A's child's ${kind} ids`,
      request: (w) =>
        send('PATCH', `/api/profiles/children/${w.guardianBChild.id}/${kind}/reorder`, {
          [idsField]: [itemOf(w, 'child')],
        }),
      expect: { guardianB: 400 },
      owner: null,
      note: 'Cross-object: only guardian B has a child to aim from; the route is proven by the entry above.',
    },
    {
      route: `DELETE /api/profiles/children/:childId/${kind}/:id`,
      request: (w) => send('DELETE', `${childBase(w)}/${kind}/${itemOf(w, 'child')}`),
      expect: childRefusals,
      owner: { as: 'talentA', status: 204, phase: 2 },
    },
    {
      route: `DELETE /api/profiles/children/:childId/${kind}/:id`,
      variant: `guardian B's own child, A's child's ${kind} id`,
      request: (w) =>
        send('DELETE', `/api/profiles/children/${w.guardianBChild.id}/${kind}/${itemOf(w, 'child')}`),
      expect: { guardianB: 404 },
      owner: null,
      note: 'Cross-object: only guardian B has a child to aim from; the route is proven by the entry above.',
    },
  ];
  if (kind === 'photos') {
    entries.push(
      {
        route: 'POST /api/profiles/me/photos/bulk',
        request: (w) => uploadRequest('/api/profiles/me/photos/bulk', [photoPart(w.jpeg, 'files')]),
        expect: talentOnly,
        owner: { as: 'talentA', status: 201, phase: 1 },
        note: SELF_ONLY,
      },
      {
        route: 'POST /api/profiles/children/:childId/photos/bulk',
        request: (w) => uploadRequest(`${childBase(w)}/photos/bulk`, [photoPart(w.jpeg, 'files')]),
        expect: childRefusals,
        owner: { as: 'talentA', status: 201, phase: 1 },
      },
    );
  }
  return entries;
}

/** The studio's audition routes: client1's, refused to talents, 404 to client2 (DESIGN §12). */
function studioAuditionEntries(): Entry[] {
  const session = (w: World) => `/api/studio/audition-sessions/${w.auditionSession.id}`;
  const sides = (w: World) => `/api/studio/castings/${w.casting.id}/sides`;
  const entry = (route: string, request: Entry['request'], owner: NonNullable<Entry['owner']>): Entry => ({
    route,
    request,
    expect: studioRefusals,
    owner,
  });
  return [
    entry(
      'POST /api/studio/castings/:id/audition-sessions',
      // The next day: no overlap with the world's session.
      (w) =>
        send(
          'POST',
          `/api/studio/castings/${w.casting.id}/audition-sessions`,
          auditionSessionPayload({ date: addDays(w.auditionSession.date, 1) as string }),
        ),
      { as: 'client1', status: 201, phase: 1 },
    ),
    entry(
      'GET /api/studio/castings/:id/audition-sessions',
      (w) => get(`/api/studio/castings/${w.casting.id}/audition-sessions`),
      { as: 'client1', status: 200, seesMarker: true },
    ),
    entry(
      'PATCH /api/studio/audition-sessions/:id',
      // The same times (nobody booked moves), new instructions.
      (w) =>
        send(
          'PATCH',
          session(w),
          auditionSessionPayload({ date: w.auditionSession.date, instructions: 'Adu o fotografie.' }),
        ),
      { as: 'client1', status: 200 },
    ),
    entry(
      'POST /api/studio/audition-sessions/:id/invitations',
      // A's applications again: already invited, so the owner's call changes nothing.
      (w) =>
        send('POST', `${session(w)}/invitations`, {
          applicationIds: [w.a.own.applicationId, w.a.child.applicationId],
        }),
      { as: 'client1', status: 201 },
    ),
    entry('GET /api/studio/audition-sessions/:id/day', (w) => get(`${session(w)}/day`), {
      as: 'client1',
      status: 200,
      seesMarker: true,
    }),
    entry(
      'POST /api/studio/auditions/:id/check-in',
      (w) => send('POST', `/api/studio/auditions/${w.a.auditions.own}/check-in`, { status: 'ATTENDED' }),
      // After A's confirm (phase 1): only a booked talent is checked in.
      { as: 'client1', status: 200, phase: 2 },
    ),
    entry('DELETE /api/studio/audition-sessions/:id', (w) => send('DELETE', session(w)), {
      as: 'client1',
      status: 204,
      phase: 7,
    }),
    entry(
      'POST /api/studio/castings/:id/sides',
      // The snapshot lists the private files too: a refused upload leaves none behind.
      async (w) => uploadRequest(sides(w), [pdfPart(await pdfOfPages(1))]),
      { as: 'client1', status: 201, phase: 1 },
    ),
    entry('GET /api/studio/castings/:id/sides', (w) => get(sides(w)), { as: 'client1', status: 200 }),
    // After A's download (phase 2).
    entry('DELETE /api/studio/castings/:id/sides', (w) => send('DELETE', sides(w)), {
      as: 'client1',
      status: 204,
      phase: 5,
    }),
  ];
}

const DAY_MS = 86_400_000;
const inDays = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString();

/**
 * Presentations in the studio (DESIGN §13): client1's, an admin's too; talents (A, whom they present,
 * included) are not staff, and client2 gets 404 as if they did not exist. Each entry twice: client1's
 * control, and the admin's.
 */
function studioPresentationEntries(): Entry[] {
  const refusals = { talentA: 403, ...studioRefusals };
  const notFound: Probe = { status: 404, code: 'PRESENTATION_NOT_FOUND' };
  const ofPresentation = { ...refusals, client2: notFound };
  const both = (entry: Omit<Entry, 'owner'>, owner: Omit<NonNullable<Entry['owner']>, 'as'>): Entry[] => [
    { ...entry, owner: { as: 'client1', ...owner } },
    {
      ...entry,
      variant: [entry.variant, 'the admin’s control'].filter(Boolean).join(', '),
      owner: { as: 'admin', ...owner },
    },
  ];
  const presentation = (w: World) => `/api/studio/presentations/${w.presentations.open.id}`;
  return [
    ...both(
      {
        route: 'POST /api/studio/presentations',
        request: (w) =>
          send('POST', '/api/studio/presentations', {
            castingId: w.casting.id,
            title: 'A doua selecție',
            applicationIds: [w.a.own.applicationId],
          }),
        expect: refusals,
      },
      { status: 201, phase: 1 },
    ),
    ...both(
      {
        route: 'GET /api/studio/presentations',
        request: (w) => get(`/api/studio/presentations?castingId=${w.casting.id}`),
        expect: refusals,
      },
      { status: 200, seesMarker: true },
    ),
    ...both(
      {
        route: 'PATCH /api/studio/presentations/:id',
        request: (w) => send('PATCH', presentation(w), { expiresAt: inDays(30) }),
        expect: ofPresentation,
      },
      { status: 200 },
    ),
    ...(['open', 'locked'] as const).map(
      (kind): Entry => ({
        route: 'PATCH /api/studio/presentations/:id',
        variant: `revoke the ${kind} link`,
        request: (w) =>
          send('PATCH', `/api/studio/presentations/${w.presentations[kind].id}`, { revoked: true }),
        expect: ofPresentation,
        // After the viewers' own calls (phase 0): a revoked link answers them 410.
        owner: { as: kind === 'open' ? 'client1' : 'admin', status: 200, phase: 6 },
      }),
    ),
    ...both(
      {
        route: 'GET /api/studio/presentations/:id/feedback',
        request: (w) => get(`${presentation(w)}/feedback`),
        expect: ofPresentation,
      },
      { status: 200, seesMarker: true },
    ),
    ...both(
      {
        route: 'GET /api/studio/castings/:id/presentation-feedback',
        request: (w) => get(`/api/studio/castings/${w.casting.id}/presentation-feedback`),
        expect: refusals,
      },
      { status: 200, seesMarker: true },
    ),
  ];
}

/**
 * A presentation's link (DESIGN §13): no account, so every prober's bearer token counts for nothing;
 * only the viewer token of that link's own viewer opens it. The control is that viewer: `client1`
 * here stands for the producer it handed the link to, sending that viewer's token.
 */
function viewerEntries(): Entry[] {
  const codeOf = (kind: 'open' | 'locked') => (kind === 'open' ? 'NAME_REQUIRED' : 'PASSWORD_REQUIRED');
  const PROBED = ['talentB', 'guardianB', 'client2', 'anonymous'] as const;
  const everyone = (probe: Probe) => Object.fromEntries(PROBED.map((actor) => [actor, probe]));
  const other = { open: 'locked', locked: 'open' } as const;
  /** The link's own viewer token for the control; for the probes none, or the other link's. */
  const viewerHeaders = (w: World, actor: ActorName, kind: 'open' | 'locked', stranger: boolean) => {
    if (actor === 'client1') return { [VIEWER_TOKEN_HEADER]: w.presentations[kind].viewerToken };
    return stranger ? { [VIEWER_TOKEN_HEADER]: w.presentations[other[kind]].viewerToken } : {};
  };
  const variants = (['open', 'locked'] as const).flatMap((kind) =>
    [false, true].map((stranger) => ({
      kind,
      stranger,
      variant: `${kind} link, ${stranger ? `the ${other[kind]} link’s viewer token` : 'no viewer token'}`,
    })),
  );
  const link = (w: World, kind: 'open' | 'locked') => `/api/p/${w.presentations[kind].token}`;
  return [
    ...variants.map(
      ({ kind, stranger, variant }): Entry => ({
        route: 'GET /api/p/:token',
        variant,
        request: (w, actor) => ({
          ...get(link(w, kind)),
          headers: viewerHeaders(w, actor, kind, stranger),
        }),
        expect: everyone({ status: 401, code: codeOf(kind) }),
        owner: { as: 'client1', status: 200, seesMarker: true },
      }),
    ),
    {
      route: 'POST /api/p/:token/unlock',
      variant: 'locked link, a wrong password (none at all from anonymous)',
      request: (w, actor) =>
        send('POST', `${link(w, 'locked')}/unlock`, {
          viewerName: 'Producător nou',
          ...(actor === 'client1'
            ? { password: w.presentations.locked.password }
            : actor === 'anonymous'
              ? {}
              : { password: 'nu-este-parola' }),
        }),
      // No viewer is made (the snapshot); the wrong tries are counted (4 of the hour's 10).
      expect: everyone({ status: 401, code: 'PASSWORD_WRONG' }),
      owner: { as: 'client1', status: 200 },
      note: 'The open link takes anyone’s name (that is its purpose): only the locked one refuses.',
    },
    ...variants.map(
      ({ kind, stranger, variant }): Entry => ({
        route: 'PUT /api/p/:token/votes/:applicationId',
        variant,
        request: (w, actor) => ({
          ...send('PUT', `${link(w, kind)}/votes/${w.a.own.applicationId}`, {
            vote: 'MAYBE',
            comment: 'Poate, după a doua probă',
          }),
          headers: viewerHeaders(w, actor, kind, stranger),
        }),
        // A viewer token never reaches another link's votes: the snapshot has every vote.
        expect: everyone({ status: 401, code: codeOf(kind) }),
        owner: { as: 'client1', status: 200 },
      }),
    ),
    ...variants.map(
      ({ kind, stranger, variant }): Entry => ({
        route: 'POST /api/p/:token/plays',
        variant,
        request: (w, actor) => ({
          ...send('POST', `${link(w, kind)}/plays`, { videoId: w.a.own.video.id, seconds: 5 }),
          headers: viewerHeaders(w, actor, kind, stranger),
        }),
        expect: everyone({ status: 401, code: codeOf(kind) }),
        owner: { as: 'client1', status: 204 },
      }),
    ),
  ];
}

const noApplicationsCounted: Probe = {
  status: 200,
  check: (body) => expect(body).toMatchObject({ data: { pendingApplications: 0 } }),
};

const MATRIX: Entry[] = [
  // Applications
  ownDataOnly('GET /api/applications', () => get('/api/applications')),
  {
    route: 'GET /api/applications/my-stats',
    request: () => get('/api/applications/my-stats'),
    // Neither B has applied anywhere: A's applications must not be counted as theirs.
    expect: { talentB: noApplicationsCounted, guardianB: noApplicationsCounted, ...talentOnly },
    owner: { as: 'talentA', status: 200 },
  },
  ...TALENT_TARGETS.flatMap((target): Entry[] => [
    {
      route: 'GET /api/applications/:id',
      variant: `A's ${target} application`,
      request: (w) => get(`/api/applications/${ofA(w, target).applicationId}`),
      expect: notFoundToOthers,
      owner: { as: 'talentA', status: 200, seesMarker: true },
    },
    {
      route: 'POST /api/applications',
      variant: `as A's ${target} profile`,
      request: (w) =>
        send('POST', '/api/applications', {
          castingId: w.openCasting.id,
          talentProfileId: ofA(w, target).profileId,
        }),
      expect: notFoundToOthers,
      owner: { as: 'talentA', status: 201, phase: 1 },
    },
    {
      route: 'PATCH /api/applications/:id/status',
      variant: `A's ${target} application`,
      request: (w) =>
        send('PATCH', `/api/applications/${ofA(w, target).applicationId}/status`, { status: 'REVIEWED' }),
      // Staff only; a CLIENT manages only the applications to their own castings.
      expect: { talentB: 403, guardianB: 403, client2: 404, anonymous: 401 },
      owner: { as: 'client1', status: 200 },
    },
  ]),

  // Castings: every talent sees published castings, but a casting's `applications` are the caller's own.
  ownDataOnly('GET /api/castings', () => get('/api/castings?pageSize=50')),
  {
    route: 'GET /api/castings',
    variant: "excludeUserId = A's id",
    request: (w) => get(`/api/castings?excludeUserId=${w.accounts.talentA.userId}`),
    // Only the caller's own id is accepted: another's would tell which castings they applied to.
    expect: { talentB: 403, guardianB: 403, ...talentOnly },
    owner: { as: 'talentA', status: 200 },
  },
  ownDataOnly('GET /api/castings/search', () => get('/api/castings/search?q=aplicanti')),
  ownDataOnly('GET /api/castings/slug/:slug', (w) => get(`/api/castings/slug/${w.casting.slug}`)),
  ownDataOnly('GET /api/castings/:id', (w) => get(`/api/castings/${w.casting.id}`)),
  {
    route: 'POST /api/castings',
    request: () => send('POST', '/api/castings', castingPayload({ title: 'Casting nou' })),
    expect: { talentB: 403, guardianB: 403, anonymous: 401 },
    owner: { as: 'client1', status: 201, phase: 1 },
    note: 'client2 may create castings of its own: not a refusal.',
  },
  {
    route: 'PATCH /api/castings/:id',
    request: (w) => send('PATCH', `/api/castings/${w.casting.id}`, { duration: '3 zile' }),
    expect: { talentB: 403, guardianB: 403, client2: 404, anonymous: 401 },
    owner: { as: 'client1', status: 200 },
  },

  // Studio: the signed-in staff member, and the ADMIN's verification of clients
  {
    route: 'GET /api/staff/me',
    request: () => get('/api/staff/me'),
    expect: { talentB: 403, guardianB: 403, client2: 200, anonymous: 401 },
    owner: { as: 'client1', status: 200 },
  },
  {
    route: 'PATCH /api/staff/me',
    request: () => send('PATCH', '/api/staff/me', { preferredLanguage: 'EN' }),
    expect: { talentB: 403, guardianB: 403, anonymous: 401 },
    owner: { as: 'client1', status: 200 },
    note: 'Acts only on the caller\u2019s own staff account (no id in the path or body): client2 is not probed.',
  },
  {
    route: 'GET /api/admin/clients',
    request: () => get('/api/admin/clients'),
    expect: { talentB: 403, guardianB: 403, client2: 403, anonymous: 401 },
    owner: { as: 'admin', status: 200 },
  },
  {
    route: 'PATCH /api/admin/clients/:id',
    request: (w) => send('PATCH', `/api/admin/clients/${w.waitingClientId}`, { status: 'VERIFIED' }),
    expect: { talentB: 403, guardianB: 403, client2: 403, anonymous: 401 },
    owner: { as: 'admin', status: 200, phase: 1 },
  },

  // Studio: a client's castings and their applicants (a CLIENT its own, ADMIN all)
  {
    route: 'GET /api/studio/castings',
    request: () => get('/api/studio/castings'),
    // client2's own list: 200 with nothing of client1's applicants (the leak check).
    expect: { talentB: 403, guardianB: 403, client2: 200, anonymous: 401 },
    owner: { as: 'client1', status: 200 },
  },
  {
    route: 'GET /api/studio/castings/:id',
    request: (w) => get(`/api/studio/castings/${w.casting.id}`),
    expect: { talentB: 403, guardianB: 403, client2: 404, anonymous: 401 },
    owner: { as: 'client1', status: 200 },
  },
  {
    route: 'POST /api/studio/castings/:id/duplicate',
    request: (w) => send('POST', `/api/studio/castings/${w.casting.id}/duplicate`),
    expect: { talentB: 403, guardianB: 403, client2: 404, anonymous: 401 },
    owner: { as: 'client1', status: 201, phase: 1 },
  },
  {
    route: 'POST /api/studio/castings/:id/cover',
    request: (w) => uploadRequest(`/api/studio/castings/${w.casting.id}/cover`, [photoPart(w.jpeg)]),
    // The snapshot lists the media files too: a refused upload leaves no cover behind.
    expect: { talentB: 403, guardianB: 403, client2: 404, anonymous: 401 },
    owner: { as: 'client1', status: 200, phase: 1 },
  },
  {
    route: 'GET /api/studio/castings/:id/applications',
    request: (w) => get(`/api/studio/castings/${w.casting.id}/applications`),
    expect: { talentB: 403, guardianB: 403, client2: 404, anonymous: 401 },
    owner: { as: 'client1', status: 200, seesMarker: true },
  },
  {
    route: 'GET /api/studio/castings/:id/applications.csv',
    request: (w) => get(`/api/studio/castings/${w.casting.id}/applications.csv`),
    expect: { talentB: 403, guardianB: 403, client2: 404, anonymous: 401 },
    owner: { as: 'client1', status: 200, seesMarker: true },
  },
  {
    route: 'GET /api/studio/applications/:id',
    request: (w) => get(`/api/studio/applications/${w.a.own.applicationId}`),
    // Opening it moves PENDING to REVIEWED: the refused probes must not, and the snapshot shows it.
    expect: { talentB: 403, guardianB: 403, client2: 404, anonymous: 401 },
    owner: { as: 'client1', status: 200, phase: 1, seesMarker: true },
  },
  {
    route: 'POST /api/studio/applications/bulk-status',
    request: (w) =>
      send('POST', '/api/studio/applications/bulk-status', {
        ids: [w.a.own.applicationId, w.a.child.applicationId],
        status: 'SHORTLISTED',
      }),
    expect: { talentB: 403, guardianB: 403, client2: 404, anonymous: 401 },
    owner: { as: 'client1', status: 200, phase: 2 },
  },
  {
    route: 'PUT /api/studio/applications/:id/note',
    request: (w) => send('PUT', `/api/studio/applications/${w.a.own.applicationId}/note`, { text: 'Notă' }),
    expect: { talentB: 403, guardianB: 403, client2: 404, anonymous: 401 },
    owner: { as: 'client1', status: 200, phase: 1 },
  },

  // Self-tape requests (DESIGN §9): the casting's client asks; the talent (or guardian) answers
  {
    route: 'GET /api/studio/applications/:id/self-tape-requests',
    request: (w) => get(`/api/studio/applications/${w.a.own.applicationId}/self-tape-requests`),
    expect: { talentB: 403, guardianB: 403, client2: 404, anonymous: 401 },
    owner: { as: 'client1', status: 200, seesMarker: true },
  },
  {
    route: 'POST /api/studio/applications/:id/self-tape-requests',
    request: (w) =>
      send('POST', `/api/studio/applications/${w.a.own.applicationId}/self-tape-requests`, {
        instructions: 'Un monolog scurt',
        deadline: new Date(Date.now() + 3 * 86_400_000).toISOString(),
      }),
    expect: { talentB: 403, guardianB: 403, client2: 404, anonymous: 401 },
    owner: { as: 'client1', status: 201, phase: 1 },
  },
  {
    route: 'GET /api/applications/:id/self-tape-requests',
    request: (w) => get(`/api/applications/${w.a.own.applicationId}/self-tape-requests`),
    expect: { talentB: 404, guardianB: 404, client2: 403, anonymous: 401 },
    owner: { as: 'talentA', status: 200, seesMarker: true },
  },
  {
    route: 'POST /api/self-tape-requests/:id/submission',
    request: (w) =>
      send('POST', `/api/self-tape-requests/${w.a.selfTapeRequestId}/submission`, {
        videoId: w.a.own.video.id,
      }),
    expect: { talentB: 404, guardianB: 404, client2: 403, anonymous: 401 },
    owner: { as: 'talentA', status: 200, phase: 1 },
  },

  // The guardian's checklist on a child's application (issue 23): A's child's application only.
  ...(
    [
      ['GET /api/applications/:id/checklist', (id: string) => get(`/api/applications/${id}/checklist`)],
      [
        'PATCH /api/applications/:id/checklist',
        (id: string) => send('PATCH', `/api/applications/${id}/checklist`, { items: { documents: true } }),
      ],
      [
        'GET /api/applications/:id/checklist/spas-notice.pdf',
        (id: string) => get(`/api/applications/${id}/checklist/spas-notice.pdf`),
      ],
    ] as const
  ).map(
    ([route, request]): Entry => ({
      route,
      request: (w) => request(w.a.child.applicationId),
      expect: { talentB: 404, guardianB: 404, client2: 403, anonymous: 401 },
      // The world's child application is not accepted: A gets past every access check to the rule's
      // 409 (CHECKLIST_NOT_ACCEPTED). The accepted flow is in child-work.test.ts.
      owner: { as: 'talentA', status: 409 },
    }),
  ),

  // Resumable uploads (tus): each upload is its creator's
  {
    route: 'POST /api/uploads',
    request: () => ({
      method: 'POST',
      url: '/api/uploads',
      headers: { 'tus-resumable': '1.0.0', 'upload-length': '1000' },
    }),
    expect: talentOnly,
    owner: { as: 'talentA', status: 201, phase: 1 },
    note: SELF_ONLY,
  },
  {
    route: 'PATCH /api/uploads/:id',
    request: (w) => ({
      method: 'PATCH',
      url: `/api/uploads/${w.a.openUpload}`,
      headers: {
        'tus-resumable': '1.0.0',
        'upload-offset': '100',
        'content-type': 'application/offset+octet-stream',
      },
      payload: Buffer.alloc(50, 1),
    }),
    expect: { talentB: 404, guardianB: 404, client2: 403, anonymous: 401 },
    owner: { as: 'talentA', status: 204, phase: 1 },
  },
  {
    route: 'DELETE /api/uploads/:id',
    request: (w) => ({
      method: 'DELETE',
      url: `/api/uploads/${w.a.openUpload}`,
      headers: { 'tus-resumable': '1.0.0' },
    }),
    expect: { talentB: 404, guardianB: 404, client2: 403, anonymous: 401 },
    owner: { as: 'talentA', status: 204, phase: 3 },
  },
  ...TALENT_TARGETS.map(
    (target): Entry => ({
      route:
        target === 'own'
          ? 'POST /api/profiles/me/videos/from-upload'
          : 'POST /api/profiles/children/:childId/videos/from-upload',
      request: (w) =>
        // With a take's trim (DESIGN §15): the cut changes nobody's access.
        send('POST', `${target === 'own' ? '/api/profiles/me' : childBase(w)}/videos/from-upload`, {
          uploadId: w.a.finishedUploads[target],
          trimStart: 0.5,
          trimEnd: 1.75,
        }),
      // Another talent's own profile with A's upload: the upload is not theirs (404).
      expect: target === 'own' ? notFoundToOthers : childRefusals,
      owner: { as: 'talentA', status: 201, phase: 2 },
    }),
  ),

  // Notices (each account its own), preferences and saved searches
  {
    route: 'GET /api/notifications',
    request: () => get('/api/notifications'),
    // Everyone's own list: 200, with nothing of A's (the leak check).
    expect: { talentB: 200, guardianB: 200, client2: 200, anonymous: 401 },
    owner: { as: 'talentA', status: 200, seesMarker: true },
  },
  {
    route: 'GET /api/notifications/stream',
    request: () => get('/api/notifications/stream'),
    expect: { anonymous: 401 },
    owner: null,
    note: 'A signed-in caller gets their own stream, which stays open: notifications-stream.test.ts reads it (only the caller\u2019s own unread count).',
  },
  {
    route: 'POST /api/notifications/:id/read',
    request: (w) => send('POST', `/api/notifications/${w.a.notificationId}/read`),
    expect: { talentB: 404, guardianB: 404, client2: 404, anonymous: 401 },
    owner: { as: 'talentA', status: 200, phase: 1 },
  },
  {
    route: 'POST /api/notifications/read-all',
    request: () => send('POST', '/api/notifications/read-all'),
    expect: { anonymous: 401 },
    owner: { as: 'talentA', status: 200, phase: 2 },
    note: SELF_ONLY,
  },
  {
    route: 'GET /api/notification-preferences',
    request: () => get('/api/notification-preferences'),
    expect: { talentB: 200, guardianB: 200, client2: 200, anonymous: 401 },
    owner: { as: 'talentA', status: 200 },
  },
  {
    route: 'PUT /api/notification-preferences',
    request: () => send('PUT', '/api/notification-preferences', { email: { CASTING_MATCH: false } }),
    expect: { anonymous: 401 },
    owner: { as: 'talentA', status: 200, phase: 1 },
    note: SELF_ONLY,
  },
  {
    route: 'GET /api/saved-searches',
    request: () => get('/api/saved-searches'),
    expect: { talentB: 200, guardianB: 200, ...talentOnly },
    owner: { as: 'talentA', status: 200, seesMarker: true },
  },
  {
    route: 'POST /api/saved-searches',
    request: () => send('POST', '/api/saved-searches', { name: 'Alta', filters: { location: 'Iasi' } }),
    expect: talentOnly,
    owner: { as: 'talentA', status: 201, phase: 1 },
    note: SELF_ONLY,
  },
  {
    route: 'PATCH /api/saved-searches/:id',
    request: (w) => send('PATCH', `/api/saved-searches/${w.a.savedSearchId}`, { alerts: false }),
    expect: notFoundToOthers,
    owner: { as: 'talentA', status: 200, phase: 1 },
  },
  {
    route: 'DELETE /api/saved-searches/:id',
    request: (w) => send('DELETE', `/api/saved-searches/${w.a.savedSearchId}`),
    expect: notFoundToOthers,
    owner: { as: 'talentA', status: 204, phase: 3 },
  },

  // Talent lists and invitations (DESIGN §11): a verified client's own; talents answer their own.
  {
    route: 'GET /api/studio/talent-lists',
    request: () => get('/api/studio/talent-lists'),
    expect: { talentB: 403, guardianB: 403, client2: 200, anonymous: 401 },
    owner: { as: 'client1', status: 200 },
  },
  {
    route: 'POST /api/studio/talent-lists',
    request: () => send('POST', '/api/studio/talent-lists', { name: 'Alta listă' }),
    expect: { talentB: 403, guardianB: 403, anonymous: 401 },
    owner: { as: 'client1', status: 201, phase: 1 },
    note: 'Makes a list of the caller\u2019s own: client2 would make its own, not probed.',
  },
  ...(
    [
      ['GET', '', undefined, 200, 0],
      ['PATCH', '', { name: 'Redenumită' }, 200, 1],
      ['PUT', '/members/:profileId', undefined, 200, 1],
      ['DELETE', '/members/:profileId', undefined, 204, 2],
      ['DELETE', '', undefined, 204, 3],
    ] as const
  ).map(
    ([method, tail, payload, status, phase]): Entry => ({
      route: `${method} /api/studio/talent-lists/:id${tail}`,
      request: (w) => {
        const url = `/api/studio/talent-lists/${w.talentListId}${tail.replace(':profileId', w.a.own.profileId)}`;
        return method === 'GET' ? get(url) : send(method, url, payload);
      },
      expect: { talentB: 403, guardianB: 403, client2: 404, anonymous: 401 },
      owner: { as: 'client1', status, phase },
    }),
  ),
  // The talent directory (DESIGN §11): ADMIN and verified clients see every listed talent, A included.
  {
    route: 'GET /api/studio/talents',
    request: () => get('/api/studio/talents?q=proprietaru'),
    expect: { talentB: 403, guardianB: 403, anonymous: 401 },
    owner: { as: 'client1', status: 200, seesMarker: true },
    note: 'client2 is a verified client: A is listed, so it is entitled to A\u2019s card (directory.test.ts).',
  },
  {
    route: 'GET /api/studio/talents/:profileId',
    request: (w) => get(`/api/studio/talents/${w.a.own.profileId}`),
    expect: { talentB: 403, guardianB: 403, anonymous: 401 },
    owner: { as: 'client1', status: 200, seesMarker: true },
    note: 'client2 is a verified client: A is listed, so it is entitled to A\u2019s profile, without contact details.',
  },
  {
    route: 'POST /api/studio/castings/:id/invitations',
    request: (w) =>
      send('POST', `/api/studio/castings/${w.openCasting.id}/invitations`, {
        profileIds: [w.a.own.profileId],
        message: 'Vino',
      }),
    expect: { talentB: 403, guardianB: 403, client2: 404, anonymous: 401 },
    owner: { as: 'client1', status: 201, phase: 1 },
  },
  {
    route: 'GET /api/studio/castings/:id/invitations',
    request: (w) => get(`/api/studio/castings/${w.casting.id}/invitations`),
    expect: { talentB: 403, guardianB: 403, client2: 404, anonymous: 401 },
    owner: { as: 'client1', status: 200, seesMarker: true },
  },
  {
    route: 'GET /api/invitations',
    request: () => get('/api/invitations'),
    expect: { talentB: 200, guardianB: 200, ...talentOnly },
    owner: { as: 'talentA', status: 200, seesMarker: true },
  },
  {
    route: 'POST /api/invitations/:id/viewed',
    request: (w) => send('POST', `/api/invitations/${w.a.invitationId}/viewed`),
    expect: notFoundToOthers,
    owner: { as: 'talentA', status: 200, phase: 1 },
  },
  {
    route: 'POST /api/invitations/:id/decline',
    request: (w) => send('POST', `/api/invitations/${w.a.invitationId}/decline`, {}),
    expect: notFoundToOthers,
    owner: { as: 'talentA', status: 200, phase: 2 },
  },

  // A child's files (DESIGN §10): only through a signed, expiring link, handed to the guardian and to
  // the clients of castings the child applied to (child-media-signing.test.ts has the whole story).
  {
    route: 'GET /api/media/private/:key',
    request: (w, actor) => {
      // A's own link to A's child's photo; another actor can only forge one (its own id as viewer),
      // and anonymous has no signature at all.
      const url = new URL(w.a.child.photo.displayUrl, 'http://x');
      if (actor === 'anonymous') return get(url.pathname);
      if (actor !== 'talentA') url.searchParams.set('viewer', w.accounts[actor].userId);
      return get(`${url.pathname}${url.search}`);
    },
    expect: { talentB: 403, guardianB: 403, client2: 403, anonymous: 403 },
    owner: { as: 'talentA', status: 200 },
  },

  // Auditions and callbacks (DESIGN §12): client1's session on its casting, A's (and A's child's)
  // auditions in it. A's answers run in order: confirm (phase 1) before the check-in and the sides
  // (phase 2); the child's reschedule and decline after its confirm; the session's cancel last.
  ...studioAuditionEntries(),
  {
    route: 'GET /api/auditions',
    request: () => get('/api/auditions'),
    // Each talent's own auditions: B's answer has nothing of A's (the leak check).
    expect: { talentB: 200, guardianB: 200, ...talentOnly },
    owner: { as: 'talentA', status: 200, seesMarker: true },
  },
  ...TALENT_TARGETS.map(
    (target): Entry => ({
      route: 'POST /api/auditions/:id/confirm',
      variant: `A's ${target} audition`,
      request: (w) => send('POST', `/api/auditions/${w.a.auditions[target]}/confirm`, {}),
      expect: notFoundToOthers,
      owner: { as: 'talentA', status: 200, phase: 1 },
    }),
  ),
  {
    route: 'POST /api/auditions/:id/reschedule',
    variant: "A's child's audition",
    request: (w) =>
      send('POST', `/api/auditions/${w.a.auditions.child}/reschedule`, { note: 'Doar după-amiaza.' }),
    expect: notFoundToOthers,
    owner: { as: 'talentA', status: 200, phase: 2 },
  },
  {
    route: 'POST /api/auditions/:id/decline',
    variant: "A's child's audition",
    request: (w) => send('POST', `/api/auditions/${w.a.auditions.child}/decline`, { note: 'Nu putem.' }),
    expect: notFoundToOthers,
    owner: { as: 'talentA', status: 200, phase: 2 },
  },
  {
    route: 'GET /api/auditions/:id/calendar.ics',
    request: (w) => get(`/api/auditions/${w.a.auditions.own}/calendar.ics`),
    expect: notFoundToOthers,
    // The file names A as its attendee.
    owner: { as: 'talentA', status: 200, seesMarker: true },
  },
  {
    route: 'GET /api/auditions/:id/sides.pdf',
    request: (w) => get(`/api/auditions/${w.a.auditions.own}/sides.pdf`),
    // Recorded as a download: the snapshot shows a refused one is not.
    expect: notFoundToOthers,
    owner: { as: 'talentA', status: 200, phase: 2 },
  },

  // Children
  {
    route: 'GET /api/children',
    request: () => get('/api/children'),
    expect: { talentB: 403, guardianB: 200, ...talentOnly },
    owner: { as: 'talentA', status: 200, seesMarker: true },
  },
  {
    route: 'POST /api/children',
    request: () =>
      send('POST', '/api/children', {
        firstName: 'Nou',
        lastName: 'Copil',
        dateOfBirth: '2020-01-01',
        gender: 'MALE',
      }),
    expect: talentOnly,
    owner: { as: 'talentA', status: 201, phase: 1 },
    note: SELF_ONLY,
  },
  {
    route: 'GET /api/children/:id',
    request: (w) => get(`/api/children/${w.a.childId}`),
    expect: childRefusals,
    owner: { as: 'talentA', status: 200, seesMarker: true },
  },
  {
    route: 'PATCH /api/children/:id',
    request: (w) => send('PATCH', `/api/children/${w.a.childId}`, { gender: 'FEMALE' }),
    expect: childRefusals,
    owner: { as: 'talentA', status: 200 },
  },
  {
    route: 'DELETE /api/children/:id',
    request: (w) => send('DELETE', `/api/children/${w.a.childId}`),
    expect: childRefusals,
    owner: { as: 'talentA', status: 204, phase: 3 },
  },

  // Profiles
  ownDataOnly('GET /api/profiles/me', () => get('/api/profiles/me')),
  {
    route: 'POST /api/profiles',
    variant: "A's photo as profile photo",
    request: (w) => send('POST', '/api/profiles', { profilePhotoUrl: w.a.own.photo.displayUrl }),
    // Only one of the caller's own photos may be chosen: another's file is a 400 on the field.
    expect: { talentB: 400, guardianB: 400, ...talentOnly },
    owner: { as: 'talentA', status: 200 },
  },
  {
    route: 'PATCH /api/profiles/me',
    // Listed again at once: the directory's entries below read A in it.
    request: () => send('PATCH', '/api/profiles/me', { discoverable: true }),
    expect: talentOnly,
    owner: { as: 'talentA', status: 200, phase: 1 },
    note: SELF_ONLY,
  },
  {
    route: 'GET /api/profiles/me/views',
    request: () => get('/api/profiles/me/views'),
    // Each talent's own views: B's answer has nothing of A's.
    expect: { talentB: 200, guardianB: 200, ...talentOnly },
    owner: { as: 'talentA', status: 200 },
  },
  {
    route: 'GET /api/profiles/children/:childId',
    request: (w) => get(childBase(w)),
    expect: childRefusals,
    owner: { as: 'talentA', status: 200, seesMarker: true },
  },
  {
    route: 'POST /api/profiles/children/:childId',
    request: (w) => send('POST', childBase(w), { height: 131 }),
    expect: childRefusals,
    owner: { as: 'talentA', status: 200 },
  },
  ...mediaEntries('photos'),
  ...mediaEntries('videos'),
  ...skillEntries,

  // The account itself
  ownDataOnly('GET /api/auth/me', () => get('/api/auth/me')),
  {
    route: 'PATCH /api/auth/me',
    variant: "A's e-mail address",
    request: (w) => send('PATCH', '/api/auth/me', { email: w.accounts.talentA.email }),
    // Taken addresses are 409 (as at registration, which tells the same); A's account is untouched.
    expect: { talentB: 409, guardianB: 409, ...talentOnly },
    owner: { as: 'talentA', status: 200 },
  },
  {
    route: 'DELETE /api/auth/me',
    request: (w) => send('DELETE', '/api/auth/me', { password: w.accounts.talentA.password }),
    expect: talentOnly,
    owner: { as: 'talentA', status: 204, phase: 9 },
    note: `${SELF_ONLY} A's password in another's request is simply a wrong password for them.`,
  },
  {
    route: 'POST /api/auth/change-password',
    request: (w) =>
      send('POST', '/api/auth/change-password', {
        currentPassword: w.accounts.talentA.password,
        newPassword: 'an entirely new passphrase',
      }),
    expect: talentOnly,
    owner: null,
    note: `${SELF_ONLY} The owner's success would change the password A's later owner calls use; token-attacks.test.ts covers it.`,
  },
  {
    route: 'POST /api/auth/logout',
    variant: "A's second session's refresh token in the body",
    request: () => send('POST', '/api/auth/logout', { refreshToken: aSecondSession().refreshToken }),
    freshSession: true,
    // Signing oneself out answers 204, but A's session named in the body must survive (read back).
    expect: { talentB: 204, guardianB: 204, anonymous: 401 },
    owner: { as: 'talentA', status: 204, phase: 8 },
    note: 'client2 signs out the same way (covered by staff-auth.test.ts); its own sessions are not A\u2019s.',
  },
  {
    route: 'POST /api/users/guardian-mode/enable',
    request: () => send('POST', '/api/users/guardian-mode/enable'),
    expect: talentOnly,
    owner: { as: 'talentA', status: 200 },
    note: SELF_ONLY,
  },
  {
    route: 'POST /api/users/guardian-mode/disable',
    request: () => send('POST', '/api/users/guardian-mode/disable'),
    expect: talentOnly,
    owner: { as: 'talentA', status: 200, phase: 4 },
    note: SELF_ONLY,
  },

  // Messages and safety (DESIGN §14): A's threads with client1; the studio's side of them; files,
  // reports, and the moderation queue (ADMIN).
  ownDataOnly('GET /api/conversations', () => get('/api/conversations')),
  ...TALENT_TARGETS.map(
    (target): Entry => ({
      route: 'GET /api/applications/:id/conversation',
      variant: `A's ${target} application`,
      request: (w) => get(`/api/applications/${ofA(w, target).applicationId}/conversation`),
      expect: notFoundToOthers,
      owner: { as: 'talentA', status: 200, seesMarker: true },
    }),
  ),
  {
    route: 'GET /api/invitations/:id/conversation',
    request: (w) => get(`/api/invitations/${w.a.invitationId}/conversation`),
    // The thread is made on the first ask: a refused ask makes none (the snapshot).
    expect: notFoundToOthers,
    owner: { as: 'talentA', status: 200, phase: 1 },
  },
  ...(['own', 'child'] as const).map(
    (thread): Entry => ({
      route: 'GET /api/conversations/:id/messages',
      variant: `A's ${thread} thread`,
      request: () => get(`/api/conversations/${m.threads[thread]}/messages`),
      // A CLIENT of the thread reads it through the studio's route, not this one.
      expect: notFoundToOthers,
      owner: { as: 'talentA', status: 200, seesMarker: true },
    }),
  ),
  {
    route: 'POST /api/conversations/:id/messages',
    request: () => send('POST', `/api/conversations/${m.threads.own}/messages`, { text: 'Mulțumesc, vin.' }),
    expect: notFoundToOthers,
    owner: { as: 'talentA', status: 201, phase: 1 },
  },
  {
    route: 'POST /api/conversations/:id/read',
    request: () => send('POST', `/api/conversations/${m.threads.own}/read`),
    expect: notFoundToOthers,
    owner: { as: 'talentA', status: 200, phase: 2 },
  },
  {
    route: 'GET /api/studio/conversations',
    request: () => get('/api/studio/conversations'),
    // client2's own inbox: 200 with nothing of A's threads (the leak check).
    expect: { talentA: 403, talentB: 403, guardianB: 403, client2: 200, anonymous: 401 },
    owner: { as: 'client1', status: 200, seesMarker: true },
  },
  ...(['client1', 'admin'] as const).flatMap((as): Entry[] => [
    {
      route: 'GET /api/studio/applications/:id/conversation',
      variant: as === 'admin' ? 'the admin’s control' : undefined,
      request: (w) => get(`/api/studio/applications/${w.a.own.applicationId}/conversation`),
      // A is a side of the thread, but not on the studio's route.
      expect: { talentA: 403, ...studioRefusals },
      owner: { as, status: 200, seesMarker: true },
    },
    {
      route: 'GET /api/studio/conversations/:id/messages',
      variant: as === 'admin' ? 'the admin’s control' : undefined,
      request: () => get(`/api/studio/conversations/${m.threads.own}/messages`),
      expect: { talentA: 403, ...studioRefusals },
      owner: { as, status: 200, seesMarker: true },
    },
  ]),
  {
    route: 'POST /api/studio/applications/:id/conversation',
    request: (w) =>
      send('POST', `/api/studio/applications/${w.a.own.applicationId}/conversation`, {
        text: 'Te așteptăm.',
      }),
    expect: { talentA: 403, ...studioRefusals },
    owner: { as: 'client1', status: 201, phase: 1 },
  },
  {
    route: 'GET /api/studio/invitations/:id/conversation',
    request: (w) => get(`/api/studio/invitations/${w.a.invitationId}/conversation`),
    expect: { talentA: 403, ...studioRefusals },
    owner: { as: 'client1', status: 200, phase: 2, seesMarker: true },
  },
  {
    route: 'POST /api/studio/conversations/:id/messages',
    request: () =>
      send('POST', `/api/studio/conversations/${m.threads.own}/messages`, { text: 'Joi la 10.' }),
    expect: { talentA: 403, ...studioRefusals },
    owner: { as: 'client1', status: 201, phase: 1 },
  },
  {
    route: 'POST /api/studio/conversations/:id/read',
    request: () => send('POST', `/api/studio/conversations/${m.threads.own}/read`),
    expect: { talentA: 403, ...studioRefusals },
    owner: { as: 'client1', status: 200, phase: 2 },
  },
  {
    route: 'POST /api/attachments',
    request: async () => uploadRequest('/api/attachments', [pdfPart(await pdfOfPages(1))]),
    expect: { anonymous: 401 },
    owner: { as: 'talentA', status: 201, phase: 1 },
    note: 'Anyone signed in uploads a file of their own (it reaches a thread only with their own message): only anonymous is refused; the snapshot shows a refused upload stores nothing.',
  },
  ...(['talentA', 'client1', 'admin'] as const).map(
    (as): Entry => ({
      route: 'GET /api/attachments/:id',
      variant: `${as}'s control`,
      // client1's file sent to A: the thread's two sides and admins read it, no one else.
      request: () => get(`/api/attachments/${m.attachmentId}`),
      expect: { talentB: 404, guardianB: 404, client2: 404, anonymous: 401 },
      owner: { as, status: 200 },
    }),
  ),
  {
    route: 'POST /api/reports',
    variant: 'a message of A’s thread',
    request: () =>
      send('POST', '/api/reports', { targetType: 'MESSAGE', targetId: m.messages.fromA, reason: 'OTHER' }),
    // Only a side of the thread (or an admin) can name its message: another's report is a 404 and stores nothing.
    expect: { talentB: 404, guardianB: 404, client2: 404, anonymous: 401 },
    owner: { as: 'client1', status: 201, phase: 1 },
  },
  {
    route: 'GET /api/admin/reports',
    request: () => get('/api/admin/reports?status=OPEN'),
    expect: { talentA: 403, talentB: 403, guardianB: 403, client2: 403, anonymous: 401 },
    // A's report names A as its reporter.
    owner: { as: 'admin', status: 200, seesMarker: true },
  },
  {
    route: 'PATCH /api/admin/reports/:id',
    request: () =>
      send('PATCH', `/api/admin/reports/${m.reportId}`, { action: 'DISMISS', note: 'Verificat.' }),
    expect: { talentA: 403, talentB: 403, guardianB: 403, client2: 403, anonymous: 401 },
    owner: { as: 'admin', status: 200, phase: 1 },
  },
  {
    route: 'GET /api/admin/held-messages',
    request: () => get('/api/admin/held-messages'),
    expect: { talentA: 403, talentB: 403, guardianB: 403, client2: 403, anonymous: 401 },
    owner: { as: 'admin', status: 200, seesMarker: true },
  },
  ...(['release', 'reject'] as const).map(
    (decision): Entry => ({
      route: `POST /api/admin/held-messages/:id/${decision}`,
      request: () =>
        send(
          'POST',
          `/api/admin/held-messages/${m.held[decision === 'release' ? 'released' : 'rejected']}/${decision}`,
        ),
      // Only an administrator decides; the held message reaches no one while the probes run.
      expect: { talentA: 403, talentB: 403, guardianB: 403, client2: 403, anonymous: 401 },
      owner: { as: 'admin', status: 200, phase: 1 },
    }),
  ),

  // Presentations for producers (DESIGN §13): client1's, in the studio and at their links.
  ...studioPresentationEntries(),
  ...viewerEntries(),

  // Staff sign-in: talents are refused with their own, correct credentials.
  {
    route: 'POST /api/staff/auth/login',
    request: (w, actor) => {
      const account = actor === 'anonymous' ? w.accounts.talentB : w.accounts[actor];
      return send('POST', '/api/staff/auth/login', { email: account.email, password: account.password });
    },
    expect: { talentB: 403, guardianB: 403 },
    owner: { as: 'client1', status: 200, phase: 1 },
    note: 'Public sign-in: no token to refuse; client2 is staff and may sign in.',
  },
  {
    route: 'POST /api/staff/auth/refresh',
    request: (w, actor) => {
      const account = actor === 'anonymous' ? w.accounts.talentB : w.accounts[actor];
      return send('POST', '/api/staff/auth/refresh', { refreshToken: account.tokens.refreshToken });
    },
    expect: { talentB: 403, guardianB: 403 },
    owner: { as: 'client1', status: 200, phase: 1 },
    note: 'Public like /api/auth/refresh; a talent refresh token is refused without being used up.',
  },
];

let secondSession: { refreshToken: string } | undefined;
beforeAll(async () => {
  secondSession = await signIn(t, w.accounts.talentA);
});
/** Another live session of A's, named in others' sign-out requests. */
function aSecondSession() {
  if (!secondSession) throw new Error('no second session of A');
  return secondSession;
}

/**
 * Public routes and routes outside the API, each with why it needs no entry. A route is
 * `METHOD /path` as Fastify registers it; HEAD is left out everywhere, as Fastify adds it to every GET
 * with the same handler and hooks.
 */
const PUBLIC_ROUTES: Array<{ route: string | RegExp; reason: string }> = [
  { route: 'GET /api/health', reason: 'liveness for probes: no user data' },
  {
    route: 'POST /api/unsubscribe',
    reason:
      'one-click unsubscribe (RFC 8058): the signed token is the credential (notifications-email.test.ts)',
  },
  {
    route: 'GET /api/unsubscribe',
    reason:
      'names the e-mail type of a signed unsubscribe token, changing nothing: the token is the credential (unsubscribe-preview.test.ts)',
  },
  { route: 'POST /api/auth/register', reason: 'creates a new account; always TALENT' },
  { route: 'POST /api/staff/auth/register', reason: 'creates a new account; always an UNVERIFIED CLIENT' },
  { route: 'POST /api/auth/login', reason: 'public sign-in; throttled (auth.login.test.ts)' },
  { route: 'POST /api/auth/refresh', reason: 'the refresh token is the credential (token-attacks.test.ts)' },
  { route: 'POST /api/auth/forgot-password', reason: 'same 202 for any address (password-reset.test.ts)' },
  {
    route: 'POST /api/auth/reset-password',
    reason: 'the e-mailed token is the credential (token-attacks.test.ts)',
  },
  { route: /^GET \/api\/docs(\/.*)?$/, reason: 'OpenAPI document and Swagger UI: public API description' },
  { route: 'GET /', reason: "the web app's index.html" },
  { route: 'GET /*', reason: 'the built web app (its files are public)' },
  { route: 'GET /studio/', reason: "the casting studio's index.html" },
  { route: 'GET /studio/*', reason: 'the built casting studio (its files are public)' },
  {
    route: 'GET /media/*',
    reason:
      "adults' uploaded media: public by design, under random unguessable names (children's is not there, DESIGN §10)",
  },
];

const entryKey = (entry: Entry) => `${entry.route}${entry.variant ? ` [${entry.variant}]` : ''}`;

/** Every route of the built app as `METHOD /path`, HEAD left out (see PUBLIC_ROUTES). */
function registeredRoutes(): string[] {
  const routes = seenRoutes.flatMap(({ method, url }) =>
    (Array.isArray(method) ? method : [method]).filter((m) => m !== 'HEAD').map((m) => `${m} ${url}`),
  );
  return [...new Set(routes)].sort();
}

const isPublic = (route: string) =>
  PUBLIC_ROUTES.some((item) =>
    typeof item.route === 'string' ? item.route === route : item.route.test(route),
  );

const FORBIDDEN_CODES = [
  'ONLY_TALENT',
  'ONLY_STAFF',
  'ONLY_ADMIN',
  'GUARDIAN_MODE_REQUIRED',
  'FORBIDDEN',
  // A child's file: a link that is not signed for this request (DESIGN §10).
  'MEDIA_LINK_INVALID',
];
/** Probed on every entry (or the note says why not); talent A only where an entry names it. */
const PROBERS: Prober[] = ['talentB', 'guardianB', 'client2', 'anonymous'];
const ALL_PROBERS: Prober[] = ['talentA', ...PROBERS];

async function call(w: World, entry: Entry, actor: ActorName): Promise<LightMyRequestResponse> {
  const options = await entry.request(w, actor);
  const headers: Record<string, string> = { ...(options.headers as Record<string, string>) };
  if (actor !== 'anonymous') {
    const accessToken = entry.freshSession
      ? (await signIn(t, w.accounts[actor])).accessToken
      : w.accounts[actor].tokens.accessToken;
    headers.authorization = `Bearer ${accessToken}`;
  }
  return t.app.inject({ ...options, headers });
}

describe('access-control matrix', () => {
  it('covers every registered route (or names it public with a reason)', () => {
    const registered = registeredRoutes();
    // The hook must have seen the app's routes, hidden ones included, or the check proves nothing.
    expect(registered).toEqual(
      expect.arrayContaining(['GET /api/applications/:id', 'GET /', 'GET /media/*']),
    );
    const inMatrix = new Set(MATRIX.map((entry) => entry.route));
    const missing = registered.filter((route) => !inMatrix.has(route) && !isPublic(route));
    expect(missing, 'routes neither in the access matrix nor in PUBLIC_ROUTES').toEqual([]);
    const stale = [...inMatrix].filter((route) => !registered.includes(route));
    expect(stale, 'matrix entries for routes that do not exist').toEqual([]);
  });

  it('agrees with the OpenAPI document', async () => {
    const spec = (await t.app.inject({ url: '/api/docs/json' })).json() as {
      paths: Record<string, Record<string, unknown>>;
    };
    const documented = Object.entries(spec.paths).flatMap(([path, methods]) =>
      Object.keys(methods).map((method) => `${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`),
    );
    expect(registeredRoutes()).toEqual(expect.arrayContaining(documented));
  });

  it('every entry probes somebody, and leaves out only what its note explains', () => {
    for (const entry of MATRIX) {
      expect(Object.keys(entry.expect).length, entryKey(entry)).toBeGreaterThan(0);
      const probed = Object.keys(entry.expect).filter((actor) => actor !== 'talentA').length;
      if (probed < PROBERS.length || entry.owner === null) expect(entry.note, entryKey(entry)).toBeTruthy();
    }
  });

  describe.each(MATRIX.map((entry) => [entryKey(entry), entry] as const))('%s', (_key, entry) => {
    it("other actors are refused or see nothing of A's, and nothing stored changes", async () => {
      const before = await storedState(w);
      for (const actor of ALL_PROBERS) {
        const expected = entry.expect[actor];
        if (expected === undefined) continue;
        const probe = typeof expected === 'number' ? { status: expected } : expected;
        const response = await call(w, entry, actor);
        const what = `${actor}: ${response.body.slice(0, 300)}`;
        expect(response.statusCode, what).toBe(probe.status);
        if (probe.status >= 400) {
          const body = response.json();
          expect(body, what).toEqual({
            statusCode: probe.status,
            code: expect.any(String),
            message: expect.any(String),
            ...(body.fields ? { fields: expect.any(Object) } : {}),
          });
          if (probe.code !== undefined) expect(body.code, what).toBe(probe.code);
          else if (probe.status === 401) expect(body.code, what).toBe('UNAUTHORIZED');
          // A 403 says which rule refused: the role, or guardian mode being off.
          if (probe.status === 403) expect(FORBIDDEN_CODES, what).toContain(body.code);
        }
        // Whatever the answer, nothing of A's may be in it.
        expect(leakedMarkers(w, response.body), what).toEqual([]);
        probe.check?.(response.json());
      }
      expect(await storedState(w), 'stored data changed').toEqual(before);
    });
  });

  it("the owner's same requests succeed (so every refusal above is about who asks)", async () => {
    const controls = MATRIX.flatMap((entry) => (entry.owner ? [{ entry, owner: entry.owner }] : [])).sort(
      (x, y) => (x.owner.phase ?? 0) - (y.owner.phase ?? 0),
    );
    for (const { entry, owner } of controls) {
      const response = await call(w, entry, owner.as);
      expect(response.statusCode, `${entryKey(entry)}: ${response.body.slice(0, 300)}`).toBe(owner.status);
      if (owner.seesMarker) expect(leakedMarkers(w, response.body), entryKey(entry)).not.toEqual([]);
      // What producers said of A is client1's: A's own answers carry none of it either.
      if (owner.as === 'talentA')
        expect(
          w.presentationMarkers.filter((marker) => response.body.includes(marker)),
          entryKey(entry),
        ).toEqual([]);
    }
  });
});
