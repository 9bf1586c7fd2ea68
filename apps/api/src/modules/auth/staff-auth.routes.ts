import { dataOf } from '@talent/contract/api-envelope';
import { authTokensSchema, loginSchema, refreshSchema } from '@talent/contract/auth';
import { staffRegisterSchema } from '@talent/contract/clients';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../plugins/errors';
import type { AuthService } from './auth.service';

const tokensResponse = dataOf(authTokensSchema);

/**
 * Sign-in for casting staff (CLIENT and ADMIN), who the talent portal refuses. The same throttle,
 * sessions and refresh-token rotation as the talent sign-in; sign out with POST /api/auth/logout.
 */
export const staffAuthRoutes: FastifyPluginAsyncZod<{
  authService: AuthService;
  registerMaxPerIp: number;
}> = async (app, { authService, registerMaxPerIp }) => {
  app.post(
    '/register',
    {
      config: { rateLimit: { max: registerMaxPerIp, timeWindow: '15 minutes' } },
      schema: {
        tags: ['staff'],
        summary:
          "Create a casting client's account (UNVERIFIED until an ADMIN verifies the company) and sign in",
        body: staffRegisterSchema,
        response: { 201: tokensResponse, ...errorResponses(400, 409, 413, 415, 429) },
      },
    },
    async (request, reply) => {
      const tokens = await authService.registerClient(request.body);
      return reply.code(201).send({ data: tokens });
    },
  );

  app.post(
    '/login',
    {
      schema: {
        tags: ['staff'],
        summary: 'Sign in as casting staff (CLIENT or ADMIN accounts only; talents get 403)',
        body: loginSchema,
        response: { 200: tokensResponse, ...errorResponses(400, 401, 403, 413, 415, 429) },
      },
    },
    async (request) => ({ data: await authService.login(request.body, request.ip, 'staff') }),
  );

  app.post(
    '/refresh',
    {
      schema: {
        tags: ['staff'],
        summary: 'Exchange a staff refresh token for a new token pair (the old one stops working)',
        body: refreshSchema,
        response: { 200: tokensResponse, ...errorResponses(400, 401, 403, 413, 415) },
      },
    },
    async (request) => ({ data: await authService.refresh(request.body.refreshToken, 'staff') }),
  );
};
