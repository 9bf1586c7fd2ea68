import { dataOf } from '@talent/contract/api-envelope';
import {
  applicationCreateSchema,
  applicationSchema,
  applicationStatsSchema,
  applicationStatusChangeSchema,
} from '@talent/contract/applications';
import { pageOf, paginationQuerySchema } from '@talent/contract/pagination';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth, requireStaffActor } from '../../plugins/auth';
import { errorResponses } from '../../plugins/errors';
import { preferredLanguage } from '../../plugins/preferred-language';
import { bearer, idParams } from '../../plugins/route-parts';
import type { ApplicationsService } from './applications.service';

const applicationResponse = dataOf(applicationSchema);

export const applicationsRoutes: FastifyPluginAsyncZod<{ applicationsService: ApplicationsService }> = async (
  app,
  { applicationsService },
) => {
  const talent = [app.authenticate, app.requireTalent];

  app.get(
    '',
    {
      onRequest: talent,
      schema: {
        tags: ['applications'],
        summary: "The caller's applications (all their talent profiles), newest first",
        description:
          "Children's applications are included, with `childId` and the child's name as `talentName`, " +
          "also while guardian mode is off: they are the guardian's records.",
        security: bearer,
        querystring: paginationQuerySchema,
        response: { 200: pageOf(applicationSchema), ...errorResponses(400, 401, 403) },
      },
    },
    async (request) =>
      applicationsService.listOwn(requireAuth(request).userId, request.query.page, request.query.pageSize),
  );

  app.get(
    '/my-stats',
    {
      onRequest: talent,
      schema: {
        tags: ['applications'],
        summary:
          'Dashboard counts: active (pending, reviewed, shortlisted) and accepted applications, open castings',
        security: bearer,
        response: { 200: dataOf(applicationStatsSchema), ...errorResponses(401, 403) },
      },
    },
    async (request) => ({ data: await applicationsService.stats(requireAuth(request).userId) }),
  );

  app.get(
    '/:id',
    {
      onRequest: talent,
      schema: {
        tags: ['applications'],
        summary: "One of the caller's applications with its casting and status history",
        security: bearer,
        params: idParams,
        response: { 200: applicationResponse, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => ({
      data: await applicationsService.getOwn(requireAuth(request).userId, request.params.id),
    }),
  );

  app.post(
    '',
    {
      onRequest: talent,
      schema: {
        tags: ['applications'],
        summary: 'Apply to a published casting as one of your talent profiles',
        description:
          '`talentProfileId` is your own profile or (guardian mode on, else 403 GUARDIAN_MODE_REQUIRED) ' +
          "one of your children's; any other profile is 404. One application per profile and casting (409). " +
          "For a child, the casting must have declared hours for children that the child's age band allows " +
          '(HG 75/2015): else 422 MINOR_SCHEDULE_MISSING or MINOR_SCHEDULE_NOT_ALLOWED, the rule in words, ' +
          'in Romanian when Accept-Language prefers ro.',
        security: bearer,
        body: applicationCreateSchema,
        response: { 201: applicationResponse, ...errorResponses(400, 401, 403, 404, 409, 413, 415, 422) },
      },
    },
    async (request, reply) => {
      const application = await applicationsService.apply(
        requireAuth(request).userId,
        request.body,
        preferredLanguage(request.headers['accept-language']),
      );
      return reply.code(201).send({ data: application });
    },
  );

  app.patch(
    '/:id/status',
    {
      onRequest: [app.authenticate, app.requireStaff],
      schema: {
        tags: ['staff'],
        summary: "Move an application's status (the casting's CLIENT or any ADMIN), recorded in its history",
        security: bearer,
        params: idParams,
        body: applicationStatusChangeSchema,
        response: { 200: applicationResponse, ...errorResponses(400, 401, 403, 404, 409, 413, 415, 422) },
      },
    },
    async (request) => {
      const { application } = await applicationsService.changeStatus(
        requireStaffActor(request),
        request.params.id,
        request.body.status,
        request.body.message,
        preferredLanguage(request.headers['accept-language']),
      );
      return { data: application };
    },
  );
};
