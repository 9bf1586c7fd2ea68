import { dataOf } from '@talent/contract/api-envelope';
import {
  authTokensSchema,
  loginSchema,
  logoutSchema,
  refreshSchema,
  registerSchema,
  updateMeSchema,
  userSchema,
} from '@talent/contract/auth';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth } from '../../plugins/auth';
import { errorResponses } from '../../plugins/errors';
import { bearer } from '../../plugins/route-parts';
import type { AuthService } from './auth.service';

export interface AuthRoutesOptions {
  authService: AuthService;
  registerMaxPerIp: number;
}

const tokensResponse = dataOf(authTokensSchema);
const userResponse = dataOf(userSchema);

export const authRoutes: FastifyPluginAsyncZod<AuthRoutesOptions> = async (
  app,
  { authService, registerMaxPerIp },
) => {
  app.post(
    '/register',
    {
      config: { rateLimit: { max: registerMaxPerIp, timeWindow: '15 minutes' } },
      schema: {
        tags: ['auth'],
        summary: 'Create a talent account and sign in',
        body: registerSchema,
        response: { 201: tokensResponse, ...errorResponses(400, 409, 413, 415, 429) },
      },
    },
    async (request, reply) => {
      const tokens = await authService.register(request.body);
      return reply.code(201).send({ data: tokens });
    },
  );

  app.post(
    '/login',
    {
      schema: {
        tags: ['auth'],
        summary: 'Sign in with e-mail and password (talents only)',
        body: loginSchema,
        response: { 200: tokensResponse, ...errorResponses(400, 401, 403, 413, 415, 429) },
      },
    },
    async (request) => ({ data: await authService.login(request.body, request.ip) }),
  );

  app.post(
    '/refresh',
    {
      schema: {
        tags: ['auth'],
        summary: 'Exchange a refresh token for a new token pair (the old one stops working)',
        body: refreshSchema,
        response: { 200: tokensResponse, ...errorResponses(400, 401, 403, 413, 415) },
      },
    },
    async (request) => ({ data: await authService.refresh(request.body.refreshToken) }),
  );

  app.post(
    '/logout',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['auth'],
        summary: 'End the current session',
        security: bearer,
        // Fastify passes null when no body was sent at all.
        body: logoutSchema.nullish(),
        response: { 204: z.null().describe('Signed out'), ...errorResponses(400, 401, 413, 415) },
      },
    },
    async (request, reply) => {
      await authService.logout(requireAuth(request), request.body?.refreshToken);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/me',
    {
      onRequest: [app.authenticate, app.requireTalent],
      schema: {
        tags: ['auth'],
        summary: 'The signed-in user',
        security: bearer,
        response: { 200: userResponse, ...errorResponses(401, 403) },
      },
    },
    async (request) => ({ data: await authService.getUser(requireAuth(request).userId) }),
  );

  app.patch(
    '/me',
    {
      onRequest: [app.authenticate, app.requireTalent],
      schema: {
        tags: ['auth'],
        summary: 'Change the signed-in user (unknown fields are refused; e-mail must be free: 409)',
        security: bearer,
        body: updateMeSchema,
        response: { 200: userResponse, ...errorResponses(400, 401, 403, 409, 413, 415) },
      },
    },
    async (request) => ({ data: await authService.updateMe(requireAuth(request).userId, request.body) }),
  );
};
