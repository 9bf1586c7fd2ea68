import { dataOf } from '@talent/contract/api-envelope';
import {
  heldMessageSchema,
  moderationDecisionSchema,
  reportCreateSchema,
  reportListQuerySchema,
  reportListSchema,
  reportSchema,
} from '@talent/contract/messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth, requireStaffActor } from '../../plugins/auth';
import { errorResponses } from '../../plugins/errors';
import { bearer, idParams } from '../../plugins/route-parts';
import type { ModerationService } from './moderation.service';

/** /api/reports: anyone signed in reports a casting, a message or a company (DESIGN §14). */
export const reportsRoutes: FastifyPluginAsyncZod<{ moderationService: ModerationService }> = async (
  app,
  { moderationService: moderation },
) => {
  app.post(
    '/reports',
    {
      onRequest: [app.authenticate],
      schema: {
        tags: ['messages'],
        summary: 'Report a casting, a message or a company to the platform’s administrators',
        security: bearer,
        body: reportCreateSchema,
        response: { 201: dataOf(z.object({ id: z.string() })), ...errorResponses(400, 401, 404) },
      },
    },
    async (request, reply) => {
      const { userId, role } = requireAuth(request);
      return reply.code(201).send({ data: await moderation.report({ userId, role }, request.body) });
    },
  );
};

/** /api/admin: the moderation queue, reports and held messages (ADMIN). */
export const adminModerationRoutes: FastifyPluginAsyncZod<{ moderationService: ModerationService }> = async (
  app,
  { moderationService: moderation },
) => {
  const admin = [app.authenticate, app.requireAdmin];
  const tags = ['admin'];
  const adminId = (request: Parameters<typeof requireStaffActor>[0]) =>
    requireStaffActor(request).userId ?? '';

  app.get(
    '/reports',
    {
      onRequest: admin,
      schema: {
        tags,
        summary: 'Reports, open ones oldest first (resolved: newest first)',
        security: bearer,
        querystring: reportListQuerySchema,
        response: { 200: reportListSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => moderation.list(request.query),
  );

  app.patch(
    '/reports/:id',
    {
      onRequest: admin,
      schema: {
        tags,
        summary: 'Resolve a report: dismiss, hide the message, suspend the casting or the company',
        description:
          'SUSPEND_CLIENT: the company cannot sign in (its sessions end now), its published castings are suspended and their applicants are told. 400 when the action does not fit what was reported, 409 once resolved.',
        security: bearer,
        params: idParams,
        body: moderationDecisionSchema,
        response: { 200: dataOf(reportSchema), ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => ({ data: await moderation.decide(adminId(request), request.params.id, request.body) }),
  );

  app.get(
    '/held-messages',
    {
      onRequest: admin,
      schema: {
        tags,
        summary: 'Messages held for review (flagged, in a thread with a minor), oldest first',
        security: bearer,
        response: { 200: dataOf(z.array(heldMessageSchema)), ...errorResponses(401, 403) },
      },
    },
    async () => ({ data: await moderation.held() }),
  );

  for (const decision of ['release', 'reject'] as const) {
    app.post(
      `/held-messages/:id/${decision}`,
      {
        onRequest: admin,
        schema: {
          tags,
          summary:
            decision === 'release'
              ? 'Deliver a held message to the family now'
              : 'Refuse a held message: it is never delivered',
          security: bearer,
          params: idParams,
          response: { 200: dataOf(heldMessageSchema), ...errorResponses(400, 401, 403, 404, 409) },
        },
      },
      async (request) => ({
        data:
          decision === 'release'
            ? await moderation.release(adminId(request), request.params.id)
            : await moderation.reject(adminId(request), request.params.id),
      }),
    );
  }
};
