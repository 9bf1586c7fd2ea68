import { dataOf } from '@talent/contract/api-envelope';
import {
  castingFeedbackSchema,
  presentationCreatedSchema,
  presentationCreateSchema,
  presentationFeedbackSchema,
  presentationListSchema,
  presentationPatchSchema,
  presentationSchema,
} from '@talent/contract/presentations';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireStaffActor } from '../../plugins/auth';
import { errorResponses } from '../../plugins/errors';
import { bearer, idParams } from '../../plugins/route-parts';
import type { PresentationsService } from './presentations.service';

/** /api/studio: a casting's presentations for producers, and what their viewers said (DESIGN §13). */
export const studioPresentationsRoutes: FastifyPluginAsyncZod<{
  presentationsService: PresentationsService;
}> = async (app, { presentationsService: presentations }) => {
  const staff = [app.authenticate, app.requireStaff];

  app.post(
    '/presentations',
    {
      onRequest: staff,
      schema: {
        tags: ['studio'],
        summary: 'Show applicants to people without an account at a link that expires (shown once)',
        security: bearer,
        body: presentationCreateSchema,
        response: { 201: dataOf(presentationCreatedSchema), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const created = await presentations.create(requireStaffActor(request), request.body);
      return reply.code(201).send({ data: created });
    },
  );

  app.get(
    '/presentations',
    {
      onRequest: staff,
      schema: {
        tags: ['studio'],
        summary: "A casting's presentations, the newest first",
        security: bearer,
        querystring: z.object({ castingId: z.string().min(1).max(100) }),
        response: { 200: presentationListSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => ({
      data: await presentations.list(requireStaffActor(request), request.query.castingId),
    }),
  );

  app.patch(
    '/presentations/:id',
    {
      onRequest: staff,
      schema: {
        tags: ['studio'],
        summary: "Change a presentation's expiry, or revoke its link for good",
        security: bearer,
        params: idParams,
        body: presentationPatchSchema,
        response: { 200: dataOf(presentationSchema), ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => ({
      data: await presentations.change(requireStaffActor(request), request.params.id, request.body),
    }),
  );

  app.get(
    '/presentations/:id/feedback',
    {
      onRequest: staff,
      schema: {
        tags: ['studio'],
        summary: "A presentation's viewers, and per talent their votes, comments and the videos they played",
        security: bearer,
        params: idParams,
        response: { 200: presentationFeedbackSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => ({
      data: await presentations.feedback(requireStaffActor(request), request.params.id),
    }),
  );

  app.get(
    '/castings/:id/presentation-feedback',
    {
      onRequest: staff,
      schema: {
        tags: ['studio'],
        summary: "Every presentation's votes and plays of a casting's applicants, per applicant",
        security: bearer,
        params: idParams,
        response: { 200: castingFeedbackSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => ({
      data: await presentations.castingFeedback(requireStaffActor(request), request.params.id),
    }),
  );
};
