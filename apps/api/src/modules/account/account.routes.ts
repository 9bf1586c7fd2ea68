import {
  changePasswordSchema,
  deleteAccountSchema,
  forgotPasswordResponseSchema,
  forgotPasswordSchema,
  resetPasswordSchema,
} from '@talent/contract/account';
import { ACCOUNT_MESSAGES } from '@talent/contract/account-messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth } from '../../plugins/auth';
import { errorResponses } from '../../plugins/errors';
import { bearer } from '../../plugins/route-parts';
import type { AccountService } from './account.service';

export interface AccountRoutesOptions {
  accountService: AccountService;
}

/** The account lifecycle beside /api/auth's sign-in routes (DESIGN §4). */
export const accountRoutes: FastifyPluginAsyncZod<AccountRoutesOptions> = async (app, { accountService }) => {
  app.post(
    '/change-password',
    {
      onRequest: [app.authenticate, app.requireTalent],
      schema: {
        tags: ['auth'],
        summary: 'Change the password; every other session of the user ends, this one keeps working',
        security: bearer,
        body: changePasswordSchema,
        response: {
          204: z.null().describe('Password changed'),
          ...errorResponses(400, 401, 403, 413, 415, 429),
        },
      },
    },
    async (request, reply) => {
      await accountService.changePassword(requireAuth(request), request.body, request.ip);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/forgot-password',
    {
      schema: {
        tags: ['auth'],
        summary: 'E-mail a password reset link (same 202 answer whether or not the account exists)',
        body: forgotPasswordSchema,
        response: { 202: forgotPasswordResponseSchema, ...errorResponses(400, 413, 415, 429) },
      },
    },
    async (request, reply) => {
      await accountService.requestPasswordReset(request.body.email, request.ip);
      return reply.code(202).send({ data: { message: ACCOUNT_MESSAGES.resetLinkSent } });
    },
  );

  app.post(
    '/reset-password',
    {
      schema: {
        tags: ['auth'],
        summary: "Set a new password with an e-mailed link's token; every session of the user ends",
        body: resetPasswordSchema,
        response: {
          204: z.null().describe('Password set; sign in with it'),
          ...errorResponses(400, 413, 415),
        },
      },
    },
    async (request, reply) => {
      await accountService.resetPassword(request.body.token, request.body.password);
      return reply.code(204).send(null);
    },
  );

  app.delete(
    '/me',
    {
      onRequest: [app.authenticate, app.requireTalent],
      schema: {
        tags: ['auth'],
        summary: 'Delete the account and everything of it (profile, children, media, applications)',
        security: bearer,
        body: deleteAccountSchema,
        response: {
          204: z.null().describe('Account deleted'),
          ...errorResponses(400, 401, 403, 413, 415, 429),
        },
      },
    },
    async (request, reply) => {
      await accountService.deleteAccount(requireAuth(request), request.body.password, request.ip);
      return reply.code(204).send(null);
    },
  );
};
