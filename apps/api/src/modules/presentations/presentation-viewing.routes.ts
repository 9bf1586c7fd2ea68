import {
  PRESENTATION_VOTES,
  presentationPlaySchema,
  presentationUnlockedSchema,
  presentationUnlockSchema,
  presentationVoteSchema,
  publicPresentationSchema,
  VIEWER_TOKEN_HEADER,
} from '@talent/contract/presentations';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../plugins/errors';
import type { PresentationViewingService } from './presentation-viewing.service';

const tokenParams = z.object({ token: z.string().min(1).max(100) });
const viewerHeaders = z.object({ [VIEWER_TOKEN_HEADER]: z.string().max(100).optional() });
const viewerSecurity = [{ viewerToken: [] }];
/** Names given (viewers made) from one address in 15 minutes: a room of people, not a script. */
const UNLOCKS_PER_ADDRESS = 60;

/**
 * /api/p/{token}: a presentation at its link, for people without an account (DESIGN §13). Nothing here
 * may leak the link: no Referer leaves with it, and no search engine keeps it.
 */
export const presentationViewingRoutes: FastifyPluginAsyncZod<{
  viewingService: PresentationViewingService;
}> = async (app, { viewingService: viewing }) => {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('referrer-policy', 'no-referrer');
    reply.header('x-robots-tag', 'noindex, nofollow');
    reply.header('cache-control', 'no-store');
  });

  app.get(
    '/:token',
    {
      schema: {
        tags: ['presentations'],
        summary: 'The talents presented, for a viewer who gave a name (and the password)',
        security: viewerSecurity,
        params: tokenParams,
        headers: viewerHeaders,
        response: { 200: publicPresentationSchema, ...errorResponses(400, 401, 404, 410) },
      },
    },
    async (request) => ({
      data: await viewing.open(request.params.token, request.headers[VIEWER_TOKEN_HEADER]),
    }),
  );

  app.post(
    '/:token/unlock',
    {
      // Each call makes a viewer row: an address that keeps making them is slowed down.
      config: { rateLimit: { max: UNLOCKS_PER_ADDRESS, timeWindow: '15 minutes' } },
      schema: {
        tags: ['presentations'],
        summary: "The viewer's name (and the link's password): a viewer token for the calls that follow",
        params: tokenParams,
        body: presentationUnlockSchema,
        response: { 200: presentationUnlockedSchema, ...errorResponses(400, 401, 404, 410, 429) },
      },
    },
    async (request) => ({ data: await viewing.unlock(request.params.token, request.body) }),
  );

  app.put(
    '/:token/votes/:applicationId',
    {
      schema: {
        tags: ['presentations'],
        summary: `This viewer's vote on one talent (${PRESENTATION_VOTES.join(', ')}) and comment`,
        security: viewerSecurity,
        params: tokenParams.extend({ applicationId: z.string().min(1).max(100) }),
        headers: viewerHeaders,
        body: presentationVoteSchema,
        response: {
          200: z.object({
            data: z.object({
              vote: z.enum(PRESENTATION_VOTES),
              comment: z.string().nullable(),
              votedAt: z.string().meta({ format: 'date-time' }),
            }),
          }),
          ...errorResponses(400, 401, 404, 410),
        },
      },
    },
    async (request) => ({
      data: await viewing.vote(
        request.params.token,
        request.headers[VIEWER_TOKEN_HEADER],
        request.params.applicationId,
        request.body,
      ),
    }),
  );

  app.post(
    '/:token/plays',
    {
      schema: {
        tags: ['presentations'],
        summary: 'Seconds of a video this viewer watched since the last report',
        security: viewerSecurity,
        params: tokenParams,
        headers: viewerHeaders,
        body: presentationPlaySchema,
        response: { 204: z.null(), ...errorResponses(400, 401, 404, 410) },
      },
    },
    async (request, reply) => {
      await viewing.play(request.params.token, request.headers[VIEWER_TOKEN_HEADER], request.body);
      return reply.code(204).send(null);
    },
  );
};
