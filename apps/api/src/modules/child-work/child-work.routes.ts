import { dataOf } from '@talent/contract/api-envelope';
import { checklistUpdateSchema, childWorkChecklistSchema } from '@talent/contract/child-work-checklist';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../../plugins/auth';
import { fileResponse } from '../../plugins/docs';
import { errorResponses } from '../../plugins/errors';
import { bearer, idParams } from '../../plugins/route-parts';
import type { ChildWorkService } from './child-work.service';

const tags = ['child-work'];
const whose =
  'For the guardian of the child that applied (guardian mode on, else 403 GUARDIAN_MODE_REQUIRED), or for a minor (13–17 on the first working day) on their own application (`ownAccount`), once the application is ACCEPTED (409 before); anyone else, and an adult’s own application, 404.';

/** /api/applications/{id}/checklist: the guardian's paperwork for a child's accepted work (HG 75/2015). */
export const childWorkRoutes: FastifyPluginAsyncZod<{ childWorkService: ChildWorkService }> = async (
  app,
  { childWorkService },
) => {
  const talent = [app.authenticate, app.requireTalent];

  app.get(
    '/:id/checklist',
    {
      onRequest: talent,
      schema: {
        tags,
        summary:
          'The guardian’s checklist on an accepted child application (SPAS notice, companion, contract copy)',
        description: whose,
        security: bearer,
        params: idParams,
        response: { 200: dataOf(childWorkChecklistSchema), ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => ({
      data: await childWorkService.get(requireAuth(request).userId, request.params.id),
    }),
  );

  app.patch(
    '/:id/checklist',
    {
      onRequest: talent,
      schema: {
        tags,
        summary: 'Name the companion, tick or untick checklist items',
        description: `Ticking keeps the first time an item was ticked; unticking clears it. The companion item needs a companion name (400). ${whose}`,
        security: bearer,
        params: idParams,
        body: checklistUpdateSchema,
        response: { 200: dataOf(childWorkChecklistSchema), ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => ({
      data: await childWorkService.update(requireAuth(request).userId, request.params.id, request.body),
    }),
  );

  app.get(
    '/:id/checklist/spas-notice.pdf',
    {
      onRequest: talent,
      schema: {
        tags,
        summary: 'The SPAS information notice (HG 75/2015) as an A4 PDF in Romanian, to print and sign',
        description: `${whose} A cancelled casting has no notice: 409 CHECKLIST_CASTING_CANCELLED.`,
        security: bearer,
        params: idParams,
        response: {
          200: fileResponse('The notice, an attachment', 'application/pdf'),
          ...errorResponses(400, 401, 403, 404, 409),
        },
      },
    },
    async (request, reply) => {
      const notice = await childWorkService.spasNotice(requireAuth(request).userId, request.params.id);
      return (
        reply
          .type('application/pdf')
          .header('content-disposition', `attachment; filename="${notice.fileName}"`)
          .header('cache-control', 'no-store')
          // A buffer goes out as it is, past the route's JSON serializer.
          .send(Buffer.from(notice.body) as unknown as string)
      );
    },
  );
};
