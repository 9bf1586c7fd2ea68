import { dataOf } from '@talent/contract/api-envelope';
import { userSchema } from '@talent/contract/auth';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../../plugins/auth';
import { errorResponses } from '../../plugins/errors';
import { bearer } from '../../plugins/route-parts';
import type { GuardianService } from './guardian.service';

const userResponse = dataOf(userSchema);

/** POST /users/guardian-mode/enable and /disable (spec §7): both answer the updated user. */
export const guardianRoutes: FastifyPluginAsyncZod<{ guardianService: GuardianService }> = async (
  app,
  { guardianService },
) => {
  const talent = [app.authenticate, app.requireTalent];

  app.post(
    '/enable',
    {
      onRequest: talent,
      schema: {
        tags: ['guardian'],
        summary:
          'Turn guardian mode on (403 GUARDIAN_ADULT_REQUIRED unless 18 or older by the stored birth date)',
        security: bearer,
        response: { 200: userResponse, ...errorResponses(401, 403) },
      },
    },
    async (request) => ({ data: await guardianService.enable(requireAuth(request).userId) }),
  );

  app.post(
    '/disable',
    {
      onRequest: talent,
      schema: {
        tags: ['guardian'],
        summary: 'Turn guardian mode off; the children and their data are kept for when it is on again',
        security: bearer,
        response: { 200: userResponse, ...errorResponses(401, 403) },
      },
    },
    async (request) => ({ data: await guardianService.disable(requireAuth(request).userId) }),
  );
};
