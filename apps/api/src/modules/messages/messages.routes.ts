import { dataOf } from '@talent/contract/api-envelope';
import {
  conversationListQuerySchema,
  conversationListSchema,
  conversationSummarySchema,
  messagePageQuerySchema,
  messageSchema,
  messageSendSchema,
  threadSchema,
  unreadMessagesSchema,
} from '@talent/contract/messages';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth, requireStaffActor } from '../../plugins/auth';
import { errorResponses } from '../../plugins/errors';
import { bearer, idParams } from '../../plugins/route-parts';
import type { MessagesService, ThreadReader } from './messages.service';

const SEND_DESCRIPTION =
  'A text (1–2000 characters) and optionally an attachment uploaded first (POST /api/attachments). A text with a phone number, an e-mail address, an IBAN, a WhatsApp/Telegram link or a request for money answers 422 MESSAGE_NEEDS_CONFIRMATION with `warnings` and stores nothing; the same body with `confirm: true` sends it. In a thread with a minor such a message is HELD for an administrator (`status: HELD`) and reaches no one until released.';

/**
 * One thread's routes for either side (DESIGN §14): the talent's under /api (TALENT; a guardian for a
 * child), the studio's under /api/studio (the casting's CLIENT, or an ADMIN). The same paths and
 * answers, so one client serves both apps.
 */
function threadRoutes(
  side: 'TALENT' | 'CLIENT',
): FastifyPluginAsyncZod<{ messagesService: MessagesService }> {
  return async (app, { messagesService: messages }) => {
    const guard =
      side === 'TALENT' ? [app.authenticate, app.requireTalent] : [app.authenticate, app.requireStaff];
    const tags = [side === 'TALENT' ? 'messages' : 'studio'];
    const readerOf = (request: FastifyRequest): ThreadReader => {
      if (side === 'TALENT') return { userId: requireAuth(request).userId, side };
      const actor = requireStaffActor(request);
      return { userId: actor.userId ?? '', side, admin: actor.role === 'ADMIN' };
    };

    app.get(
      '/conversations',
      {
        onRequest: guard,
        schema: {
          tags,
          summary: 'The reader’s threads with a message they can see, the newest first',
          security: bearer,
          querystring: conversationListQuerySchema,
          response: { 200: conversationListSchema, ...errorResponses(400, 401, 403) },
        },
      },
      async (request) => messages.list(readerOf(request), request.query.page, request.query.pageSize),
    );

    for (const about of ['applications', 'invitations'] as const) {
      app.get(
        `/${about}/:id/conversation`,
        {
          onRequest: guard,
          schema: {
            tags,
            summary: `The thread of ${about === 'applications' ? 'an application' : 'an invitation'} (made on first ask)`,
            security: bearer,
            params: idParams,
            response: { 200: dataOf(conversationSummarySchema), ...errorResponses(400, 401, 403, 404) },
          },
        },
        async (request) => ({
          data:
            about === 'applications'
              ? await messages.ofApplication(readerOf(request), request.params.id)
              : await messages.ofInvitation(readerOf(request), request.params.id),
        }),
      );
    }

    app.get(
      '/conversations/:id/messages',
      {
        onRequest: guard,
        schema: {
          tags,
          summary: 'A page of a thread’s messages, oldest first (`before`: a message id, to page back)',
          security: bearer,
          params: idParams,
          querystring: messagePageQuerySchema,
          response: { 200: dataOf(threadSchema), ...errorResponses(400, 401, 403, 404) },
        },
      },
      async (request) => ({
        data: await messages.messages(readerOf(request), request.params.id, request.query),
      }),
    );

    app.post(
      '/conversations/:id/messages',
      {
        onRequest: guard,
        schema: {
          tags,
          summary: 'Send a message in a thread',
          description: SEND_DESCRIPTION,
          security: bearer,
          params: idParams,
          body: messageSendSchema,
          response: { 201: dataOf(messageSchema), ...errorResponses(400, 401, 403, 404, 409, 422, 429) },
        },
      },
      async (request, reply) =>
        reply
          .code(201)
          .send({ data: await messages.send(readerOf(request), request.params.id, request.body) }),
    );

    app.post(
      '/conversations/:id/read',
      {
        onRequest: guard,
        schema: {
          tags,
          summary: 'Mark a thread read; answers the reader’s unread messages in all threads',
          security: bearer,
          params: idParams,
          response: { 200: dataOf(unreadMessagesSchema), ...errorResponses(400, 401, 403, 404) },
        },
      },
      async (request) => ({ data: await messages.markRead(readerOf(request), request.params.id) }),
    );

    if (side === 'CLIENT') {
      app.post(
        '/applications/:id/conversation',
        {
          onRequest: guard,
          schema: {
            tags,
            summary: 'Send a message in an application’s thread (made on first message)',
            description: SEND_DESCRIPTION,
            security: bearer,
            params: idParams,
            body: messageSendSchema,
            response: { 201: dataOf(messageSchema), ...errorResponses(400, 401, 403, 404, 409, 422, 429) },
          },
        },
        async (request, reply) =>
          reply.code(201).send({
            data: await messages.sendToApplication(readerOf(request), request.params.id, request.body),
          }),
      );
    }
  };
}

/** /api: the talent's (a guardian's) threads. */
export const talentMessagesRoutes = threadRoutes('TALENT');
/** /api/studio: the casting's people's threads. */
export const studioMessagesRoutes = threadRoutes('CLIENT');
