import { dataOf } from '@talent/contract/api-envelope';
import {
  directoryProfileSchema,
  profileViewsSchema,
  talentPageSchema,
  talentSearchQuerySchema,
} from '@talent/contract/directory';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth, requireStaffActor } from '../../plugins/auth';
import { errorResponses } from '../../plugins/errors';
import { bearer } from '../../plugins/route-parts';
import type { DirectoryService } from './directory.service';

const profileParams = z.object({ profileId: z.string().min(1).max(100) });
const verifiedOnly = 'ADMIN and VERIFIED clients only: a talent or an unverified client gets 403.';

/** /api/studio/talents: the talent directory (DESIGN §11). */
export const directoryRoutes: FastifyPluginAsyncZod<{ directoryService: DirectoryService }> = async (
  app,
  { directoryService },
) => {
  const staff = [app.authenticate, app.requireStaff];

  app.get(
    '/talents',
    {
      onRequest: staff,
      schema: {
        tags: ['studio'],
        summary: 'Search the talent directory: filters, a name or skill search, sorted and paged',
        description:
          `${verifiedOnly} Lists the adults who did not turn it off and the children whose guardian ` +
          'turned it on (first name only, photo by a signed URL); never a contact detail. A value ' +
          'outside a list, or a parameter the directory does not know, is a 400 naming it; a page past ' +
          'the end is empty, with the totals. Relevance weighs a name match, a photo and a video, never payment.',
        security: bearer,
        querystring: talentSearchQuerySchema,
        response: { 200: talentPageSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => directoryService.search(requireStaffActor(request), request.query),
  );

  app.get(
    '/talents/:profileId',
    {
      onRequest: staff,
      schema: {
        tags: ['studio'],
        summary: "A talent's profile in the directory, without phone, e-mail or social links",
        description: `${verifiedOnly} Not in the directory: 404. A client's opening is recorded; the talent sees it.`,
        security: bearer,
        params: profileParams,
        response: { 200: dataOf(directoryProfileSchema), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => ({
      data: await directoryService.profile(requireStaffActor(request), request.params.profileId),
    }),
  );
};

/** /api/profiles/me/views: who of the studio looked at the talent's own profile. */
export const profileViewsRoutes: FastifyPluginAsyncZod<{ directoryService: DirectoryService }> = async (
  app,
  { directoryService },
) => {
  app.get(
    '/views',
    {
      onRequest: [app.authenticate, app.requireTalent],
      schema: {
        tags: ['profiles'],
        summary:
          "Views of the talent's own profile by casting directors, per week, and the companies that looked",
        security: bearer,
        response: { 200: dataOf(profileViewsSchema), ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => ({ data: await directoryService.ownViews(requireAuth(request).userId) }),
  );
};
