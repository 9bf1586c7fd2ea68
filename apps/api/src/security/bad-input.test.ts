/**
 * Bad input everywhere: every route of the OpenAPI document gets generated wrong bodies, queries,
 * path parameters and content types (fast-check). Every answer must be a 4xx in the error shape
 * (DESIGN §4) — a 2xx only when the contract's zod schema accepts what was sent — never a 5xx; the
 * server stays healthy and nothing is saved by a refused write.
 *
 * Deterministic: the seed is fixed (FC_SEED overrides it, FC_RUNS the runs per property) and printed.
 */

import { randomUUID } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import {
  changePasswordSchema,
  deleteAccountSchema,
  forgotPasswordSchema,
  resetPasswordSchema,
} from '@talent/contract/account';
import { applicationCreateSchema, applicationStatusChangeSchema } from '@talent/contract/applications';
import { auditionSessionSchema } from '@talent/contract/audition-sessions';
import {
  auditionCheckInSchema,
  auditionConfirmSchema,
  auditionDeclineSchema,
  auditionInviteSchema,
  auditionRescheduleSchema,
} from '@talent/contract/auditions';
import {
  loginSchema,
  logoutSchema,
  refreshSchema,
  registerSchema,
  updateMeSchema,
} from '@talent/contract/auth';
import {
  castingCreateSchema,
  castingListQuerySchema,
  castingSearchQuerySchema,
  castingUpdateSchema,
} from '@talent/contract/castings';
import { checklistUpdateSchema } from '@talent/contract/child-work-checklist';
import { childCreateSchema, childProfileUpdateSchema, childUpdateSchema } from '@talent/contract/children';
import {
  clientDecisionSchema,
  clientListQuerySchema,
  staffMeUpdateSchema,
  staffRegisterSchema,
} from '@talent/contract/clients';
import { discoverableUpdateSchema, talentSearchQuerySchema } from '@talent/contract/directory';
import { invitationCreateSchema, invitationDeclineSchema } from '@talent/contract/invitations';
import {
  MEDIA_LIMITS,
  MEDIA_MESSAGES,
  photoReorderSchema,
  type Video,
  videoFromUploadSchema,
  videoReorderSchema,
} from '@talent/contract/media';
import {
  MESSAGE_MESSAGES,
  MESSAGE_TEXT_MAX,
  MODERATION_NOTE_MAX,
  REPORT_DETAILS_MAX,
  REPORT_MESSAGES,
} from '@talent/contract/message-limits';
import {
  type ConversationSummary,
  conversationListQuerySchema,
  messagePageQuerySchema,
  messageSendSchema,
  messageWarningSchema,
  moderationDecisionSchema,
  NEEDS_CONFIRMATION_CODE,
  reportCreateSchema,
  reportListQuerySchema,
} from '@talent/contract/messages';
import {
  notificationListQuerySchema,
  notificationPreferencesUpdateSchema,
  savedSearchCreateSchema,
} from '@talent/contract/notifications';
import { paginationQuerySchema } from '@talent/contract/pagination';
import {
  PRESENTATION_PAGE_PATH,
  type PresentationCreated,
  presentationCreateSchema,
  presentationPatchSchema,
  presentationPlaySchema,
  presentationUnlockSchema,
  presentationVoteSchema,
  VIEWER_TOKEN_HEADER,
} from '@talent/contract/presentations';
import { profileUpdateSchema } from '@talent/contract/profile';
import { selfTapeRequestCreateSchema, selfTapeSubmissionSchema } from '@talent/contract/self-tapes';
import { SKILL_KIND_NAMES, SKILL_KINDS } from '@talent/contract/skills';
import {
  applicantListQuerySchema,
  applicantNoteSchema,
  bulkStatusSchema,
  studioCastingListQuerySchema,
} from '@talent/contract/studio';
import { talentListNameSchema } from '@talent/contract/talent-lists';
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { z } from 'zod';
import { probeSource } from '../modules/media/video-probe';
import {
  auditionSessionPayload,
  PRESENTATION_TABLES,
  sessionWithInvited,
  tusUpload,
  videoPart,
} from '../test/actors';
import {
  accepts,
  applyMutations,
  CONTENT_TYPES,
  describe as describeRequest,
  errorShapeProblem,
  isJsonContentType,
  type JsonSchema,
  mutationsOf,
  naughtyString,
  objectSchema,
  parseJson,
  parseQuery,
  pathSegment,
  queryOf,
  type SentRequest,
  serverRoutes,
  wrongWholeBody,
} from '../test/bad-input-generators';
import { addChild, childPayload } from '../test/children-helpers';
import { injectUpload, mp4, pdfOfPages } from '../test/media-test-files';
import {
  bearer,
  castingPayload,
  createCasting,
  createStaff,
  createTestApp,
  dateYearsAgo,
  ownProfileId,
  register,
  registration,
  type TestApp,
} from '../test/test-app';

const SEED = Number(process.env.FC_SEED ?? 20261122);
const RUNS = Number(process.env.FC_RUNS ?? 100);

/** Framing headers sent with the content-type fuzz (none, or one odd one). */
const ODD_HEADERS: Record<string, string>[] = [
  {},
  {},
  { 'content-encoding': 'gzip' },
  { 'content-encoding': 'x-unknown' },
  { 'content-length': '-1' },
  { 'content-length': '0' },
  { 'content-length': '3' },
  { 'content-length': '99999999999' },
  { 'transfer-encoding': 'chunked' },
  { accept: 'application/xml' },
  { 'x-http-method-override': 'DELETE' },
];

/**
 * Routes the server has that the OpenAPI document leaves out, so not fuzzed here (each with why):
 */
const NOT_IN_OPENAPI = [
  // tus 1.0.0 (headers and raw bytes, not JSON): resumable-uploads.test.ts covers it, the access matrix too.
  'POST /api/uploads',
  'POST /api/uploads/',
  'PATCH /api/uploads/{id}',
  'DELETE /api/uploads/{id}',
  // Server-sent events: the stream stays open (notifications-stream.test.ts covers it; its query is refused).
  'GET /api/notifications/stream',
  // Swagger UI itself: its page, static files and the document (fixed content, no input but the path).
  'GET /api/docs',
  'GET /api/docs/',
  'GET /api/docs/static/index.html',
  'GET /api/docs/static/swagger-initializer.js',
  'GET /api/docs/*',
  'GET /api/docs/json',
  'GET /api/docs/yaml',
  // The web app: index.html for non-API GETs and /media files (static-web.test.ts covers them).
  'GET /',
  'GET /*',
  'GET /studio/',
  'GET /studio/*',
];

/**
 * scratch: a talent for routes that could spoil the main one; disposable: one per session ended;
 * viewer: no account, the viewer token of the staff's presentation (DESIGN §13).
 */
type Actor = 'talent' | 'staff' | 'admin' | 'scratch' | 'disposable' | 'anon' | 'viewer';

/** What the suite knows of a route beyond its JSON schema: the zod oracle, who calls it, a base body. */
interface RouteSpec {
  body?: z.ZodType;
  query?: z.ZodType;
  actor?: Actor;
  base?: () => Record<string, unknown>;
  /** Upload routes (multipart/form-data). */
  multipart?: boolean;
  /** Path ids a delete could really delete are replaced by ids that do not exist. */
  destructive?: boolean;
  /** A 2xx ends the caller's session: the next request gets a new disposable talent. */
  endsSession?: boolean;
  /** The resource this write changes: read back after every refused request, it must be unchanged. */
  watch?: () => [Actor, string];
}

