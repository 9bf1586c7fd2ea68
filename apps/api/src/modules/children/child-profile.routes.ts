import { dataOf } from '@talent/contract/api-envelope';
import { childProfileUpdateSchema } from '@talent/contract/children';
import { talentProfileSchema } from '@talent/contract/profile';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth } from '../../plugins/auth';
import { errorResponses } from '../../plugins/errors';
import { bearer } from '../../plugins/route-parts';
import type { ProfilesService } from '../profiles/profiles.service';
import type { ChildrenService } from './children.service';

const childParams = z.object({ childId: z.string() });

export interface ChildProfileRoutesOptions {
  childrenService: ChildrenService;
  profilesService: ProfilesService;
}

/**
 * GET and POST /profiles/children/{childId} (spec §7): the child's talent profile, resolved by the
 * children service (guardian mode on, own child), read and changed by the profiles service.
 */
export const childProfileRoutes: FastifyPluginAsyncZod<ChildProfileRoutesOptions> = async (
  app,
  { childrenService, profilesService },
) => {
  const talent = [app.authenticate, app.requireTalent];
  app.addHook('preValidation', async (request) => {
    await childrenService.assertGuardianMode(requireAuth(request).userId);
  });

  app.get(
    '/:childId',
    {
      onRequest: talent,
      schema: {
        tags: ['profiles'],
        summary: "A child's talent profile with its skill lists and completion score",
        description:
          'Needs guardian mode on (403 GUARDIAN_MODE_REQUIRED); not own child: 404 CHILD_NOT_FOUND.',
        security: bearer,
        params: childParams,
        response: { 200: dataOf(talentProfileSchema), ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      const row = await childrenService.childProfile(requireAuth(request).userId, request.params.childId);
      return { data: await profilesService.getProfile(row) };
    },
  );

  app.post(
    '/:childId',
    {
      onRequest: talent,
      schema: {
        tags: ['profiles'],
        summary: "Partial update of a child's talent profile (spec §6 restrictions refused with 400)",
        description:
          'As POST /profiles, but currentOccupation, phone2 and actingUniversity do not exist for a ' +
          'child, ARTISTIC_NUDE is refused, and names, gender and date of birth change only through ' +
          'PATCH /children/{id}. Needs guardian mode on; not own child: 404 CHILD_NOT_FOUND.',
        security: bearer,
        params: childParams,
        body: childProfileUpdateSchema,
        response: { 200: dataOf(talentProfileSchema), ...errorResponses(400, 401, 403, 404, 413, 415) },
      },
    },
    async (request) => {
      const row = await childrenService.childProfile(requireAuth(request).userId, request.params.childId);
      return { data: await profilesService.updateChildProfile(row, request.body) };
    },
  );
};
