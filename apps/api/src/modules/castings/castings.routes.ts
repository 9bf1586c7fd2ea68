import { dataOf } from '@talent/contract/api-envelope';
import {
  castingCreateSchema,
  castingListQuerySchema,
  castingSchema,
  castingSearchQuerySchema,
  castingUpdateSchema,
} from '@talent/contract/castings';
import { pageOf } from '@talent/contract/pagination';

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth, requireStaffActor } from '../../plugins/auth';
import { sendTagged } from '../../plugins/conditional-get';
import { errorResponses } from '../../plugins/errors';
import { preferredLanguage } from '../../plugins/preferred-language';
import { bearer, idParams } from '../../plugins/route-parts';
import type { CastingsService } from './castings.service';

const slugParams = z.object({ slug: z.string().min(1).max(200) });
const castingResponse = dataOf(castingSchema);
const castingPage = pageOf(castingSchema);

export const castingsRoutes: FastifyPluginAsyncZod<{ castingsService: CastingsService }> = async (
  app,
  { castingsService },
) => {
  const talent = [app.authenticate, app.requireTalent];
  const staff = [app.authenticate, app.requireStaff];

  // A page of published castings, listed or searched: both answer an ETag and 304 while unchanged.
  const castingPages = <Q extends typeof castingListQuerySchema | typeof castingSearchQuerySchema>(
    summary: string,
    description: string,
    querystring: Q,
  ) => ({
    onRequest: talent,
    schema: {
      tags: ['castings'],
      summary,
      description,
      security: bearer,
      querystring,
      response: { 200: castingPage, ...errorResponses(400, 401, 403) },
    },
  });

  app.get(
    '',
    castingPages(
      'Published castings, newest first, with filters and pages',
      '`excludeUserId` takes only your own id and leaves out the castings you applied to. ' +
        'A page past the end answers an empty list with the real totals. ' +
        'The answer has an `ETag`; sent back in `If-None-Match`, it is answered 304 without a body while the page and your applications on it are unchanged.',
      castingListQuerySchema,
    ),
    async (request, reply) =>
      sendTagged(request, reply, await castingsService.list(requireAuth(request).userId, request.query)),
  );

  app.get(
    '/search',
    castingPages(
      'Full-text search of published castings (accent-insensitive, word prefixes)',
      'Every word must match the start of a word; newest first. ' +
        'The answer has an `ETag`; sent back in `If-None-Match`, it is answered 304 without a body while the results and your applications on them are unchanged.',
      castingSearchQuerySchema,
    ),
    async (request, reply) =>
      sendTagged(request, reply, await castingsService.search(requireAuth(request).userId, request.query)),
  );

  // One casting by its slug or by its id: the same answer either way.
  const oneCasting = (url: string, key: string, params: typeof slugParams | typeof idParams) =>
    app.get(
      url,
      {
        onRequest: talent,
        schema: {
          tags: ['castings'],
          summary: `One casting by ${key} (drafts are 404)`,
          security: bearer,
          params,
          response: { 200: castingResponse, ...errorResponses(400, 401, 403, 404) },
        },
      },
      async (request) => ({
        data: await castingsService.getForTalent(requireAuth(request).userId, request.params),
      }),
    );
  oneCasting('/slug/:slug', 'its slug', slugParams);
  oneCasting('/:id', 'id', idParams);

  app.post(
    '',
    {
      onRequest: staff,
      schema: {
        tags: ['staff'],
        summary: 'Create a casting owned by the caller (CLIENT or ADMIN)',
        security: bearer,
        body: castingCreateSchema,
        response: { 201: castingResponse, ...errorResponses(400, 401, 403, 413, 415) },
      },
    },
    async (request, reply) => {
      const casting = await castingsService.create(requireStaffActor(request), request.body);
      return reply.code(201).send({ data: casting });
    },
  );

  app.patch(
    '/:id',
    {
      onRequest: staff,
      schema: {
        tags: ['staff'],
        summary: 'Change a casting (a CLIENT their own, an ADMIN any); status moves follow the transitions',
        security: bearer,
        params: idParams,
        body: castingUpdateSchema,
        response: { 200: castingResponse, ...errorResponses(400, 401, 403, 404, 409, 413, 415, 422) },
      },
    },
    async (request) => ({
      data: await castingsService.update(
        requireStaffActor(request),
        request.params.id,
        request.body,
        preferredLanguage(request.headers['accept-language']),
      ),
    }),
  );
};
