import { dataOf } from '@talent/contract/api-envelope';
import { discoverableUpdateSchema } from '@talent/contract/directory';
import { profileUpdateSchema, talentProfileSchema } from '@talent/contract/profile';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../../plugins/auth';
import { errorResponses } from '../../plugins/errors';
import { bearer } from '../../plugins/route-parts';
import type { ProfilesService } from './profiles.service';

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
        summary: "The signed-in talent's own profile with its skill lists and completion score",
        security: bearer,
        response: { 200: dataOf(talentProfileSchema), ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => ({ data: await profilesService.getOwnProfile(requireAuth(request).userId) }),
  );

  app.post(
    '',
    {
      onRequest: [app.authenticate, app.requireTalent],
      schema: {
        tags: ['profiles'],
        summary: "Partial update of the signed-in talent's own profile (unknown fields are refused)",
        description:
          'Only the fields sent change; null or a blank text clears an optional field. For MALE ' +
          '(the gender after the update) bust, waist and hips are dropped and cleared. ' +
          '`onboardingCompleted: true` records that the onboarding wizard was finished ' +
          '(`onboardingCompletedAt`). `profilePhotoUrl` is refused: it is chosen among the photos.',
        security: bearer,
        body: profileUpdateSchema,
        response: { 200: dataOf(talentProfileSchema), ...errorResponses(400, 401, 403, 404, 413, 415) },
      },
    },
    async (request) => ({
      data: await profilesService.updateOwnProfile(requireAuth(request).userId, request.body),
    }),
  );

  app.patch(
    '/me',
    {
      onRequest: [app.authenticate, app.requireTalent],
      schema: {
        tags: ['profiles'],
        summary: "Whether the talent's own profile is in the studio's talent directory",
        description:
          'Verified casting clients can find a listed profile, without its phone or e-mail (DESIGN §11). ' +
          'An adult is listed until they turn it off; an account under 18 is never listed.',
        security: bearer,
        body: discoverableUpdateSchema,
        response: { 200: dataOf(talentProfileSchema), ...errorResponses(400, 401, 403, 404, 413, 415) },
      },
    },
    async (request) => ({
      data: await profilesService.setOwnDiscoverable(requireAuth(request).userId, request.body.discoverable),
    }),
  );
};
