import { dataOf } from '@talent/contract/api-envelope';
import { SKILL_KIND_NAMES, SKILL_KINDS, type SkillKind } from '@talent/contract/skills';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth } from '../../plugins/auth';
import { errorResponses } from '../../plugins/errors';
import { bearer, idParams } from '../../plugins/route-parts';
import type { SkillsService } from './skills.service';

/**
 * POST /skills/{kind}, PUT and DELETE /skills/{kind}/{id}: one route per kind, so each documents
 * its own body and item; an unknown kind is simply not a route (404).
 */
export const skillsRoutes: FastifyPluginAsyncZod<{ skillsService: SkillsService }> = async (
  app,
  { skillsService },
) => {
  const talent = [app.authenticate, app.requireTalent];
  for (const kind of SKILL_KIND_NAMES) registerKind(kind);

  function registerKind<K extends SkillKind>(kind: K) {
    const schemas = SKILL_KINDS[kind];
    const itemResponse = dataOf(schemas.item);

    app.post(
      `/${kind}`,
      {
        onRequest: talent,
        schema: {
          tags: ['skills'],
          summary: `Add a ${kind} to your profile (or to the talentProfileId you may edit)`,
          description:
            "`talentProfileId`: your own profile or one of your children's (guardian mode on, else 403 " +
            'GUARDIAN_MODE_REQUIRED); any other profile is 404. The same holds for PUT and DELETE.',
          security: bearer,
          body: schemas.create,
          response: { 201: itemResponse, ...errorResponses(400, 401, 403, 404, 413, 415) },
        },
      },
      async (request, reply) => {
        const item = await skillsService.create(requireAuth(request).userId, kind, request.body as never);
        return reply.code(201).send({ data: item } as never);
      },
    );

    app.put(
      `/${kind}/:id`,
      {
        onRequest: talent,
        schema: {
          tags: ['skills'],
          summary: `Replace one of your ${kind} items`,
          security: bearer,
          params: idParams,
          body: schemas.update,
          response: { 200: itemResponse, ...errorResponses(400, 401, 403, 404, 413, 415) },
        },
      },
      async (request) => ({
        data: (await skillsService.update(
          requireAuth(request).userId,
          kind,
          request.params.id,
          request.body as never,
        )) as never,
      }),
    );

    app.delete(
      `/${kind}/:id`,
      {
        onRequest: talent,
        schema: {
          tags: ['skills'],
          summary: `Delete one of your ${kind} items`,
          security: bearer,
          params: idParams,
          response: { 204: z.null().describe('Deleted'), ...errorResponses(400, 401, 403, 404) },
        },
      },
      async (request, reply) => {
        await skillsService.delete(requireAuth(request).userId, kind, request.params.id);
        return reply.code(204).send(null);
      },
    );
  }
};
