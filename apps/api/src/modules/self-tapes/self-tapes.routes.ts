import { dataOf } from '@talent/contract/api-envelope';
import {
  selfTapeRequestCreateSchema,
  selfTapeRequestListSchema,
  selfTapeRequestSchema,
  selfTapeSubmissionSchema,
} from '@talent/contract/self-tapes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth, requireStaffActor } from '../../plugins/auth';
import { errorResponses } from '../../plugins/errors';
import { bearer, idParams } from '../../plugins/route-parts';
import type { SelfTapesService } from './self-tapes.service';

const tags = ['self-tapes'];

/** /api/studio/applications/{id}/self-tape-requests: the casting's client asks and watches. */
export const studioSelfTapesRoutes: FastifyPluginAsyncZod<{ selfTapesService: SelfTapesService }> = async (
  app,
  { selfTapesService },
) => {
  const staff = [app.authenticate, app.requireStaff];

  app.get(
    '/applications/:id/self-tape-requests',
    {
      onRequest: staff,
      schema: {
        tags,
        summary: "An applicant's self-tape requests, newest first, with the videos sent",
        security: bearer,
        params: idParams,
        response: { 200: dataOf(selfTapeRequestListSchema), ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => ({
      data: await selfTapesService.listForStudio(requireStaffActor(request), request.params.id),
    }),
  );

  app.post(
    '/applications/:id/self-tape-requests',
    {
      onRequest: staff,
      schema: {
        tags,
        summary: 'Ask the applicant for a self-tape by a deadline (the talent is told in-app and by e-mail)',
        security: bearer,
        params: idParams,
        body: selfTapeRequestCreateSchema,
        response: { 201: dataOf(selfTapeRequestSchema), ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const created = await selfTapesService.request(
        requireStaffActor(request),
        request.params.id,
        request.body,
      );
      return reply.code(201).send({ data: created });
    },
  );
};

/** The talent's side: the requests on their (or their child's) application, and the answer. */
export const talentSelfTapesRoutes: FastifyPluginAsyncZod<{ selfTapesService: SelfTapesService }> = async (
  app,
  { selfTapesService },
) => {
  const talent = [app.authenticate, app.requireTalent];

  app.get(
    '/applications/:id/self-tape-requests',
    {
      onRequest: talent,
      schema: {
        tags,
        summary: 'The self-tape requests of one of my applications (or my child’s), newest first',
        security: bearer,
        params: idParams,
        response: { 200: dataOf(selfTapeRequestListSchema), ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => ({
      data: await selfTapesService.listForTalent(requireAuth(request).userId, request.params.id),
    }),
  );

  app.post(
    '/self-tape-requests/:id/submission',
    {
      onRequest: talent,
      schema: {
        tags,
        summary: 'Answer a self-tape request with a video of the profile that applied, before its deadline',
        description:
          'A second answer before the deadline replaces the first. 422 once the deadline has passed.',
        security: bearer,
        params: idParams,
        body: selfTapeSubmissionSchema,
        response: { 200: dataOf(selfTapeRequestSchema), ...errorResponses(400, 401, 403, 404, 422) },
      },
    },
    async (request) => ({
      data: await selfTapesService.submit(
        requireAuth(request).userId,
        request.params.id,
        request.body.videoId,
      ),
    }),
  );
};
