import { dataOf } from '@talent/contract/api-envelope';
import {
  talentListDetailSchema,
  talentListNameSchema,
  talentListSchema,
  talentListsSchema,
} from '@talent/contract/talent-lists';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireStaffActor } from '../../plugins/auth';
import { errorResponses } from '../../plugins/errors';
import { bearer, idParams } from '../../plugins/route-parts';
import type { TalentListsService } from './talent-lists.service';

const memberParams = idParams.extend({ profileId: z.string().min(1).max(100) });
const tags = ['studio'];

/** /api/studio/talent-lists (DESIGN §11): a verified client's (or an ADMIN's) own talent lists. */
export const talentListsRoutes: FastifyPluginAsyncZod<{ talentListsService: TalentListsService }> = async (
  app,
  { talentListsService: lists },
) => {
  const staff = [app.authenticate, app.requireStaff];

  app.get(
    '',
    {
      onRequest: staff,
      schema: {
        tags,
        summary: 'The caller’s talent lists, the latest changed first',
        security: bearer,
        response: { 200: talentListsSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => ({ data: await lists.list(requireStaffActor(request)) }),
  );

  app.post(
    '',
    {
      onRequest: staff,
      schema: {
        tags,
        summary: 'Make a talent list with a name',
        security: bearer,
        body: talentListNameSchema,
        response: { 201: dataOf(talentListSchema), ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request, reply) =>
      reply.code(201).send({ data: await lists.create(requireStaffActor(request), request.body.name) }),
  );

  app.get(
    '/:id',
    {
      onRequest: staff,
      schema: {
        tags,
        summary: 'One of the caller’s talent lists, with its talents',
        security: bearer,
        params: idParams,
        response: { 200: dataOf(talentListDetailSchema), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => ({ data: await lists.detail(requireStaffActor(request), request.params.id) }),
  );

  app.patch(
    '/:id',
    {
      onRequest: staff,
      schema: {
        tags,
        summary: 'Rename one of the caller’s talent lists',
        security: bearer,
        params: idParams,
        body: talentListNameSchema,
        response: { 200: dataOf(talentListSchema), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => ({
      data: await lists.rename(requireStaffActor(request), request.params.id, request.body.name),
    }),
  );

  app.delete(
    '/:id',
    {
      onRequest: staff,
      schema: {
        tags,
        summary: 'Delete one of the caller’s talent lists (the talents stay in the directory)',
        security: bearer,
        params: idParams,
        response: { 204: z.null().describe('Deleted'), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      await lists.remove(requireStaffActor(request), request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.put(
    '/:id/members/:profileId',
    {
      onRequest: staff,
      schema: {
        tags,
        summary: 'Put a talent on the list (again changes nothing)',
        security: bearer,
        params: memberParams,
        response: { 200: dataOf(talentListDetailSchema), ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => ({
      data: await lists.addMember(requireStaffActor(request), request.params.id, request.params.profileId),
    }),
  );

  app.delete(
    '/:id/members/:profileId',
    {
      onRequest: staff,
      schema: {
        tags,
        summary: 'Take a talent off the list',
        security: bearer,
        params: memberParams,
        response: { 204: z.null().describe('Removed'), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      await lists.removeMember(requireStaffActor(request), request.params.id, request.params.profileId);
      return reply.code(204).send(null);
    },
  );
};