interface Operation {
  method: string;
  path: string;
  security?: unknown[];
  parameters?: { in: string; name: string }[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
}

interface Fixture {
  t: TestApp;
  tokens: Record<Actor, string | undefined>;
  /** Real values for the path placeholders ({id} depends on the route: see pathValues). */
  castingA: { id: string; slug: string };
  castingB: { id: string };
  childId: string;
  profileId: string;
  applicationId: string;
  skillIds: Record<string, string>;
  scratchEmail: string;
  /** The staff's audition session on castingA, the talent's application invited into it (DESIGN §12). */
  auditionSessionId: string;
  auditionId: string;
  /**
   * The staff's presentations of castingA showing the talent's application (DESIGN §13): `viewed` at
   * its link (its viewer is the `viewer` actor), `patched` the one the PATCH fuzz may revoke. The
   * talent's video, for the plays.
   */
  presentations: { viewed: { id: string; token: string }; patched: { id: string } };
  videoId: string;
  /** The thread of the talent's application to castingA, with a message of the staff's, and a file. */
  conversationId: string;
  attachmentId: string;
}

let fx: Fixture;
/** The talent's thread with the staff (DESIGN §14), as the talent reads it. */
const threadUrl = () => `/api/conversations/${fx.conversationId}/messages`;

const DEAD_ID = 'no-such-resource-0000';
const PASSWORD_WRONG = 'not the password 1';

function routeSpecs(): Record<string, RouteSpec> {
  const specs: Record<string, RouteSpec> = {
    'GET /api/health': { actor: 'anon' },
    // A child's file: the signed query is the credential, so every generated one is refused (403).
    'GET /api/media/private/{key}': { actor: 'anon' },
    'POST /api/auth/register': { body: registerSchema, actor: 'anon', base: () => registration() },
    'POST /api/auth/login': {
      body: loginSchema,
      actor: 'anon',
      base: () => ({ email: fx.scratchEmail, password: PASSWORD_WRONG }),
    },
    'POST /api/auth/refresh': {
      body: refreshSchema,
      actor: 'anon',
      base: () => ({ refreshToken: 'a'.repeat(43) }),
    },
    'POST /api/auth/logout': { body: logoutSchema.nullish(), actor: 'disposable', endsSession: true },
    'GET /api/auth/me': {},
    'PATCH /api/auth/me': { body: updateMeSchema, watch: () => ['talent', '/api/auth/me'] },
    'DELETE /api/auth/me': {
      body: deleteAccountSchema,
      actor: 'scratch',
      base: () => ({ password: PASSWORD_WRONG }),
    },
    'POST /api/staff/auth/login': {
      body: loginSchema,
      actor: 'anon',
      base: () => ({ email: 'nobody@example.com', password: PASSWORD_WRONG }),
    },
    'POST /api/staff/auth/refresh': {
      body: refreshSchema,
      actor: 'anon',
      base: () => ({ refreshToken: 'b'.repeat(43) }),
    },
    'POST /api/staff/auth/register': {
      body: staffRegisterSchema,
      actor: 'anon',
      base: () => ({
        email: `studio-${randomUUID().slice(0, 8)}@example.com`,
        password: 'Studio1234!',
        firstName: 'Ioana',
        lastName: 'Pop',
        phone: '+40721234567',
        companyName: 'Fuzz SRL',
        companyCode: '14399840',
      }),
    },
    'GET /api/staff/me': { actor: 'staff' },
    'PATCH /api/staff/me': {
      body: staffMeUpdateSchema,
      actor: 'staff',
      base: () => ({ preferredLanguage: 'RO' }),
      watch: () => ['staff', '/api/staff/me'],
    },
    'GET /api/admin/clients': { query: clientListQuerySchema, actor: 'admin' },
    'PATCH /api/admin/clients/{id}': {
      body: clientDecisionSchema,
      actor: 'admin',
      base: () => ({ status: 'VERIFIED' }),
    },
    'GET /api/studio/castings': { query: studioCastingListQuerySchema, actor: 'staff' },
    'GET /api/studio/castings/{id}': { actor: 'staff' },
    'POST /api/studio/castings/{id}/duplicate': { actor: 'staff' },
    'POST /api/studio/castings/{id}/cover': { actor: 'staff', multipart: true },
    'GET /api/studio/castings/{id}/applications': { query: applicantListQuerySchema, actor: 'staff' },
    'GET /api/studio/castings/{id}/applications.csv': { actor: 'staff' },
    'GET /api/studio/applications/{id}': { actor: 'staff' },
    'GET /api/studio/talents': { query: talentSearchQuerySchema, actor: 'staff' },
    'GET /api/studio/talents/{profileId}': { actor: 'staff' },
    'GET /api/studio/talent-lists': { actor: 'staff' },
    'POST /api/studio/talent-lists': {
      body: talentListNameSchema,
      actor: 'staff',
      base: () => ({ name: `Listă ${randomUUID().slice(0, 8)}` }),
    },
    'GET /api/studio/talent-lists/{id}': { actor: 'staff' },
    'PATCH /api/studio/talent-lists/{id}': {
      body: talentListNameSchema,
      actor: 'staff',
      base: () => ({ name: `Listă ${randomUUID().slice(0, 8)}` }),
    },
    'DELETE /api/studio/talent-lists/{id}': { actor: 'staff', destructive: true },
    'PUT /api/studio/talent-lists/{id}/members/{profileId}': { actor: 'staff' },
    'DELETE /api/studio/talent-lists/{id}/members/{profileId}': { actor: 'staff', destructive: true },
    'POST /api/studio/castings/{id}/invitations': {
      body: invitationCreateSchema,
      actor: 'staff',
      base: () => ({ profileIds: [fx.profileId], message: 'Vino la casting' }),
    },
    'GET /api/studio/castings/{id}/invitations': { actor: 'staff' },
    'GET /api/invitations': { query: paginationQuerySchema },
    // Auditions (DESIGN §12): on castingA's real session and the talent's real audition.
    'POST /api/studio/castings/{id}/audition-sessions': {
      body: auditionSessionSchema,
      actor: 'staff',
      base: () => auditionSessionPayload({ start: '14:00', end: '15:00' }),
      watch: () => ['staff', `/api/studio/castings/${fx.castingA.id}/audition-sessions`],
    },
    'GET /api/studio/castings/{id}/audition-sessions': { actor: 'staff' },
    'PATCH /api/studio/audition-sessions/{id}': {
      body: auditionSessionSchema,
      actor: 'staff',
      base: () => auditionSessionPayload(),
      watch: () => ['staff', `/api/studio/castings/${fx.castingA.id}/audition-sessions`],
    },
    'DELETE /api/studio/audition-sessions/{id}': { actor: 'staff', destructive: true },
    'POST /api/studio/audition-sessions/{id}/invitations': {
      body: auditionInviteSchema,
      actor: 'staff',
      base: () => ({ applicationIds: [fx.applicationId] }),
      watch: () => ['staff', `/api/studio/castings/${fx.castingA.id}/audition-sessions`],
    },
    'GET /api/studio/audition-sessions/{id}/day': { actor: 'staff' },
    'POST /api/studio/auditions/{id}/check-in': {
      body: auditionCheckInSchema,
      actor: 'staff',
      base: () => ({ status: 'ATTENDED' }),
      watch: () => ['staff', `/api/studio/castings/${fx.castingA.id}/audition-sessions`],
    },
    'POST /api/studio/castings/{id}/sides': { actor: 'staff', multipart: true },
    'GET /api/studio/castings/{id}/sides': { actor: 'staff' },
    'DELETE /api/studio/castings/{id}/sides': { actor: 'staff', destructive: true },
    // Presentations (DESIGN §13): the staff's on castingA; their link with the viewer's token.
    'POST /api/studio/presentations': {
      body: presentationCreateSchema,
      actor: 'staff',
      base: () => ({ castingId: fx.castingA.id, title: 'Selecție', applicationIds: [fx.applicationId] }),
      watch: () => ['staff', `/api/studio/presentations?castingId=${fx.castingA.id}`],
    },
    'GET /api/studio/presentations': {
      query: z.object({ castingId: z.string().min(1).max(100) }),
      actor: 'staff',
    },
    'PATCH /api/studio/presentations/{id}': {
      body: presentationPatchSchema,
      actor: 'staff',
      base: () => ({ expiresAt: new Date(Date.now() + 20 * 86_400_000).toISOString() }),
      watch: () => ['staff', `/api/studio/presentations?castingId=${fx.castingA.id}`],
    },
    'GET /api/studio/presentations/{id}/feedback': { actor: 'staff' },
    'GET /api/studio/castings/{id}/presentation-feedback': { actor: 'staff' },
    'GET /api/p/{token}': { actor: 'viewer' },
    'POST /api/p/{token}/unlock': {
      body: presentationUnlockSchema,
      actor: 'anon',
      base: () => ({ viewerName: 'Producătoare' }),
    },
    'PUT /api/p/{token}/votes/{applicationId}': {
      body: presentationVoteSchema,
      actor: 'viewer',
      base: () => ({ vote: 'YES', comment: 'Da' }),
      watch: () => ['viewer', `/api/p/${fx.presentations.viewed.token}`],
    },
    'POST /api/p/{token}/plays': {
      body: presentationPlaySchema,
      actor: 'viewer',
      base: () => ({ videoId: fx.videoId, seconds: 5 }),
      watch: () => ['staff', `/api/studio/castings/${fx.castingA.id}/presentation-feedback`],
    },
    'GET /api/auditions': {},
    'POST /api/auditions/{id}/confirm': {
      body: auditionConfirmSchema,
      base: () => ({}),
      watch: () => ['talent', '/api/auditions'],
    },
    'POST /api/auditions/{id}/decline': {
      body: auditionDeclineSchema,
      base: () => ({ note: 'Nu pot veni.' }),
      watch: () => ['talent', '/api/auditions'],
    },
    'POST /api/auditions/{id}/reschedule': {
      body: auditionRescheduleSchema,
      base: () => ({ note: 'Doar după-amiaza.' }),
      watch: () => ['talent', '/api/auditions'],
    },
    'GET /api/auditions/{id}/calendar.ics': {},
    'GET /api/auditions/{id}/sides.pdf': {},
    'POST /api/invitations/{id}/viewed': {},
    'POST /api/invitations/{id}/decline': { body: invitationDeclineSchema, base: () => ({}) },
    'POST /api/studio/applications/bulk-status': {
      body: bulkStatusSchema,
      actor: 'staff',
      base: () => ({ ids: [fx.applicationId], status: 'REVIEWED' }),
    },
    'PUT /api/studio/applications/{id}/note': {
      body: applicantNoteSchema,
      actor: 'staff',
      base: () => ({ text: 'Notă' }),
    },
    'GET /api/studio/applications/{id}/self-tape-requests': { actor: 'staff' },
    'POST /api/studio/applications/{id}/self-tape-requests': {
      body: selfTapeRequestCreateSchema,
      actor: 'staff',
      base: () => ({
        instructions: 'Un monolog scurt',
        deadline: new Date(Date.now() + 3 * 86_400_000).toISOString(),
      }),
    },
    'GET /api/applications/{id}/self-tape-requests': {},
    'GET /api/applications/{id}/checklist': {},
    'PATCH /api/applications/{id}/checklist': {
      body: checklistUpdateSchema,
      base: () => ({ companionName: 'Ioana Pop', items: { companion: true } }),
    },
    'GET /api/applications/{id}/checklist/spas-notice.pdf': {},
    'POST /api/self-tape-requests/{id}/submission': {
      body: selfTapeSubmissionSchema,
      base: () => ({ videoId: DEAD_ID }),
    },
    'GET /api/notifications': { query: notificationListQuerySchema },
    'POST /api/notifications/read-all': {},
    'POST /api/notifications/{id}/read': {},
    'GET /api/notification-preferences': {},
    'PUT /api/notification-preferences': {
      body: notificationPreferencesUpdateSchema,
      base: () => ({ email: { CASTING_MATCH: true } }),
    },
    // The token is in the query; a wrong one is a 400 and changes nothing.
    'POST /api/unsubscribe': { actor: 'anon', query: z.object({ token: z.string() }) },
    // The type a token names, read-only: a wrong token is a 400 too.
    'GET /api/unsubscribe': { actor: 'anon', query: z.object({ token: z.string() }) },
    'GET /api/saved-searches': {},
    'POST /api/saved-searches': {
      body: savedSearchCreateSchema,
      base: () => ({ name: `Căutare ${randomUUID().slice(0, 8)}`, filters: { location: 'Cluj-Napoca' } }),
    },
    'PATCH /api/saved-searches/{id}': {
      body: z.strictObject({ alerts: z.boolean() }),
      base: () => ({ alerts: false }),
    },
    'DELETE /api/saved-searches/{id}': {},
    'POST /api/users/guardian-mode/enable': {},
    // Turning guardian mode off would take the children routes away from the main talent.
    'POST /api/users/guardian-mode/disable': { actor: 'scratch' },
    'GET /api/castings': { query: castingListQuerySchema },
    'POST /api/castings': { body: castingCreateSchema, actor: 'staff', base: () => castingPayload() },
    'GET /api/castings/search': { query: castingSearchQuerySchema },
    'GET /api/castings/slug/{slug}': {},
    'GET /api/castings/{id}': {},
    'PATCH /api/castings/{id}': {
      body: castingUpdateSchema,
      actor: 'staff',
      watch: () => ['staff', `/api/castings/${fx.castingB.id}`],
    },
    'GET /api/applications': { query: paginationQuerySchema },
    'POST /api/applications': {
      body: applicationCreateSchema,
      base: () => ({ castingId: fx.castingA.id, talentProfileId: fx.profileId }),
    },
    'GET /api/applications/my-stats': {},
    'GET /api/applications/{id}': {},
    'PATCH /api/applications/{id}/status': {
      body: applicationStatusChangeSchema,
      actor: 'staff',
      base: () => ({ status: 'REVIEWED' }),
      watch: () => ['talent', `/api/applications/${fx.applicationId}`],
    },
    'GET /api/profiles/me': {},
    'POST /api/profiles': { body: profileUpdateSchema, watch: () => ['talent', '/api/profiles/me'] },
    'PATCH /api/profiles/me': {
      body: discoverableUpdateSchema,
      base: () => ({ discoverable: true }),
      watch: () => ['talent', '/api/profiles/me'],
    },
    'GET /api/profiles/me/views': {},
    'GET /api/children': {},
    'POST /api/children': {
      body: childCreateSchema,
      base: () => childPayload(),
      watch: () => ['talent', '/api/children'],
    },
    'GET /api/children/{id}': {},
    'PATCH /api/children/{id}': {
      body: childUpdateSchema,
      watch: () => ['talent', `/api/children/${fx.childId}`],
    },
    'DELETE /api/children/{id}': { destructive: true },
    'GET /api/profiles/children/{childId}': {},
    'POST /api/profiles/children/{childId}': {
      body: childProfileUpdateSchema,
      watch: () => ['talent', `/api/profiles/children/${fx.childId}`],
    },
    // Messages (DESIGN §14): the talent's thread of its application with the staff, both sides.
    'GET /api/conversations': { query: conversationListQuerySchema },
    'GET /api/applications/{id}/conversation': {},
    'GET /api/invitations/{id}/conversation': {},
    'GET /api/conversations/{id}/messages': {
      query: messagePageQuerySchema,
      watch: () => ['talent', threadUrl()],
    },
    'POST /api/conversations/{id}/messages': {
      body: messageSendSchema,
      base: () => ({ text: 'Bună ziua' }),
      watch: () => ['talent', threadUrl()],
    },
    'POST /api/conversations/{id}/read': {},
    'GET /api/studio/conversations': { query: conversationListQuerySchema, actor: 'staff' },
    'GET /api/studio/applications/{id}/conversation': { actor: 'staff' },
    'GET /api/studio/invitations/{id}/conversation': { actor: 'staff' },
    'POST /api/studio/applications/{id}/conversation': {
      body: messageSendSchema,
      actor: 'staff',
      base: () => ({ text: 'Te așteptăm la probă' }),
      watch: () => ['talent', threadUrl()],
    },
    'GET /api/studio/conversations/{id}/messages': { query: messagePageQuerySchema, actor: 'staff' },
    'POST /api/studio/conversations/{id}/messages': {
      body: messageSendSchema,
      actor: 'staff',
      base: () => ({ text: 'Te așteptăm la probă' }),
      watch: () => ['talent', threadUrl()],
    },
    'POST /api/studio/conversations/{id}/read': { actor: 'staff' },
    'POST /api/attachments': { multipart: true },
    'GET /api/attachments/{id}': {},
    'POST /api/reports': {
      body: reportCreateSchema,
      base: () => ({ targetType: 'CASTING', targetId: fx.castingA.id, reason: 'OTHER' }),
    },
    'GET /api/admin/reports': { query: reportListQuerySchema, actor: 'admin' },
    // No real report: a decision the contract accepts (SUSPEND_CLIENT…) must not suspend the staff.
    'PATCH /api/admin/reports/{id}': {
      body: moderationDecisionSchema,
      actor: 'admin',
      base: () => ({ action: 'DISMISS', note: '' }),
      destructive: true,
    },
    'GET /api/admin/held-messages': { actor: 'admin' },
    'POST /api/admin/held-messages/{id}/release': { actor: 'admin', destructive: true },
    'POST /api/admin/held-messages/{id}/reject': { actor: 'admin', destructive: true },
    'POST /api/auth/change-password': {
      body: changePasswordSchema,
      actor: 'scratch',
      base: () => ({ currentPassword: PASSWORD_WRONG, newPassword: 'a brand new password 2' }),
    },
    'POST /api/auth/forgot-password': {
      body: forgotPasswordSchema,
      actor: 'anon',
      base: () => ({ email: 'nobody@example.com' }),
    },
    'POST /api/auth/reset-password': {
      body: resetPasswordSchema,
      actor: 'anon',
      base: () => ({ token: 'c'.repeat(43), password: 'a brand new password 2' }),
    },
  };
  for (const owner of ['/api/profiles/me', '/api/profiles/children/{childId}']) {
    specs[`GET ${owner}/photos`] = {};
    specs[`POST ${owner}/photos`] = { multipart: true };
    specs[`POST ${owner}/photos/bulk`] = { multipart: true };
    specs[`PATCH ${owner}/photos/reorder`] = { body: photoReorderSchema, base: () => ({ photoIds: [] }) };
    specs[`DELETE ${owner}/photos/{id}`] = { destructive: true };
    specs[`GET ${owner}/videos`] = {};
    specs[`POST ${owner}/videos`] = { multipart: true };
    specs[`POST ${owner}/videos/from-upload`] = {
      body: videoFromUploadSchema,
      base: () => ({ uploadId: DEAD_ID }),
    };
    specs[`PATCH ${owner}/videos/reorder`] = { body: videoReorderSchema, base: () => ({ videoIds: [] }) };
    specs[`DELETE ${owner}/videos/{id}`] = { destructive: true };
  }
  for (const kind of SKILL_KIND_NAMES) {
    const profile = (): [Actor, string] => ['talent', '/api/profiles/me'];
    specs[`POST /api/skills/${kind}`] = { body: SKILL_KINDS[kind].create, watch: profile };
    specs[`PUT /api/skills/${kind}/{id}`] = { body: SKILL_KINDS[kind].update, watch: profile };
    specs[`DELETE /api/skills/${kind}/{id}`] = { destructive: true };
  }
  return specs;
}

/** Values for a path's placeholders: real resources, so fuzzing one part reaches the real handler. */
function pathValues(route: Operation, spec: RouteSpec): Record<string, string> {
  const { path } = route;
  let id = DEAD_ID;
  if (!spec.destructive) {
    if (path.startsWith('/api/castings/slug')) id = fx.castingA.slug;
    else if (/^\/api\/studio\/castings\/\{id\}\/(audition-sessions|sides|presentation-feedback)$/.test(path))
      id = fx.castingA.id;
    else if (path.startsWith('/api/studio/presentations/'))
      id = route.method === 'PATCH' ? fx.presentations.patched.id : fx.presentations.viewed.id;
    else if (path.startsWith('/api/studio/audition-sessions/')) id = fx.auditionSessionId;
    else if (path.startsWith('/api/studio/auditions/') || path.startsWith('/api/auditions/'))
      id = fx.auditionId;
    else if (path === '/api/castings/{id}') id = route.method === 'PATCH' ? fx.castingB.id : fx.castingA.id;
    else if (path.startsWith('/api/applications/')) id = fx.applicationId;
    else if (path === '/api/studio/applications/{id}/conversation') id = fx.applicationId;
    else if (/^\/api(\/studio)?\/conversations\/\{id\}/.test(path)) id = fx.conversationId;
    else if (path === '/api/attachments/{id}') id = fx.attachmentId;
    else if (path.startsWith('/api/children/')) id = fx.childId;
    else if (path.startsWith('/api/skills/')) id = fx.skillIds[path.split('/')[3] ?? ''] ?? DEAD_ID;
  }
  return {
    id,
    slug: fx.castingA.slug,
    childId: fx.childId,
    profileId: fx.profileId,
    token: fx.presentations.viewed.token,
    applicationId: fx.applicationId,
  };
}

/** A JSON body that satisfies the schema's required fields plainly (enum's first value, minimums). */
function plainBody(schema: JsonSchema | undefined): Record<string, unknown> {
  const object = objectSchema(schema);
  const body: Record<string, unknown> = {};
  for (const name of object?.required ?? []) {
    const field = object?.properties?.[name];
    if (field?.enum?.length) body[name] = field.enum[0];
    else if (field?.type === 'integer' || field?.type === 'number') body[name] = field.minimum ?? 1;
    else if (field?.type === 'boolean') body[name] = false;
    else if (field?.type === 'array') body[name] = [];
    else body[name] = 'Pian';
  }
  return body;
}

let addressCounter = 0;
/** A fresh client address per request, so the per-IP rate limits do not answer instead of the route. */
function nextAddress() {
  addressCounter += 1;
  return `10.${(addressCounter >> 16) & 255}.${(addressCounter >> 8) & 255}.${addressCounter & 255}`;
}

interface Outcome {
  wrote: boolean;
  statuses: Map<number, number>;
}

async function send(request: SentRequest): Promise<LightMyRequestResponse> {
  return sendOne(request);
}

/** One request from a fresh address (so the per-IP limits never answer instead of the route). */
async function sendOne(request: SentRequest): Promise<LightMyRequestResponse> {
  return fx.t.app.inject({
    method: request.method as 'GET',
    url: request.url,
    headers: request.headers ?? {},
    ...(request.payload === undefined ? {} : { payload: request.payload }),
    remoteAddress: nextAddress(),
  });
}

/** The invariant for one answer: never 5xx; 2xx only for input the contract accepts; else the error shape. */
/**
 * DESIGN §4's client errors, 414 for a path parameter over the router's limit, and 422 for a message
 * that needs its sender's confirmation (DESIGN §14: contact details or money in the text).
 */
const CLIENT_ERRORS = [400, 401, 403, 404, 409, 413, 414, 415, 422, 429];

/**
 * The error shape's problem, if any. A 422 MESSAGE_NEEDS_CONFIRMATION carries the warnings it was
 * flagged for (the error shape's optional `warnings`): checked here, then the rest as any error.
 */
function errorProblem(response: LightMyRequestResponse): string | undefined {
  const body = parseJson(response.body)?.value as Record<string, unknown> | undefined;
  if (response.statusCode !== 422 || !body || typeof body !== 'object' || !('warnings' in body))
    return errorShapeProblem(response);
  if (body.code !== NEEDS_CONFIRMATION_CODE) return `warnings on a ${String(body.code)}`;
  const warnings = z.array(messageWarningSchema).min(1).safeParse(body.warnings);
  if (!warnings.success) return `warnings are not [{ kind, text }]: ${JSON.stringify(body.warnings)}`;
  const { warnings: _, ...rest } = body;
  return errorShapeProblem({ ...response, body: JSON.stringify(rest) } as LightMyRequestResponse);
}

/** Answers of the whole run by status, printed at the end. */
const allStatuses = new Map<number, number>();

function check(request: SentRequest, response: LightMyRequestResponse, valid: boolean, outcome: Outcome) {
  const status = response.statusCode;
  outcome.statuses.set(status, (outcome.statuses.get(status) ?? 0) + 1);
  allStatuses.set(status, (allStatuses.get(status) ?? 0) + 1);
  const fail = (why: string) => {
    throw new Error(`${why}\n${describeRequest(request, response)}`);
  };
  if (status >= 500) fail(`server error ${status}`);
  if (status >= 200 && status < 300) {
    if (request.method !== 'GET') outcome.wrote = true;
    if (!valid) fail(`${status} for input the contract refuses`);
    return;
  }
  if (status < 400) fail(`unexpected status ${status}`);
  if (!CLIENT_ERRORS.includes(status))
    fail(`status ${status} is not one of DESIGN §4's (${CLIENT_ERRORS.join(', ')})`);
  const problem = errorProblem(response);
  if (problem) fail(`error shape: ${problem}`);
}

/** Whether a 2xx answer is the resource the fuzzed path segment names exactly (its id or slug). */
function namesResource(response: LightMyRequestResponse, segment: string): boolean {
  const data = (parseJson(response.body)?.value as { data?: { id?: unknown; slug?: unknown } } | undefined)
    ?.data;
  let decoded: string;
  try {
    decoded = decodeURIComponent(segment);
  } catch {
    return false;
  }
  return data !== undefined && (data.id === decoded || data.slug === decoded);
}

/** Runs a property with the fixed seed; a failure names the route, seed and shrunk request/answer. */
async function run<T>(
  label: string,
  arbitrary: fc.Arbitrary<T>,
  numRuns: number,
  predicate: (value: T) => Promise<void>,
) {
  const details = await fc.check(fc.asyncProperty(arbitrary, predicate), { seed: SEED, numRuns });
  if (details.failed) {
    const error =
      details.errorInstance instanceof Error ? details.errorInstance.message : String(details.errorInstance);
    throw new Error(
      `${label}: failed after ${details.numRuns} run(s), shrunk ${details.numShrinks} time(s) ` +
        `(seed ${details.seed}, path "${details.counterexamplePath}"; FC_SEED=${details.seed} to replay)\n${error}`,
    );
  }
}

function headersFor(actor: Actor, extra: Record<string, string> = {}): Record<string, string> {
  const token = fx.tokens[actor];
  if (actor === 'viewer') return { ...(token ? { [VIEWER_TOKEN_HEADER]: token } : {}), ...extra };
  return { ...(token ? bearer(token) : {}), ...extra };
}

function fillPath(path: string, values: Record<string, string>) {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? DEAD_ID);
}

