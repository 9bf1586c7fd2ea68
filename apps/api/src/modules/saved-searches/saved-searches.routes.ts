import { dataOf } from '@talent/contract/api-envelope';
import {
  savedSearchCreateSchema,
  savedSearchListSchema,
  savedSearchSchema,
} from '@talent/contract/notifications';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth } from '../../plugins/auth';
import { errorResponses } from '../../plugins/errors';
import { bearer, idParams } from '../../plugins/route-parts';
import type { SavedSearchesService } from './saved-searches.service';

/** /api/saved-searches (DESIGN §8): a talent's own saved castings searches. */
export const savedSearchesRoutes: FastifyPluginAsyncZod<{
  savedSearchesService: SavedSearchesService;
}> = async (app, { savedSearchesService }) => {
  const talent = [app.authenticate, app.requireTalent];

  app.get(
    '',
    {
      onRequest: talent,
      schema: {
        tags: ['saved-searches'],
        summary: 'The talent’s saved searches, newest first',
        security: bearer,
        response: { 200: savedSearchListSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => ({ data: await savedSearchesService.list(requireAuth(request).userId) }),
  );

  app.post(
    '',
    {
      onRequest: talent,
      schema: {
        tags: ['saved-searches'],
        summary: 'Save the castings filters with a name (at most 20 searches)',
        security: bearer,
        body: savedSearchCreateSchema,
        response: { 201: dataOf(savedSearchSchema), ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request, reply) => {
      const saved = await savedSearchesService.create(requireAuth(request).userId, request.body);
      return reply.code(201).send({ data: saved });
    },
  );

  app.patch(
    '/:id',
    {
      onRequest: talent,
      schema: {
        tags: ['saved-searches'],
        summary: 'Turn a saved search’s alerts on or off',
        security: bearer,
        params: idParams,
        body: z.strictObject({ alerts: z.boolean({ error: 'alerts must be true or false' }) }),
        response: { 200: dataOf(savedSearchSchema), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => ({
      data: await savedSearchesService.setAlerts(
        requireAuth(request).userId,
        request.params.id,
        request.body.alerts,
      ),
    }),
  );

  app.delete(
    '/:id',
    {
      onRequest: talent,
      schema: {
        tags: ['saved-searches'],
        summary: 'Delete one of the talent’s saved searches',
        security: bearer,
        params: idParams,
        response: { 204: z.null().describe('Deleted'), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      await savedSearchesService.remove(requireAuth(request).userId, request.params.id);
      return reply.code(204).send(null);
    },
  );
};
