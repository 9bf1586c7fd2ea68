import { dataOf } from '@talent/contract/api-envelope';
import {
  applicantDetailSchema,
  applicantListQuerySchema,
  applicantNoteSchema,
  applicantPageSchema,
  bulkStatusResultSchema,
  bulkStatusSchema,
} from '@talent/contract/studio';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireStaffActor } from '../../plugins/auth';
import { fileResponse } from '../../plugins/docs';
import { errorResponses } from '../../plugins/errors';
import { preferredLanguage } from '../../plugins/preferred-language';
import { bearer, idParams } from '../../plugins/route-parts';
import type { ApplicantsService } from './applicants.service';

const csvQuery = applicantListQuerySchema.and(z.object({ lang: z.enum(['ro', 'en']).default('ro') }));

/** /api/studio: a casting's applicants, reviewed by its CLIENT or any ADMIN (DESIGN §7). */
export const studioApplicationsRoutes: FastifyPluginAsyncZod<{
  applicantsService: ApplicantsService;
}> = async (app, { applicantsService }) => {
  const staff = [app.authenticate, app.requireStaff];

  app.get(
    '/castings/:id/applications',
    {
      onRequest: staff,
      schema: {
        tags: ['studio'],
        summary: "A casting's applicants, filtered, sorted and paged, with its counts per status",
        security: bearer,
        params: idParams,
        querystring: applicantListQuerySchema,
        response: { 200: applicantPageSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => applicantsService.list(requireStaffActor(request), request.params.id, request.query),
  );

  app.get(
    '/castings/:id/applications.csv',
    {
      onRequest: staff,
      schema: {
        tags: ['studio'],
        summary: 'The filtered applicants as CSV for Excel (UTF-8 with BOM; ";" for ro, "," for en)',
        security: bearer,
        params: idParams,
        querystring: csvQuery,
        response: {
          200: fileResponse('The applicants, an attachment', 'text/csv'),
          ...errorResponses(400, 401, 403, 404),
        },
      },
    },
    async (request, reply) => {
      const { lang, ...query } = request.query;
      const csv = await applicantsService.csv(requireStaffActor(request), request.params.id, query, lang);
      return (
        reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="${csv.fileName}"`)
          .header('cache-control', 'no-store')
          // A buffer goes out as it is, past the route's JSON serializer.
          .send(Buffer.from(csv.body, 'utf8') as unknown as string)
      );
    },
  );

  app.get(
    '/applications/:id',
    {
      onRequest: staff,
      schema: {
        tags: ['studio'],
        summary: 'One applicant whole; opening a PENDING application moves it to REVIEWED',
        security: bearer,
        params: idParams,
        response: { 200: dataOf(applicantDetailSchema), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => ({
      data: await applicantsService.detail(requireStaffActor(request), request.params.id),
    }),
  );

  app.post(
    '/applications/bulk-status',
    {
      onRequest: staff,
      schema: {
        tags: ['studio'],
        summary: 'Move several applications at once; each one that cannot move is reported with why',
        security: bearer,
        body: bulkStatusSchema,
        // 404 when any id is not one the caller may move (then nothing moves).
        response: { 200: dataOf(bulkStatusResultSchema), ...errorResponses(400, 401, 403, 404, 413, 415) },
      },
    },
    async (request) => ({
      data: await applicantsService.bulkStatus(
        requireStaffActor(request),
        request.body,
        preferredLanguage(request.headers['accept-language']),
      ),
    }),
  );

  app.put(
    '/applications/:id/note',
    {
      onRequest: staff,
      schema: {
        tags: ['studio'],
        summary: "The casting team's private note on an applicant (empty text removes it)",
        security: bearer,
        params: idParams,
        body: applicantNoteSchema,
        response: {
          200: dataOf(z.object({ note: z.string().nullable() })),
          ...errorResponses(400, 401, 403, 404, 413, 415),
        },
      },
    },
    async (request) => ({
      data: await applicantsService.setNote(requireStaffActor(request), request.params.id, request.body.text),
    }),
  );
};