async function snapshot(): Promise<Record<string, string>> {
  const reads: [Actor, string][] = [
    ['talent', '/api/auth/me'],
    ['talent', '/api/profiles/me'],
    ['talent', `/api/children/${fx.childId}`],
    ['talent', `/api/profiles/children/${fx.childId}`],
    ['talent', `/api/castings/${fx.castingA.id}`],
    ['talent', `/api/applications/${fx.applicationId}`],
    ['talent', '/api/profiles/me/photos'],
    ['staff', `/api/castings/${fx.castingB.id}`],
    ['staff', `/api/studio/castings/${fx.castingA.id}/audition-sessions`],
    ['talent', '/api/auditions'],
    // The viewer's own votes, and every vote and play of castingA's presentations.
    ['viewer', `/api/p/${fx.presentations.viewed.token}`],
    ['staff', `/api/studio/castings/${fx.castingA.id}/presentation-feedback`],
    ['staff', `/api/studio/presentations?castingId=${fx.castingA.id}`],
    // The thread both sides write in, and the inboxes (DESIGN §14).
    ['talent', threadUrl()],
    ['talent', '/api/conversations'],
    ['staff', '/api/studio/conversations'],
  ];
  const result: Record<string, string> = {};
  for (const [actor, url] of reads) {
    const response = await fx.t.app.inject({ method: 'GET', url, headers: headersFor(actor) });
    result[url] = `${response.statusCode} ${response.body}`;
  }
  return result;
}

