import { dataOf } from '@talent/contract/api-envelope';
import {
  invitationCreateResultSchema,
  invitationCreateSchema,
  invitationDeclineSchema,
  invitationPageSchema,
  invitationSchema,
  studioInvitationListSchema,
} from '@talent/contract/invitations';
import { paginationQuerySchema } from '@talent/contract/pagination';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth, requireStaffActor } from '../../plugins/auth';
import { errorResponses } from '../../plugins/errors';
import { preferredLanguage } from '../../plugins/preferred-language';
import { bearer, idParams } from '../../plugins/route-parts';
import type { InvitationsService } from './invitations.service';

/** /api/studio/castings/{id}/invitations (DESIGN §11): a verified client invites talents to its casting. */
export const studioInvitationsRoutes: FastifyPluginAsyncZod<{
  invitationsService: InvitationsService;
}> = async (app, { invitationsService: invitations }) => {
  const staff = [app.authenticate, app.requireStaff];

  app.post(
    '/castings/:id/invitations',
    {
      onRequest: staff,
      schema: {
        tags: ['studio'],
        summary:
          'Invite up to 100 talents to a PUBLISHED casting (a child only where its hours fit; 200 a day)',
        security: bearer,
        params: idParams,
        body: invitationCreateSchema,
        response: {
          201: invitationCreateResultSchema,
          ...errorResponses(400, 401, 403, 404, 409, 422, 429),
        },
      },
    },
    async (request, reply) => {
      const result = await invitations.invite(
        requireStaffActor(request),
        request.params.id,
        request.body,
        preferredLanguage(request.headers['accept-language']),
      );
      return reply.code(201).send({ data: result });
    },
  );

  app.get(
    '/castings/:id/invitations',
    {
      onRequest: staff,
      schema: {
        tags: ['studio'],
        summary: "A casting's invitations with where each talent is: INVITED, VIEWED, APPLIED or DECLINED",
        security: bearer,
        params: idParams,
        response: { 200: studioInvitationListSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => invitations.listOfCasting(requireStaffActor(request), request.params.id),
  );
};

/** /api/invitations: the talent's own invitations and their children's. */
export const talentInvitationsRoutes: FastifyPluginAsyncZod<{
  invitationsService: InvitationsService;
}> = async (app, { invitationsService: invitations }) => {
  const talent = [app.authenticate, app.requireTalent];

  app.get(
    '',
    {
      onRequest: talent,
      schema: {
        tags: ['invitations'],
        summary: 'The talent’s invitations (a guardian’s children’s too), newest first',
        security: bearer,
        querystring: paginationQuerySchema,
        response: { 200: invitationPageSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) =>
      invitations.listOwn(requireAuth(request).userId, request.query.page, request.query.pageSize),
  );

  app.post(
    '/:id/viewed',
    {
      onRequest: talent,
      schema: {
        tags: ['invitations'],
        summary: 'The casting was opened from the invitation: INVITED becomes VIEWED',
        security: bearer,
        params: idParams,
        response: { 200: dataOf(invitationSchema), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => ({
      data: await invitations.markViewed(requireAuth(request).userId, request.params.id),
    }),
  );

  app.post(
    '/:id/decline',
    {
      onRequest: talent,
      schema: {
        tags: ['invitations'],
        summary: '“Not for me”, with an optional reason the studio sees',
        security: bearer,
        params: idParams,
        body: invitationDeclineSchema,
        response: { 200: dataOf(invitationSchema), ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => ({
      data: await invitations.decline(requireAuth(request).userId, request.params.id, request.body.reason),
    }),
  );
};
