import { dataOf } from '@talent/contract/api-envelope';
import {
  clientDecisionSchema,
  clientListQuerySchema,
  clientSummarySchema,
  staffMeSchema,
  staffMeUpdateSchema,
} from '@talent/contract/clients';
import { pageOf } from '@talent/contract/pagination';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireStaffActor } from '../../plugins/auth';
import { errorResponses } from '../../plugins/errors';
import { bearer, idParams } from '../../plugins/route-parts';
import type { ClientsService } from './clients.service';

/** /api/staff/me: who is signed in to the studio, with the company's verification; PATCH its language. */
export const staffMeRoutes: FastifyPluginAsyncZod<{ clientsService: ClientsService }> = async (
  app,
  { clientsService },
) => {
  app.get(
    '',
    {
      onRequest: [app.authenticate, app.requireStaff],
      schema: {
        tags: ['staff'],
        summary: 'The signed-in CLIENT or ADMIN, with the company and its verification status',
        security: bearer,
        response: { 200: dataOf(staffMeSchema), ...errorResponses(401, 403) },
      },
    },
    async (request) => {
      const actor = requireStaffActor(request);
      return { data: await clientsService.me({ userId: actor.userId!, role: actor.role }) };
    },
  );

  app.patch(
    '',
    {
      onRequest: [app.authenticate, app.requireStaff],
      schema: {
        tags: ['staff'],
        summary:
          "Change the signed-in CLIENT's or ADMIN's own account: its language (unknown fields refused)",
        security: bearer,
        body: staffMeUpdateSchema,
        response: { 200: dataOf(staffMeSchema), ...errorResponses(400, 401, 403, 413, 415) },
      },
    },
    async (request) => {
      const actor = requireStaffActor(request);
      return {
        data: await clientsService.updateMe({ userId: actor.userId!, role: actor.role }, request.body),
      };
    },
  );
};

/** /api/admin/clients: the ADMIN's verification of client companies. */
export const adminClientsRoutes: FastifyPluginAsyncZod<{ clientsService: ClientsService }> = async (
  app,
  { clientsService },
) => {
  const admin = [app.authenticate, app.requireAdmin];

  app.get(
    '',
    {
      onRequest: admin,
      schema: {
        tags: ['admin'],
        summary: 'Client companies, oldest first, optionally by verification status',
        security: bearer,
        querystring: clientListQuerySchema,
        response: { 200: pageOf(clientSummarySchema), ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => clientsService.list(request.query),
  );

  app.patch(
    '/:id',
    {
      onRequest: admin,
      schema: {
        tags: ['admin'],
        summary: 'Verify a client company, or reject it with a reason; the client is told by e-mail',
        security: bearer,
        params: idParams,
        body: clientDecisionSchema,
        response: { 200: dataOf(clientSummarySchema), ...errorResponses(400, 401, 403, 404, 409, 413, 415) },
      },
    },
    async (request) => ({
      data: await clientsService.decide(requireStaffActor(request).userId!, request.params.id, request.body),
    }),
  );
};