/** Bodies for multipart routes: wrong field names, naughty file names and types, broken framing. */
const multipartBody = fc
  .tuple(
    fc.array(
      fc.record({
        name: fc.oneof(fc.constantFrom('file', 'files', 'caption', 'title', 'file[]', ''), naughtyString),
        filename: fc.option(
          fc.oneof(fc.constantFrom('a.jpg', '../../etc/passwd', 'a.php.jpg', ''), naughtyString),
        ),
        type: fc.constantFrom('image/jpeg', 'image/png', 'video/mp4', 'text/plain', 'application/json', ''),
        content: fc.oneof(
          fc.uint8Array({ maxLength: 300 }).map((bytes) => Buffer.from(bytes)),
          naughtyString.map((text) => Buffer.from(text)),
        ),
      }),
      { maxLength: 4 },
    ),
    fc.constantFrom('ok', 'no-closing', 'wrong-boundary', 'no-boundary-param', 'lf-only'),
  )
  .map(([parts, framing]) => {
    const boundary = '----badinput7MA4YWxkTrZu0gW';
    const lineBreak = framing === 'lf-only' ? '\n' : '\r\n';
    const chunks: Buffer[] = [];
    for (const part of parts) {
      const disposition = `form-data; name=${JSON.stringify(part.name)}${part.filename === null ? '' : `; filename=${JSON.stringify(part.filename)}`}`;
      chunks.push(
        Buffer.from(
          `--${boundary}${lineBreak}Content-Disposition: ${disposition}${lineBreak}${part.type ? `Content-Type: ${part.type}${lineBreak}` : ''}${lineBreak}`,
        ),
        part.content,
        Buffer.from(lineBreak),
      );
    }
    if (framing !== 'no-closing') chunks.push(Buffer.from(`--${boundary}--${lineBreak}`));
    const contentType =
      framing === 'no-boundary-param'
        ? 'multipart/form-data'
        : `multipart/form-data; boundary=${framing === 'wrong-boundary' ? 'other' : boundary}`;
    return { contentType, payload: Buffer.concat(chunks) };
  });

const openApiRoutes: Operation[] = [];
const specs = routeSpecs();

beforeAll(async () => {
  const t = await createTestApp();
  const document = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
    paths: Record<string, Record<string, Omit<Operation, 'method' | 'path'>>>;
  };
  for (const [path, operations] of Object.entries(document.paths))
    for (const [method, operation] of Object.entries(operations))
      openApiRoutes.push({ ...operation, method: method.toUpperCase(), path });

  const talent = await register(t.app, { birthDate: dateYearsAgo(35) });
  const talentHeaders = bearer(talent.tokens.accessToken);
  const enabled = await t.app.inject({
    method: 'POST',
    url: '/api/users/guardian-mode/enable',
    headers: talentHeaders,
  });
  expect(enabled.statusCode, enabled.body).toBe(200);
  const child = await addChild(t, talentHeaders);
  const scratch = await register(t.app);
  const staff = await createStaff(t, 'CLIENT');
  const admin = await createStaff(t, 'ADMIN');
  const castingA = await createCasting(t.app, staff.tokens.accessToken, { title: 'Casting A for bad input' });
  const castingB = await createCasting(t.app, staff.tokens.accessToken, { title: 'Casting B for bad input' });
  const profileId = await ownProfileId(t.app, talent.tokens.accessToken);
  const applied = await t.app.inject({
    method: 'POST',
    url: '/api/applications',
    headers: talentHeaders,
    payload: { castingId: castingA.id, talentProfileId: profileId },
  });
  expect(applied.statusCode, applied.body).toBe(201);
  const skillIds: Record<string, string> = {};
  for (const kind of SKILL_KIND_NAMES) {
    const operation = openApiRoutes.find(
      (route) => route.method === 'POST' && route.path === `/api/skills/${kind}`,
    );
    const payload = plainBody(operation?.requestBody?.content['application/json']?.schema);
    const created = await t.app.inject({
      method: 'POST',
      url: `/api/skills/${kind}`,
      headers: talentHeaders,
      payload,
    });
    expect(created.statusCode, `${kind}: ${created.body}`).toBe(201);
    skillIds[kind] = (created.json() as { data: { id: string } }).data.id;
  }
  const applicationId = (applied.json() as { data: { id: string } }).data.id;
  const { session, auditionOf } = await sessionWithInvited(t, staff.tokens.accessToken, castingA.id, [
    applicationId,
  ]);
  const auditionSessionId = session.id;
  const auditionId = auditionOf(applicationId);
  const video = await injectUpload(t.app, talentHeaders, '/api/profiles/me/videos', [videoPart(mp4())]);
  expect(video.statusCode, video.body).toBe(201);
  // Converted now: a conversion ending mid-run would change the viewer's page the snapshot reads.
  await t.app.jobs.settled(60_000);
  const present = async (title: string) => {
    const made = await t.app.inject({
      method: 'POST',
      url: '/api/studio/presentations',
      headers: bearer(staff.tokens.accessToken),
      payload: { castingId: castingA.id, title, applicationIds: [applicationId] },
    });
    expect(made.statusCode, made.body).toBe(201);
    const created = (made.json() as { data: PresentationCreated }).data;
    return { id: created.id, token: created.url.slice(PRESENTATION_PAGE_PATH.length) };
  };
  const viewed = await present('Prezentare pentru fuzz');
  const patched = await present('Prezentare de revocat');
  const unlocked = await t.app.inject({
    method: 'POST',
    url: `/api/p/${viewed.token}/unlock`,
    payload: { viewerName: 'Vizitator' },
  });
  expect(unlocked.statusCode, unlocked.body).toBe(200);
  const opened = await t.app.inject({
    url: `/api/studio/applications/${applicationId}/conversation`,
    headers: bearer(staff.tokens.accessToken),
  });
  expect(opened.statusCode, opened.body).toBe(200);
  const conversationId = (opened.json() as { data: ConversationSummary }).data.id;
  const file = await injectUpload(t.app, bearer(staff.tokens.accessToken), '/api/attachments', [
    { name: 'file', filename: 'replici.pdf', contentType: 'application/pdf', data: await pdfOfPages(1) },
  ]);
  expect(file.statusCode, file.body).toBe(201);
  const attachmentId = (file.json() as { data: { id: string } }).data.id;
  const written = await t.app.inject({
    method: 'POST',
    url: `/api/studio/conversations/${conversationId}/messages`,
    headers: bearer(staff.tokens.accessToken),
    payload: { text: 'Replicile sunt atașate.', attachmentId },
  });
  expect(written.statusCode, written.body).toBe(201);
  // Its notice is written now, not mid-run (the snapshot reads the talent's inbox).
  await t.app.jobs.settled();
  fx = {
    t,
    tokens: {
      talent: talent.tokens.accessToken,
      staff: staff.tokens.accessToken,
      admin: admin.tokens.accessToken,
      scratch: scratch.tokens.accessToken,
      disposable: (await register(t.app)).tokens.accessToken,
      anon: undefined,
      viewer: (unlocked.json() as { data: { viewerToken: string } }).data.viewerToken,
    },
    castingA: { id: castingA.id, slug: castingA.slug },
    castingB: { id: castingB.id },
    childId: child.id,
    profileId,
    applicationId,
    skillIds,
    scratchEmail: scratch.payload.email,
    auditionSessionId,
    auditionId,
    presentations: { viewed, patched: { id: patched.id } },
    videoId: (video.json() as { data: { id: string } }).data.id,
    conversationId,
    attachmentId,
  };
  console.info(`bad-input: fast-check seed ${SEED} (FC_SEED), ${RUNS} runs per property (FC_RUNS)`);
});

afterAll(async () => {
  const total = [...allStatuses.values()].reduce((sum, count) => sum + count, 0);
  const byStatus = [...allStatuses.entries()]
    .sort(([a], [b]) => a - b)
    .map(([status, count]) => `${status}×${count}`);
  console.info(`bad-input: ${total} generated requests checked (${byStatus.join(', ')})`);
  await fx?.t.close();
});

test('every route of the OpenAPI document has a spec here, every spec a route, and every served route is documented or excluded', () => {
  const documented = openApiRoutes.map((route) => `${route.method} ${route.path}`).sort();
  expect(documented.length).toBeGreaterThan(60);
  expect(documented).toEqual(Object.keys(specs).sort());
  const served = serverRoutes(fx.t.app.printRoutes({ commonPrefix: false }));
  expect(served.length).toBeGreaterThan(60);
  expect(served.filter((key) => !documented.includes(key)).sort()).toEqual([...NOT_IN_OPENAPI].sort());
});

const routeKeys = Object.keys(specs);

