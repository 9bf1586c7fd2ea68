import { dataOf } from '@talent/contract/api-envelope';
import { childCreateSchema, childSchema, childUpdateSchema } from '@talent/contract/children';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth } from '../../plugins/auth';
import { errorResponses } from '../../plugins/errors';
import { bearer } from '../../plugins/route-parts';
import type { ChildrenService } from './children.service';

// Any text: a malformed id is answered 404 CHILD_NOT_FOUND by the service, like another's child.
const idParams = z.object({ id: z.string() });
const tags = ['children'];
const guardianNote =
  "Needs guardian mode on (else 403 GUARDIAN_MODE_REQUIRED). Another guardian's child, an unknown " +
  'or a malformed id: 404 CHILD_NOT_FOUND.';

/** GET/POST /children, GET/PATCH/DELETE /children/{id} (spec §7). */
export const childrenRoutes: FastifyPluginAsyncZod<{ childrenService: ChildrenService }> = async (
  app,
  { childrenService },
) => {
  const talent = [app.authenticate, app.requireTalent];
  app.addHook('preValidation', async (request) => {
    await childrenService.assertGuardianMode(requireAuth(request).userId);
  });

  app.get(
    '',
    {
      onRequest: talent,
      schema: {
        tags,
        summary: "The guardian's children in the order they were added, each with its talent profile id",
        description: guardianNote,
        security: bearer,
        response: { 200: dataOf(z.array(childSchema)), ...errorResponses(401, 403) },
      },
    },
    async (request) => ({ data: await childrenService.list(requireAuth(request).userId) }),
  );

  app.post(
    '',
    {
      onRequest: talent,
      schema: {
        tags,
        summary: 'Add a child (under 18, not born in the future) with its talent profile',
        description: `${guardianNote} 409 TOO_MANY_CHILDREN past the cap per guardian.`,
        security: bearer,
        body: childCreateSchema,
        response: { 201: dataOf(childSchema), ...errorResponses(400, 401, 403, 409, 413, 415) },
      },
    },
    async (request, reply) => {
      const child = await childrenService.create(requireAuth(request).userId, request.body);
      return reply.code(201).send({ data: child });
    },
  );

  app.get(
    '/:id',
    {
      onRequest: talent,
      schema: {
        tags,
        summary: "One of the guardian's children",
        description: guardianNote,
        security: bearer,
        params: idParams,
        response: { 200: dataOf(childSchema), ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => ({
      data: await childrenService.get(requireAuth(request).userId, request.params.id),
    }),
  );

  app.patch(
    '/:id',
    {
      onRequest: talent,
      schema: {
        tags,
        summary: "Change a child's details (the fields sent); copied to the child's talent profile",
        description:
          `${guardianNote} \`discoverable: true\` lists the child in the studio's talent directory ` +
          '(first name only, photo by a signed link; off until the guardian turns it on, DESIGN §11).',
        security: bearer,
        params: idParams,
        body: childUpdateSchema,
        response: { 200: dataOf(childSchema), ...errorResponses(400, 401, 403, 404, 413, 415) },
      },
    },
    async (request) => ({
      data: await childrenService.update(requireAuth(request).userId, request.params.id, request.body),
    }),
  );

  app.delete(
    '/:id',
    {
      onRequest: talent,
      schema: {
        tags,
        summary: 'Delete a child with its profile, skills, photos, videos (files too) and applications',
        description: guardianNote,
        security: bearer,
        params: idParams,
        response: { 204: z.null().describe('Deleted'), ...errorResponses(401, 403, 404) },
      },
    },
    async (request, reply) => {
      await childrenService.delete(requireAuth(request).userId, request.params.id);
      return reply.code(204).send(null);
    },
  );
};
