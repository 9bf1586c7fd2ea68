import { dataOf } from '@talent/contract/api-envelope';
import {
  notificationListQuerySchema,
  notificationListSchema,
  notificationPreferencesSchema,
  notificationPreferencesUpdateSchema,
  notificationTypeSchema,
  unreadCountSchema,
} from '@talent/contract/notifications';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth } from '../../plugins/auth';
import { errorResponses } from '../../plugins/errors';
import { bearer, idParams } from '../../plugins/route-parts';
import type { NoticeStreams } from './notice-stream';
import type { NotificationsService } from './notifications.service';

interface Options {
  notificationsService: NotificationsService;
  streams: NoticeStreams;
}

/** /api/notifications (DESIGN §8): every signed-in user's own notices, in both apps. */
export const notificationsRoutes: FastifyPluginAsyncZod<Options> = async (
  app,
  { notificationsService, streams },
) => {
  app.get(
    '',
    {
      onRequest: [app.authenticate],
      schema: {
        tags: ['notifications'],
        summary: 'The signed-in user’s notices, newest first, with the unread count',
        security: bearer,
        querystring: notificationListQuerySchema,
        response: { 200: notificationListSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => notificationsService.list(requireAuth(request).userId, request.query),
  );

  app.post(
    '/read-all',
    {
      onRequest: [app.authenticate],
      schema: {
        tags: ['notifications'],
        summary: 'Mark every notice read',
        security: bearer,
        response: { 200: dataOf(unreadCountSchema), ...errorResponses(400, 401) },
      },
    },
    async (request) => ({ data: await notificationsService.markAllRead(requireAuth(request).userId) }),
  );

  app.post(
    '/:id/read',
    {
      onRequest: [app.authenticate],
      schema: {
        tags: ['notifications'],
        summary: 'Mark one of the user’s notices read; answers the unread count',
        security: bearer,
        params: idParams,
        response: { 200: dataOf(unreadCountSchema), ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => ({
      data: await notificationsService.markRead(requireAuth(request).userId, request.params.id),
    }),
  );

  app.get(
    '/stream',
    {
      onRequest: [app.authenticate],
      // Not in the OpenAPI document: an event stream stays open, which neither the document's
      // response model nor the fuzz tests (bad-input.test.ts) can take; notifications-stream.test.ts covers it.
      schema: {
        hide: true,
        querystring: z.strictObject({}, { error: 'The stream takes no query parameters' }),
      },
    },
    async (request, reply) => streams.serve(requireAuth(request).userId, request.ip, reply),
  );
};

/** /api/notification-preferences: which types also come by e-mail (in-app is always on). */
export const notificationPreferencesRoutes: FastifyPluginAsyncZod<{
  notificationsService: NotificationsService;
}> = async (app, { notificationsService }) => {
  const who = (auth: { userId: string; role: 'TALENT' | 'CLIENT' | 'ADMIN' }) => ({
    id: auth.userId,
    role: auth.role,
  });
  app.get(
    '',
    {
      onRequest: [app.authenticate],
      schema: {
        tags: ['notifications'],
        summary: 'For each type this account receives: whether it also comes by e-mail',
        security: bearer,
        response: { 200: dataOf(notificationPreferencesSchema), ...errorResponses(401) },
      },
    },
    async (request) => ({ data: await notificationsService.preferences(who(requireAuth(request))) }),
  );
  app.put(
    '',
    {
      onRequest: [app.authenticate],
      schema: {
        tags: ['notifications'],
        summary: 'Turn e-mail on or off per type; the types not sent keep their value',
        security: bearer,
        body: notificationPreferencesUpdateSchema,
        response: { 200: dataOf(notificationPreferencesSchema), ...errorResponses(400, 401) },
      },
    },
    async (request) => ({
      data: await notificationsService.updatePreferences(who(requireAuth(request)), request.body),
    }),
  );
};

/**
 * /api/unsubscribe?token=: no sign-in, the token says who and which type. POST unsubscribes (RFC 8058
 * one-click); GET only reads which type, for the page that asks first.
 */
export const unsubscribeRoutes: FastifyPluginAsyncZod<{
  notificationsService: NotificationsService;
}> = async (app, { notificationsService }) => {
  // A mail client's one-click POST carries the form body `List-Unsubscribe=One-Click` (RFC 8058):
  // accepted here only, and not read; the token is in the URL.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1024 },
    (_request, _body, done) => done(null, undefined),
  );
  app.post(
    '',
    {
      schema: {
        tags: ['notifications'],
        summary: 'One-click unsubscribe from one type of e-mail (RFC 8058); needs no sign-in',
        querystring: z.object({ token: z.string().min(1).max(500) }),
        response: {
          200: dataOf(z.object({ type: notificationTypeSchema, message: z.string() })),
          ...errorResponses(400),
        },
      },
    },
    async (request) => ({ data: await notificationsService.unsubscribe(request.query.token) }),
  );
  // The page behind the e-mail's link names the type before the click; reading changes nothing, so a
  // mail scanner opening the URL unsubscribes nobody.
  app.get(
    '',
    {
      schema: {
        tags: ['notifications'],
        summary: 'Which type of e-mail an unsubscribe token stops, without stopping it; needs no sign-in',
        querystring: z.object({ token: z.string().min(1).max(500) }),
        response: { 200: dataOf(z.object({ type: notificationTypeSchema })), ...errorResponses(400) },
      },
    },
    async (request) => {
      const { type } = await notificationsService.unsubscribeTarget(request.query.token);
      return { data: { type } };
    },
  );
};