describe.each(routeKeys)('%s', (key) => {
  test('wrong bodies, queries, params and content types: 4xx in the error shape, never 5xx', async () => {
    const route = openApiRoutes.find((candidate) => `${candidate.method} ${candidate.path}` === key);
    if (!route) throw new Error(`${key} is not in the OpenAPI document`);
    const spec = specs[key] as RouteSpec;
    const actor = spec.actor ?? 'talent';
    const values = pathValues(route, spec);
    const url = fillPath(route.path, values);
    const bodySchema = route.requestBody?.content['application/json']?.schema;
    const base = spec.base?.() ?? plainBody(bodySchema);
    const outcome: Outcome = { wrote: false, statuses: new Map() };
    const before = await snapshot();

    /** Sends; after a session-ending 2xx the disposable caller is replaced, so later requests reach validation. */
    const watched = spec.watch?.();
    const readWatched = async () => {
      if (!watched) return '';
      const read = await fx.t.app.inject({ method: 'GET', url: watched[1], headers: headersFor(watched[0]) });
      return `${read.statusCode} ${read.body}`;
    };
    let lastWatched = await readWatched();
    const exchange = async (request: SentRequest) => {
      const response = await send(request);
      if (watched) {
        const now = await readWatched();
        if (response.statusCode < 300) lastWatched = now;
        else if (now !== lastWatched)
          throw new Error(
            `a refused write changed ${watched[1]}\n${describeRequest(request, response)}\n  before: ${lastWatched.slice(0, 600)}\n  after:  ${now.slice(0, 600)}`,
          );
      }
      if (spec.endsSession && response.statusCode < 300) {
        const fresh = await fx.t.app.inject({
          method: 'POST',
          url: '/api/auth/register',
          payload: registration(),
          remoteAddress: nextAddress(),
        });
        fx.tokens.disposable = (fresh.json() as { data: { accessToken: string } }).data.accessToken;
      }
      return response;
    };
    const sendJson = async (
      payload: string,
      contentType: string | undefined,
      requestUrl = url,
      who: Actor = actor,
      extraHeaders: Record<string, string> = {},
    ) => {
      const request: SentRequest = {
        method: route.method,
        url: requestUrl,
        headers: headersFor(who, {
          ...(contentType === undefined ? {} : { 'content-type': contentType }),
          ...extraHeaders,
        }),
        payload,
      };
      return { request, response: await exchange(request) };
    };
    /** Whether the contract takes this body (a route without a JSON body takes any JSON). */
    const bodyValid = (payload: string, contentType: string | undefined) => {
      // Fastify reads no body on a GET.
      if (route.method === 'GET') return true;
      if (!bodySchema) return spec.multipart !== true && (!contentType || isJsonContentType(contentType));
      // No body at all (nothing sent, no content type) reaches validation as null.
      if (payload === '' && contentType === undefined) return accepts(spec.body, null);
      const parsed = isJsonContentType(contentType) ? parseJson(payload) : undefined;
      return parsed !== undefined && accepts(spec.body, parsed.value);
    };

    // 1. Bodies: the route's fields made wrong, missing, duplicated; extra and prototype keys; other JSON.
    if (bodySchema) {
      const bodies = fc.oneof(
        {
          weight: 4,
          arbitrary: mutationsOf(bodySchema, base).map((mutations) => applyMutations(base, mutations)),
        },
        { weight: 1, arbitrary: wrongWholeBody },
      );
      await run(`${key} body`, bodies, RUNS, async (payload) => {
        const { request, response } = await sendJson(payload, 'application/json');
        check(request, response, bodyValid(payload, 'application/json'), outcome);
      });
    }

    // 2. Content types: wrong, missing, odd charsets, multipart on a JSON route (and JSON on an upload
    // route); with odd framing headers too (content codings the server does not apply, lengths that lie).
    const contentBodies = fc.tuple(
      fc.constantFrom(...CONTENT_TYPES, undefined),
      fc.constantFrom(
        JSON.stringify(base),
        '<a>1</a>',
        'a=1',
        '',
        JSON.stringify(base).replace('{', '{"x":"\u00e9\u0000",'),
      ),
      fc.constantFrom(...ODD_HEADERS),
    );
    await run(`${key} content type`, contentBodies, RUNS, async ([contentType, payload, extraHeaders]) => {
      const { request, response } = await sendJson(payload, contentType, url, actor, extraHeaders);
      // A lying Content-Length is refused, except 0, which reads as no body at all.
      const declared = extraHeaders['content-length'];
      const valid =
        declared === undefined || declared === String(Buffer.byteLength(payload)) || route.method === 'GET'
          ? bodyValid(payload, contentType)
          : declared === '0' && bodyValid('', undefined);
      check(request, response, valid, outcome);
    });

    // 3. Queries: out-of-range and non-numbers, repeated and unknown keys, naughty text.
    const queryNames = (route.parameters ?? [])
      .filter((parameter) => parameter.in === 'query')
      .map((parameter) => parameter.name);
    const plainPayload = bodySchema ? JSON.stringify(base) : undefined;
    await run(
      `${key} query`,
      queryOf(queryNames),
      queryNames.length ? RUNS : Math.ceil(RUNS / 3),
      async (query) => {
        const request: SentRequest = {
          method: route.method,
          url: `${url}?${query}`,
          headers: headersFor(
            actor,
            plainPayload === undefined ? {} : { 'content-type': 'application/json' },
          ),
          ...(plainPayload === undefined ? {} : { payload: plainPayload }),
        };
        const response = await exchange(request);
        const valid =
          !spec.multipart &&
          accepts(spec.query, parseQuery(query)) &&
          (plainPayload === undefined || bodyValid(plainPayload, 'application/json'));
        check(request, response, valid, outcome);
      },
    );

    // 4. Path parameters: naughty, traversal, very long, unicode, broken escapes. A 2xx only when the
    // text names a real resource exactly (a casting fuzzed earlier may be titled "2024-00-10").
    const names = [...route.path.matchAll(/\{(\w+)\}/g)].map((match) => match[1] as string);
    if (names.length) {
      await run(
        `${key} params`,
        fc.tuple(fc.constantFrom(...names), pathSegment),
        RUNS,
        async ([name, segment]) => {
          const fuzzedUrl = route.path.replace(/\{(\w+)\}/g, (_, placeholder: string) =>
            placeholder === name ? segment : (values[placeholder] ?? DEAD_ID),
          );
          const { request, response } = await sendJson(
            plainPayload ?? '',
            plainPayload === undefined ? undefined : 'application/json',
            fuzzedUrl,
          );
          check(request, response, namesResource(response, segment), outcome);
        },
      );
    }

    // 5. Without a token, or with a broken one: a route that needs sign-in answers 401, whatever the body.
    if (route.security?.length) {
      const authorization = fc.constantFrom(
        undefined,
        'Bearer',
        'Bearer ',
        'Bearer x.y.z',
        'Basic dXNlcjpwYXNz',
        `Bearer ${'a'.repeat(10_000)}`,
        'Bearer \u0000',
      );
      await run(
        `${key} anonymous`,
        fc.tuple(authorization, wrongWholeBody),
        Math.ceil(RUNS / 4),
        async ([auth, payload]) => {
          const request: SentRequest = {
            method: route.method,
            url,
            headers: {
              'content-type': 'application/json',
              ...(auth === undefined ? {} : { authorization: auth }),
            },
            payload,
          };
          const response = await exchange(request);
          check(request, response, false, outcome);
        },
      );
    }

    // 6. Upload routes: broken multipart (wrong fields, naughty names, bad framing) is refused.
    if (spec.multipart) {
      await run(`${key} multipart`, multipartBody, Math.ceil(RUNS / 2), async ({ contentType, payload }) => {
        const request: SentRequest = {
          method: route.method,
          url,
          headers: headersFor(actor, { 'content-type': contentType }),
          payload,
        };
        check(request, await exchange(request), false, outcome);
      });
    }

    // 7. A JSON body over the 1 MiB limit: 413 on every route that reads one.
    if (route.method !== 'GET') {
      const huge = `{"a":"${'x'.repeat(1024 * 1024 + 10)}"}`;
      const { request, response } = await sendJson(huge, 'application/json');
      check(request, response, false, outcome);
      expect(response.statusCode, describeRequest(request, response)).toBe(413);
    }

    const health = await fx.t.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode, health.body).toBe(200);
    // Nothing saved by a refused write: the known resources read back as before (unless input the
    // contract accepts was sent and answered 2xx: then they may change).
    if (!outcome.wrote) expect(await snapshot()).toEqual(before);
  });
});

/** A new casting of the staff's, and the talent's application to it. */
async function appliedToNewCasting(title: string) {
  const casting = await createCasting(fx.t.app, fx.tokens.staff as string, { title });
  const applied = await fx.t.app.inject({
    method: 'POST',
    url: '/api/applications',
    headers: headersFor('talent'),
    payload: { castingId: casting.id, talentProfileId: fx.profileId },
  });
  expect(applied.statusCode, applied.body).toBe(201);
  return { casting, applicationId: (applied.json() as { data: { id: string } }).data.id };
}

/**
 * The bad input issue 33 names for auditions, each sent on its own to a fresh session: a clear 4xx
 * in the error shape with a message (on the field when there is one), and nothing stored.
 */
