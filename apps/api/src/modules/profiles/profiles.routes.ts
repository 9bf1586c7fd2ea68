import { dataOf } from '@talent/contract/api-envelope';
import { talentProfileSchema } from '@talent/contract/profile';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../../plugins/auth';
import { errorResponses } from '../../plugins/errors';
import type { ProfilesService } from './profiles.service';

const bearer = [{ bearerAuth: [] }];

export const profilesRoutes: FastifyPluginAsyncZod<{ profilesService: ProfilesService }> = async (
  app,
  { profilesService },
) => {
  app.get(
    '/me',
    {
      onRequest: [app.authenticate, app.requireTalent],
      schema: {
        tags: ['profiles'],
        summary: "The signed-in talent's own profile (what the dashboard's completeness check reads)",
        security: bearer,
        response: { 200: dataOf(talentProfileSchema), ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => ({ data: await profilesService.getOwnProfile(requireAuth(request).userId) }),
  );
};
