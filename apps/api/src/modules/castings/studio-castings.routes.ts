import { dataOf } from '@talent/contract/api-envelope';
import { castingSchema } from '@talent/contract/castings';
import { pageOf } from '@talent/contract/pagination';
import { studioCastingListQuerySchema, studioCastingSchema } from '@talent/contract/studio';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireStaffActor } from '../../plugins/auth';
import { errorResponses } from '../../plugins/errors';
import { bearer, idParams } from '../../plugins/route-parts';
import type { StudioCastingsService } from './studio-castings.service';

/** /api/studio/castings: the casting workspace of a CLIENT (its own castings) or an ADMIN (all). */
export const studioCastingsRoutes: FastifyPluginAsyncZod<{
  studioCastingsService: StudioCastingsService;
}> = async (app, { studioCastingsService }) => {
  const staff = [app.authenticate, app.requireStaff];
  // A casting's cover is uploaded through castingCoversRoutes (casting-covers.routes.ts).

  app.get(
    '/castings',
    {
      onRequest: staff,
      schema: {
        tags: ['studio'],
        summary: "The caller's castings (ADMIN: all), with applications per status and the new ones",
        security: bearer,
        querystring: studioCastingListQuerySchema,
        response: { 200: pageOf(studioCastingSchema), ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => studioCastingsService.list(requireStaffActor(request), request.query),
  );

  app.get(
    '/castings/:id',
    {
      onRequest: staff,
      schema: {
        tags: ['studio'],
        summary: 'One casting the caller manages (any status), with its applications counted',
        security: bearer,
        params: idParams,
        response: { 200: dataOf(studioCastingSchema), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => ({
      data: await studioCastingsService.get(requireStaffActor(request), request.params.id),
    }),
  );

  app.post(
    '/castings/:id/duplicate',
    {
      onRequest: staff,
      schema: {
        tags: ['studio'],
        summary: 'A DRAFT copy of a casting the caller manages, for the same owner',
        security: bearer,
        params: idParams,
        response: { 201: dataOf(castingSchema), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const copy = await studioCastingsService.duplicate(requireStaffActor(request), request.params.id);
      return reply.code(201).send({ data: copy });
    },
  );
};