describe('auditions: the refusals issue 33 names', () => {
  const ids = { casting: '', session: '', audition: '' };
  beforeAll(async () => {
    const { casting, applicationId } = await appliedToNewCasting('Casting for auditions');
    const made = await sessionWithInvited(fx.t, fx.tokens.staff as string, casting.id, [applicationId], {
      start: '16:00',
      end: '17:00',
    });
    Object.assign(ids, {
      casting: casting.id,
      session: made.session.id,
      audition: made.auditionOf(applicationId),
    });
  });

  const session = (changes: Record<string, unknown>) => ({ ...auditionSessionPayload(), ...changes });
  const yesterday = () => dateYearsAgo(0, -1);
  /** Over the router's parameter limit (100) in a path: 414; in a body, over the schema's: 400. */
  const TOO_LONG_ID = 'x'.repeat(101);
  /** What is sent where, and the status (and field) of the refusal. */
  const sessionCases: [string, Record<string, unknown>, number, string?][] = [
    ['an end before the start', session({ start: '12:00', end: '11:00' }), 400, 'end'],
    // 2027-03-28: the clocks go from 03:00 to 04:00 in Romania.
    [
      'a skipped time (03:30 on the spring DST day)',
      session({ date: '2027-03-28', start: '03:30', end: '05:00' }),
      400,
      'start',
    ],
    ['a slot of 0 minutes', session({ slotMinutes: 0 }), 400, 'slotMinutes'],
    ['a slot length as text', session({ slotMinutes: '15' }), 400, 'slotMinutes'],
    ['a capacity of 51', session({ capacityPerSlot: 51 }), 400, 'capacityPerSlot'],
    [
      'an http:// meeting link',
      session({ kind: 'ONLINE', place: undefined, meetingUrl: 'http://meet.example.ro/x' }),
      400,
      'meetingUrl',
    ],
    ['an in-person session without a place', session({ place: undefined }), 400, 'place'],
    ['instructions of 2001 characters', session({ instructions: 'x'.repeat(2001) }), 400, 'instructions'],
    ['a day that is no date', session({ date: '2027-02-30' }), 400, 'date'],
    ['an unknown key', session({ isAdmin: true }), 400],
    ['a day already past', session({ date: yesterday() }), 400],
  ];
  const cases: {
    what: string;
    method: 'POST' | 'PATCH';
    url: () => string;
    actor: Actor;
    body: unknown;
    status: number;
    field?: string;
  }[] = [
    ...sessionCases.flatMap(([what, body, status, field]) => [
      {
        what: `new session: ${what}`,
        method: 'POST' as const,
        url: () => `/api/studio/castings/${ids.casting}/audition-sessions`,
        actor: 'staff' as const,
        body,
        status,
        field,
      },
      {
        what: `session change: ${what}`,
        method: 'PATCH' as const,
        url: () => `/api/studio/audition-sessions/${ids.session}`,
        actor: 'staff' as const,
        body,
        status,
        field,
      },
    ]),
    {
      what: 'new session: a casting id of 101 characters',
      method: 'POST',
      url: () => `/api/studio/castings/${TOO_LONG_ID}/audition-sessions`,
      actor: 'staff',
      body: session({}),
      status: 414,
    },
    {
      what: 'session change: a session id of 101 characters',
      method: 'PATCH',
      url: () => `/api/studio/audition-sessions/${TOO_LONG_ID}`,
      actor: 'staff',
      body: session({}),
      status: 414,
    },
    ...(
      [
        ['no applicants', { applicationIds: [] }, 400, 'applicationIds'],
        ['applicants as text', { applicationIds: 'all' }, 400, 'applicationIds'],
        ['an application id of 101 characters', { applicationIds: [TOO_LONG_ID] }, 400, 'applicationIds.0'],
        [
          '101 applicants',
          { applicationIds: Array.from({ length: 101 }, (_, n) => `a${n}`) },
          400,
          'applicationIds',
        ],
        [
          'a slot that is no instant',
          { applicationIds: ['a'], slotStart: 'tomorrow 10:00' },
          400,
          'slotStart',
        ],
        ['an unknown key', { applicationIds: ['a'], all: true }, 400],
        ['an application of no casting of the session', { applicationIds: ['no-such-application'] }, 404],
      ] as const
    ).map(([what, body, status, field]) => ({
      what: `invitations: ${what}`,
      method: 'POST' as const,
      url: () => `/api/studio/audition-sessions/${ids.session}/invitations`,
      actor: 'staff' as const,
      body,
      status,
      field: field as string | undefined,
    })),
    ...(
      [
        ['confirm', 'a slot that is no instant', { slotStart: '2027-13-01T10:00:00Z' }, 400, 'slotStart'],
        ['confirm', 'a slot of no session', { slotStart: '2030-01-01T10:00:00Z' }, 400, 'slotStart'],
        ['confirm', 'an unknown key', { slot: 1 }, 400],
        ['decline', 'a note of 501 characters', { note: 'x'.repeat(501) }, 400, 'note'],
        ['decline', 'a note as a number', { note: 123 }, 400, 'note'],
        ['reschedule', 'no note', {}, 400, 'note'],
        ['reschedule', 'a blank note', { note: '   ' }, 400, 'note'],
        ['reschedule', 'a note of 501 characters', { note: 'ș'.repeat(501) }, 400, 'note'],
      ] as const
    ).map(([action, what, body, status, field]) => ({
      what: `${action}: ${what}`,
      method: 'POST' as const,
      url: () => `/api/auditions/${ids.audition}/${action}`,
      actor: 'talent' as const,
      body,
      status,
      field: field as string | undefined,
    })),
    {
      what: 'confirm: an audition id of 101 characters',
      method: 'POST',
      url: () => `/api/auditions/${TOO_LONG_ID}/confirm`,
      actor: 'talent',
      body: {},
      status: 414,
    },
    {
      what: "check-in: status 'LATE'",
      method: 'POST',
      url: () => `/api/studio/auditions/${ids.audition}/check-in`,
      actor: 'staff',
      body: { status: 'LATE' },
      status: 400,
      field: 'status',
    },
    {
      what: 'check-in: no status',
      method: 'POST',
      url: () => `/api/studio/auditions/${ids.audition}/check-in`,
      actor: 'staff',
      body: {},
      status: 400,
      field: 'status',
    },
  ];

  /** The audition tables as stored. */
  const stored = async () => {
    const { db } = fx.t.app;
    const [sessions, auditions] = await Promise.all([
      db.selectFrom('audition_sessions').selectAll().orderBy('id').execute(),
      db.selectFrom('auditions').selectAll().orderBy('id').execute(),
    ]);
    return { sessions, auditions };
  };

  test.each(cases.map((item) => [item.what, item] as const))('%s', async (_what, item) => {
    const before = await stored();
    const request: SentRequest = {
      method: item.method,
      url: item.url(),
      headers: headersFor(item.actor, { 'content-type': 'application/json' }),
      payload: JSON.stringify(item.body),
    };
    const response = await send(request);
    const what = describeRequest(request, response);
    expect(response.statusCode, what).toBe(item.status);
    expect(errorShapeProblem(response), what).toBeUndefined();
    if (item.field) expect(Object.keys(response.json().fields ?? {}), what).toContain(item.field);
    expect(await stored(), what).toEqual(before);
  });
});

/**
 * The bad input issue 34 names for presentations, each sent on its own: a clear 4xx in the error shape
 * with a message (on the field when there is one), and nothing of the presentations stored before
 * (links, viewers, votes, plays) changed. The last test sends the same requests made right: they pass.
 */
describe('presentations: the refusals issue 34 names', () => {
  const ids = {
    casting: '',
    presentation: '',
    token: '',
    viewerToken: '',
    application: '',
    otherApplication: '',
  };
  beforeAll(async () => {
    // A casting of its own, the talent's application to it; castingA's application is "another's".
    const { casting, applicationId } = await appliedToNewCasting('Casting for presentations');
    const made = await fx.t.app.inject({
      method: 'POST',
      url: '/api/studio/presentations',
      headers: headersFor('staff'),
      payload: { castingId: casting.id, title: 'Refuzuri', applicationIds: [applicationId] },
    });
    expect(made.statusCode, made.body).toBe(201);
    const created = (made.json() as { data: PresentationCreated }).data;
    const token = created.url.slice(PRESENTATION_PAGE_PATH.length);
    const unlocked = await fx.t.app.inject({
      method: 'POST',
      url: `/api/p/${token}/unlock`,
      payload: { viewerName: 'Regizor' },
    });
    expect(unlocked.statusCode, unlocked.body).toBe(200);
    Object.assign(ids, {
      casting: casting.id,
      presentation: created.id,
      token,
      viewerToken: (unlocked.json() as { data: { viewerToken: string } }).data.viewerToken,
      application: applicationId,
      otherApplication: fx.applicationId,
    });
  });
  const own = () => ids.application;

  const DAY_MS = 86_400_000;
  const inDays = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString();
  /** Over the router's parameter limit (100) in a path: 414, before any handler. */
  const TOO_LONG = 'x'.repeat(101);
  const create = (changes: Record<string, unknown>) => ({
    castingId: ids.casting,
    title: 'Selecție',
    applicationIds: [own()],
    ...changes,
  });
  const play = (changes: Record<string, unknown>) => ({ videoId: fx.videoId, seconds: 5, ...changes });

  interface Case {
    what: string;
    method: 'GET' | 'POST' | 'PUT' | 'PATCH';
    url: () => string;
    /** The staff's bearer token, the viewer's token, or nothing. */
    as: 'staff' | 'viewer' | 'anon';
    body?: () => unknown;
    status: number;
    field?: string;
  }
  const studio = (
    what: string,
    method: Case['method'],
    url: () => string,
    body: (() => unknown) | undefined,
    status: number,
    field?: string,
  ): Case => ({ what, method, url, as: 'staff', body, status, field });
  const atLink = (
    what: string,
    method: Case['method'],
    /** After the link; a function when it names an id made in beforeAll. */
    tail: string | (() => string),
    body: (() => unknown) | undefined,
    status: number,
    field?: string,
    as: Case['as'] = 'viewer',
  ): Case => ({
    what,
    method,
    url: () => `/api/p/${ids.token}${typeof tail === 'string' ? tail : tail()}`,
    as,
    body,
    status,
    field,
  });
  const newOne = (what: string, changes: () => Record<string, unknown>, field?: string) =>
    studio(
      `new: ${what}`,
      'POST',
      () => '/api/studio/presentations',
      () => create(changes()),
      400,
      field,
    );
  const change = (what: string, body: () => unknown, status: number, field?: string) =>
    studio(
      `change: ${what}`,
      'PATCH',
      () => `/api/studio/presentations/${ids.presentation}`,
      body,
      status,
      field,
    );
  const vote = (what: string, body: unknown, field?: string) =>
    atLink(
      `vote: ${what}`,
      'PUT',
      () => `/votes/${own()}`,
      () => body,
      400,
      field,
    );
  const played = (what: string, changes: Record<string, unknown>, field: string) =>
    atLink(`play: ${what}`, 'POST', '/plays', () => play(changes), 400, field);

  const cases: Case[] = [
    newOne('an expiry in the past', () => ({ expiresAt: inDays(-1) }), 'expiresAt'),
    newOne('an expiry 91 days away', () => ({ expiresAt: inDays(91) }), 'expiresAt'),
    newOne('an expiry that is no instant', () => ({ expiresAt: 'next friday' }), 'expiresAt'),
    newOne(
      'another casting’s applicant',
      () => ({ applicationIds: [own(), ids.otherApplication] }),
      'applicationIds',
    ),
    newOne('an empty selection', () => ({ applicationIds: [] }), 'applicationIds'),
    newOne('no selection at all', () => ({ applicationIds: undefined }), 'applicationIds'),
    newOne('a selection and a list both', () => ({ talentListId: 'some-list' }), 'talentListId'),
    newOne(
      '101 applicants',
      () => ({ applicationIds: Array.from({ length: 101 }, (_, n) => `a${n}`) }),
      'applicationIds',
    ),
    newOne('an applicant id of 101 characters', () => ({ applicationIds: [TOO_LONG] }), 'applicationIds.0'),
    newOne('a blank title', () => ({ title: '   ' }), 'title'),
    newOne('a title of 121 characters', () => ({ title: 'ș'.repeat(121) }), 'title'),
    newOne('a password of 3 characters', () => ({ password: 'abc' }), 'password'),
    newOne('notes shown as text', () => ({ showNotes: 'yes' }), 'showNotes'),
    newOne('an unknown key', () => ({ isPublic: true })),
    change('an expiry in the past', () => ({ expiresAt: inDays(-1) }), 400, 'expiresAt'),
    change('an expiry 91 days away', () => ({ expiresAt: inDays(91) }), 400, 'expiresAt'),
    change('nothing to change', () => ({}), 400),
    change('un-revoking', () => ({ revoked: false }), 400, 'revoked'),
    studio(
      'change: an id of 101 characters',
      'PATCH',
      () => `/api/studio/presentations/${TOO_LONG}`,
      () => ({ revoked: true }),
      414,
    ),
    studio(
      'feedback: an id of 101 characters',
      'GET',
      () => `/api/studio/presentations/${TOO_LONG}/feedback`,
      undefined,
      414,
    ),
    studio('list: no casting', 'GET', () => '/api/studio/presentations', undefined, 400, 'castingId'),
    studio(
      'list: a casting id of 101 characters',
      'GET',
      () => `/api/studio/presentations?castingId=${TOO_LONG}`,
      undefined,
      400,
      'castingId',
    ),
    {
      what: 'link: a token of 101 characters',
      method: 'GET',
      url: () => `/api/p/${TOO_LONG}`,
      as: 'viewer',
      status: 414,
    },
    {
      what: 'link: a viewer token of 101 characters',
      method: 'GET',
      url: () => `/api/p/${ids.token}`,
      as: 'anon',
      status: 400,
    },
    atLink('unlock: no name', 'POST', '/unlock', () => ({}), 400, 'viewerName', 'anon'),
    atLink(
      'unlock: a blank name',
      'POST',
      '/unlock',
      () => ({ viewerName: '  ' }),
      400,
      'viewerName',
      'anon',
    ),
    atLink(
      'unlock: a name of 81 characters',
      'POST',
      '/unlock',
      () => ({ viewerName: 'ă'.repeat(81) }),
      400,
      'viewerName',
      'anon',
    ),
    atLink(
      'unlock: a name as a number',
      'POST',
      '/unlock',
      () => ({ viewerName: 7 }),
      400,
      'viewerName',
      'anon',
    ),
    atLink(
      'unlock: a password of 129 characters',
      'POST',
      '/unlock',
      () => ({ viewerName: 'Ana', password: 'p'.repeat(129) }),
      400,
      'password',
      'anon',
    ),
    vote('“POATE”', { vote: 'POATE' }, 'vote'),
    vote('“yes” in lower case', { vote: 'yes' }, 'vote'),
    vote('no vote', { comment: 'Bun' }, 'vote'),
    vote('a comment of 1001 characters', { vote: 'YES', comment: 'ț'.repeat(1001) }, 'comment'),
    vote('a comment as a number', { vote: 'YES', comment: 42 }, 'comment'),
    vote('an unknown key', { vote: 'YES', score: 10 }),
    atLink(
      'vote: an application id of 101 characters',
      'PUT',
      `/votes/${TOO_LONG}`,
      () => ({ vote: 'YES' }),
      414,
    ),
    atLink('vote: a talent not presented', 'PUT', '/votes/no-such-application', () => ({ vote: 'YES' }), 404),
    played('negative seconds', { seconds: -1 }, 'seconds'),
    played('601 seconds', { seconds: 601 }, 'seconds'),
    played('seconds as text', { seconds: '5' }, 'seconds'),
    played('seconds as null', { seconds: null }, 'seconds'),
    played('no video', { videoId: undefined }, 'videoId'),
    played('a video of no talent presented', { videoId: 'no-such-video' }, 'videoId'),
    played('started as text', { started: 'true' }, 'started'),
  ];

  /** Every presentation table as stored. */
  const stored = async () => {
    const { db } = fx.t.app;
    return Object.fromEntries(
      await Promise.all(
        PRESENTATION_TABLES.map(async (table) => [
          table,
          (await db.selectFrom(table).selectAll().execute()).map((row) => JSON.stringify(row)).sort(),
        ]),
      ),
    );
  };

  const requestOf = (item: Pick<Case, 'method' | 'url' | 'as' | 'body'>): SentRequest => {
    const body = item.body?.();
    const headers =
      item.as === 'staff'
        ? headersFor('staff')
        : item.as === 'viewer'
          ? { [VIEWER_TOKEN_HEADER]: ids.viewerToken }
          : // Only the 101-character viewer token case goes as 'anon' with a GET.
            item.method === 'GET'
            ? { [VIEWER_TOKEN_HEADER]: TOO_LONG }
            : {};
    return {
      method: item.method,
      url: item.url(),
      headers: body === undefined ? headers : { ...headers, 'content-type': 'application/json' },
      ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
    };
  };

  test.each(cases.map((item) => [item.what, item] as const))('%s', async (_what, item) => {
    const before = await stored();
    const request = requestOf(item);
    const response = await send(request);
    const what = describeRequest(request, response);
    expect(response.statusCode, what).toBe(item.status);
    expect(errorShapeProblem(response), what).toBeUndefined();
    expect(response.json().message, what).toEqual(expect.any(String));
    if (item.field) expect(Object.keys(response.json().fields ?? {}), what).toContain(item.field);
    expect(await stored(), what).toEqual(before);
  });

  test('the same requests made right are taken (so each refusal above is about its bad part)', async () => {
    const good: Pick<Case, 'what' | 'method' | 'url' | 'as' | 'body' | 'status'>[] = [
      {
        what: 'new',
        method: 'POST',
        url: () => '/api/studio/presentations',
        as: 'staff',
        body: () => create({ expiresAt: inDays(89) }),
        status: 201,
      },
      {
        what: 'list',
        method: 'GET',
        url: () => `/api/studio/presentations?castingId=${ids.casting}`,
        as: 'staff',
        status: 200,
      },
      {
        what: 'feedback',
        method: 'GET',
        url: () => `/api/studio/presentations/${ids.presentation}/feedback`,
        as: 'staff',
        status: 200,
      },
      { what: 'open', method: 'GET', url: () => `/api/p/${ids.token}`, as: 'viewer', status: 200 },
      {
        what: 'unlock',
        method: 'POST',
        url: () => `/api/p/${ids.token}/unlock`,
        as: 'anon',
        body: () => ({ viewerName: 'ă'.repeat(80) }),
        status: 200,
      },
      {
        what: 'vote',
        method: 'PUT',
        url: () => `/api/p/${ids.token}/votes/${own()}`,
        as: 'viewer',
        body: () => ({ vote: 'MAYBE', comment: 'ț'.repeat(1000) }),
        status: 200,
      },
      {
        what: 'play',
        method: 'POST',
        url: () => `/api/p/${ids.token}/plays`,
        as: 'viewer',
        body: () => play({ seconds: 600, started: true }),
        status: 204,
      },
      {
        what: 'change',
        method: 'PATCH',
        url: () => `/api/studio/presentations/${ids.presentation}`,
        as: 'staff',
        body: () => ({ expiresAt: inDays(90 - 1 / 24) }),
        status: 200,
      },
    ];
    for (const item of good) {
      const request = requestOf(item);
      const response = await send(request);
      expect(response.statusCode, `${item.what}: ${describeRequest(request, response)}`).toBe(item.status);
    }
  });
});

/**
 * The bad input of issue 35 (DESIGN §14), each sent on its own: a clear 4xx in the error shape with its
 * message (on the field when there is one), and nothing of the messages, reports or attachments stored
 * changed. A text with contact details is the one 422: its warnings, nothing stored.
 */
describe('messages, reports and moderation: the refusals issue 35 names', () => {
  const TOO_LONG_ID = 'x'.repeat(101);
  const thread = () => `/api/conversations/${fx.conversationId}/messages`;
  const studioThread = () => `/api/studio/conversations/${fx.conversationId}/messages`;
  const message = (text: unknown, extra: Record<string, unknown> = {}) => ({ text, ...extra });
  const M = MESSAGE_MESSAGES;
  const cases: {
    what: string;
    method: 'GET' | 'POST' | 'PATCH';
    url: () => string;
    actor: Actor;
    body?: unknown;
    status: number;
    message?: string;
    field?: string;
  }[] = [
    ...(
      [
        ['no text', {}, M.textRequired, 'text'],
        ['a blank text', message('  \n '), M.textRequired, 'text'],
        ['a text as a number', message(42), undefined, 'text'],
        ['a text of 2001 characters', message('ș'.repeat(MESSAGE_TEXT_MAX + 1)), M.textTooLong, 'text'],
        ['confirm as text', message('Bună', { confirm: 'yes' }), undefined, 'confirm'],
        [
          'an attachment id of 101 characters',
          message('Bună', { attachmentId: TOO_LONG_ID }),
          undefined,
          'attachmentId',
        ],
        ['an empty attachment id', message('Bună', { attachmentId: '' }), undefined, 'attachmentId'],
        ['an unknown key', message('Bună', { status: 'SENT' }), undefined, undefined],
      ] as const
    ).flatMap(([what, body, message, field]) =>
      (
        [
          ['talent', 'talent', thread],
          ['staff', 'staff', studioThread],
          ['staff', 'by application', () => `/api/studio/applications/${fx.applicationId}/conversation`],
        ] as const
      ).map(([actor, route, url]) => ({
        what: `message (${route}): ${what}`,
        method: 'POST' as const,
        url,
        actor,
        body,
        status: 400,
        message,
        field,
      })),
    ),
    {
      what: 'message: an attachment that does not exist',
      method: 'POST',
      url: thread,
      actor: 'talent',
      body: message('Bună', { attachmentId: DEAD_ID }),
      status: 404,
      message: M.attachmentNotFound,
    },
    {
      what: 'message: the other side’s attachment',
      method: 'POST',
      url: thread,
      actor: 'talent',
      body: () => message('Bună', { attachmentId: fx.attachmentId }),
      status: 404,
      message: M.attachmentNotFound,
    },
    {
      what: 'message: an attachment already sent',
      method: 'POST',
      url: studioThread,
      actor: 'staff',
      body: () => message('Încă o dată', { attachmentId: fx.attachmentId }),
      status: 409,
      message: M.attachmentUsed,
    },
    {
      what: 'message: a thread id of 101 characters',
      method: 'POST',
      url: () => `/api/conversations/${TOO_LONG_ID}/messages`,
      actor: 'talent',
      body: message('Bună'),
      status: 414,
    },
    {
      what: 'message: a thread that does not exist',
      method: 'POST',
      url: () => `/api/conversations/${DEAD_ID}/messages`,
      actor: 'talent',
      body: message('Bună'),
      status: 404,
      message: M.conversationNotFound,
    },
    {
      what: 'thread page: before a message of no thread',
      method: 'GET',
      url: () => `${thread()}?before=${DEAD_ID}`,
      actor: 'talent',
      status: 404,
      message: M.conversationNotFound,
    },
    {
      what: 'thread page: before of 101 characters',
      method: 'GET',
      url: () => `${thread()}?before=${TOO_LONG_ID}`,
      actor: 'talent',
      status: 400,
      field: 'before',
    },
    {
      what: 'thread page: an unknown query key',
      method: 'GET',
      url: () => `${thread()}?after=1`,
      actor: 'talent',
      status: 400,
    },
    ...(['page=0', 'pageSize=51', 'pageSize=ten', 'page=1&page=2'] as const).flatMap((query) =>
      (
        [
          ['talent', '/api/conversations'],
          ['staff', '/api/studio/conversations'],
          ['admin', '/api/admin/reports'],
        ] as const
      ).map(([actor, path]) => ({
        what: `${path}?${query}`,
        method: 'GET' as const,
        url: () => `${path}?${query}`,
        actor,
        status: 400,
      })),
    ),
    {
      what: 'reports: status=CLOSED',
      method: 'GET',
      url: () => '/api/admin/reports?status=CLOSED',
      actor: 'admin',
      status: 400,
      field: 'status',
    },
    ...(
      [
        ['no target type', { targetId: 'x', reason: 'SCAM' }, REPORT_MESSAGES.targetNotFound, 'targetType'],
        [
          'a target type USER',
          { targetType: 'USER', targetId: 'x', reason: 'SCAM' },
          REPORT_MESSAGES.targetNotFound,
          'targetType',
        ],
        ['no reason', { targetType: 'CASTING', targetId: 'x' }, REPORT_MESSAGES.reasonRequired, 'reason'],
        [
          'a reason SPAM',
          { targetType: 'CASTING', targetId: 'x', reason: 'SPAM' },
          REPORT_MESSAGES.reasonRequired,
          'reason',
        ],
        [
          'a blank target id',
          { targetType: 'CASTING', targetId: '  ', reason: 'SCAM' },
          undefined,
          'targetId',
        ],
        [
          'a target id of 101 characters',
          { targetType: 'CASTING', targetId: TOO_LONG_ID, reason: 'SCAM' },
          undefined,
          'targetId',
        ],
        [
          'details of 1001 characters',
          {
            targetType: 'CASTING',
            targetId: 'x',
            reason: 'SCAM',
            details: 'ă'.repeat(REPORT_DETAILS_MAX + 1),
          },
          REPORT_MESSAGES.detailsTooLong,
          'details',
        ],
        [
          'details as a list',
          { targetType: 'CASTING', targetId: 'x', reason: 'SCAM', details: ['a'] },
          undefined,
          'details',
        ],
        [
          'an unknown key',
          { targetType: 'CASTING', targetId: 'x', reason: 'SCAM', urgent: true },
          undefined,
          undefined,
        ],
      ] as const
    ).map(([what, body, message, field]) => ({
      what: `report: ${what}`,
      method: 'POST' as const,
      url: () => '/api/reports',
      actor: 'talent' as const,
      body,
      status: 400,
      message: message as string | undefined,
      field: field as string | undefined,
    })),
    {
      what: 'report: a casting that does not exist',
      method: 'POST',
      url: () => '/api/reports',
      actor: 'talent',
      body: { targetType: 'CASTING', targetId: DEAD_ID, reason: 'SCAM' },
      status: 404,
      message: REPORT_MESSAGES.targetNotFound,
    },
    ...(
      [
        ['no action', { note: 'x' }, REPORT_MESSAGES.actionNotForTarget, 'action'],
        ['an action BAN', { action: 'BAN' }, REPORT_MESSAGES.actionNotForTarget, 'action'],
        [
          'a note of 1001 characters',
          { action: 'DISMISS', note: 'x'.repeat(MODERATION_NOTE_MAX + 1) },
          REPORT_MESSAGES.noteTooLong,
          'note',
        ],
        ['an unknown key', { action: 'DISMISS', status: 'RESOLVED' }, undefined, undefined],
      ] as const
    ).map(([what, body, message, field]) => ({
      what: `decision: ${what}`,
      method: 'PATCH' as const,
      url: () => `/api/admin/reports/${ids.report}`,
      actor: 'admin' as const,
      body,
      status: 400,
      message: message as string | undefined,
      field: field as string | undefined,
    })),
    {
      what: 'decision: a report that does not exist',
      method: 'PATCH',
      url: () => `/api/admin/reports/${DEAD_ID}`,
      actor: 'admin',
      body: { action: 'DISMISS' },
      status: 404,
      message: REPORT_MESSAGES.reportNotFound,
    },
    {
      what: 'decision: HIDE_MESSAGE on a casting’s report',
      method: 'PATCH',
      url: () => `/api/admin/reports/${ids.report}`,
      actor: 'admin',
      body: { action: 'HIDE_MESSAGE' },
      status: 400,
      message: REPORT_MESSAGES.actionNotForTarget,
      field: 'action',
    },
    ...(['release', 'reject'] as const).map((decision) => ({
      what: `held message: ${decision} a message that was never held`,
      method: 'POST' as const,
      url: () => `/api/admin/held-messages/${ids.sent}/${decision}`,
      actor: 'admin' as const,
      status: 409,
      message: REPORT_MESSAGES.notHeld,
    })),
    {
      what: 'held message: one that does not exist',
      method: 'POST',
      url: () => `/api/admin/held-messages/${DEAD_ID}/release`,
      actor: 'admin',
      status: 404,
      message: REPORT_MESSAGES.heldNotFound,
    },
  ];
  const ids = { report: '', sent: '' };
  beforeAll(async () => {
    const made = await fx.t.app.inject({
      method: 'POST',
      url: '/api/reports',
      headers: headersFor('talent'),
      payload: { targetType: 'CASTING', targetId: fx.castingA.id, reason: 'OTHER' },
    });
    expect(made.statusCode, made.body).toBe(201);
    ids.report = (made.json() as { data: { id: string } }).data.id;
    const page = await fx.t.app.inject({ url: thread(), headers: headersFor('talent') });
    ids.sent = (page.json() as { data: { messages: { id: string }[] } }).data.messages[0]?.id ?? '';
    expect(ids.sent).not.toBe('');
  });

  /** What issue 35 stores, as stored. */
  const stored = async () => {
    const { db } = fx.t.app;
    const tables = [
      'conversations',
      'messages',
      'message_attachments',
      'reports',
      'client_accounts',
    ] as const;
    const rows = await Promise.all(tables.map((table) => db.selectFrom(table).selectAll().execute()));
    return Object.fromEntries(
      tables.map((table, index) => [table, rows[index]!.map((row) => JSON.stringify(row)).sort()]),
    );
  };

  test.each(cases.map((item) => [item.what, item] as const))('%s', async (_what, item) => {
    const before = await stored();
    const body = typeof item.body === 'function' ? (item.body as () => unknown)() : item.body;
    const request: SentRequest = {
      method: item.method,
      url: item.url(),
      headers: headersFor(item.actor, body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
    };
    const response = await sendOne(request);
    const what = describeRequest(request, response);
    expect(response.statusCode, what).toBe(item.status);
    expect(errorShapeProblem(response), what).toBeUndefined();
    expect(response.json().message, what).toEqual(item.message ?? expect.any(String));
    if (item.field) expect(Object.keys(response.json().fields ?? {}), what).toContain(item.field);
    expect(await stored(), what).toEqual(before);
  });

  test('a text with a phone number: 422 with its warnings, nothing stored; confirmed, it is sent', async () => {
    const before = await stored();
    const text = 'Sună-mă la 0722 123 456 sau scrie la agent@exemplu.ro';
    const request: SentRequest = {
      method: 'POST',
      url: studioThread(),
      headers: headersFor('staff', { 'content-type': 'application/json' }),
      payload: JSON.stringify({ text }),
    };
    const response = await sendOne(request);
    const what = describeRequest(request, response);
    expect(response.statusCode, what).toBe(422);
    expect(errorProblem(response), what).toBeUndefined();
    expect(response.json()).toEqual({
      statusCode: 422,
      code: NEEDS_CONFIRMATION_CODE,
      message: MESSAGE_MESSAGES.needsConfirmation,
      warnings: expect.arrayContaining([
        { kind: 'PHONE', text: '0722 123 456' },
        { kind: 'EMAIL', text: 'agent@exemplu.ro' },
      ]),
    });
    expect(await stored(), what).toEqual(before);
    // Sent again with confirm: taken (the bad part was only the missing confirmation).
    const confirmed = await sendOne({ ...request, payload: JSON.stringify({ text, confirm: true }) });
    expect(confirmed.statusCode, confirmed.body).toBe(201);
  });
});

describe('a self-tape take’s trim: the refusals issue 36 names', () => {
  /** Finished tus uploads of the talent's (the 2-second MP4), for its own and its child's profile. */
  const takes = { own: { url: '', uploadId: '' }, child: { url: '', uploadId: '' } };
  let seconds = 0;
  beforeAll(async () => {
    const video = mp4();
    const path = join(fx.t.config.dataDir, 'trim-take.mp4');
    await writeFile(path, video);
    seconds = (await probeSource('ffprobe', path))?.duration ?? 0;
    expect(seconds).toBeGreaterThan(1);
    takes.own = { url: '/api/profiles/me', uploadId: await tusUpload(fx.t, headersFor('talent'), video) };
    takes.child = {
      url: `/api/profiles/children/${fx.childId}`,
      uploadId: await tusUpload(fx.t, headersFor('talent'), video),
    };
  });
  afterAll(async () => {
    // The good trims' conversions end here, not while the app closes.
    await fx.t.app.jobs.settled(60_000);
  });

  const storedVideos = async () =>
    (await fx.t.app.db.selectFrom('videos').selectAll().execute()).map((row) => JSON.stringify(row)).sort();

  /** Anything a client could send as seconds: numbers of every size and sign, and what is not a number. */
  const value = fc.oneof(
    { weight: 4, arbitrary: fc.double() },
    { weight: 2, arbitrary: fc.double({ min: -1, max: 10, noNaN: true }) },
    { weight: 1, arbitrary: fc.constantFrom(0, -0, 1, 2, 3, 14_400, 14_401, Number.MAX_VALUE) },
    { weight: 1, arbitrary: fc.oneof(naughtyString, fc.constant(null), fc.boolean(), fc.array(fc.nat())) },
  );
  const trims = fc.oneof(
    { weight: 4, arbitrary: fc.record({ trimStart: value, trimEnd: value }, { requiredKeys: [] }) },
    // The take is 2 s long: starts past its end, and starts leaving under a second of it.
    {
      weight: 1,
      arbitrary: fc.constantFrom<Record<string, number>>(
        { trimStart: 2.5 },
        { trimStart: 5, trimEnd: 7 },
        { trimStart: 1.5 },
        { trimStart: 1.2, trimEnd: 60 },
      ),
    },
  );

  test.each(['own', 'child'] as const)(
    '%s profile: every trim refused is 400 in words, nothing stored, the upload kept; a good one is then taken',
    async (whose) => {
      const take = takes[whose];
      const url = `${take.url}/videos/from-upload`;
      // No conversion still running: its end would change the rows compared below.
      await fx.t.app.jobs.settled(60_000);
      const before = await storedVideos();
      /** What the server must say of a trim, or null when it would take it. */
      const expected = (sent: Record<string, unknown>) => {
        if (!accepts(videoFromUploadSchema, sent)) return { message: expect.any(String) };
        const refusal = (message: string) => ({ message, fields: { trimStart: message } });
        const start = typeof sent.trimStart === 'number' ? sent.trimStart : 0;
        if (start >= seconds) return refusal(MEDIA_MESSAGES.trimPastEnd);
        // An end past the end keeps the rest: at least a second must be left.
        const end = typeof sent.trimEnd === 'number' ? Math.min(sent.trimEnd, seconds) : seconds;
        return end - start < MEDIA_LIMITS.trimMinSeconds ? refusal(MEDIA_MESSAGES.trimTooShort) : null;
      };
      const refused = trims
        .map((trim) => JSON.stringify({ uploadId: take.uploadId, ...trim }))
        .filter((payload) => expected(JSON.parse(payload)) !== null);
      const outcome: Outcome = { wrote: false, statuses: new Map() };
      const probed = new Set<string>();
      await run(`${url} trim`, refused, RUNS, async (payload) => {
        const request: SentRequest = {
          method: 'POST',
          url,
          headers: headersFor('talent', { 'content-type': 'application/json' }),
          payload,
        };
        const response = await send(request);
        check(request, response, false, outcome);
        const what = describeRequest(request, response);
        expect(response.statusCode, what).toBe(400);
        const wanted = expected(JSON.parse(payload));
        expect(response.json(), what).toMatchObject({ code: 'VALIDATION_ERROR', ...wanted });
        if (wanted && 'fields' in wanted) probed.add(wanted.message);
      });
      // The checks against the probed length were reached, not only the contract's.
      expect([...probed].sort()).toEqual([MEDIA_MESSAGES.trimPastEnd, MEDIA_MESSAGES.trimTooShort].sort());
      expect(outcome.wrote).toBe(false);
      expect(await storedVideos()).toEqual(before);

      const good = await fx.t.app.inject({
        method: 'POST',
        url,
        headers: headersFor('talent'),
        payload: { uploadId: take.uploadId, trimStart: 0.5, trimEnd: 1.75 },
      });
      expect(good.statusCode, good.body).toBe(201);
      expect((good.json() as { data: Video }).data).toMatchObject({
        processingStatus: 'PROCESSING',
        duration: 1.25,
      });
    },
  );
});
