import { dataOf, healthSchema } from '@talent/contract/api-envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../plugins/errors';
import type { HealthService } from './health.service';

export const healthRoutes: FastifyPluginAsyncZod<{ healthService: HealthService }> = async (
  app,
  { healthService },
) => {
  // '' rather than '/': the route is /api/health exactly, without a trailing slash.
  app.get(
    '',
    {
      schema: {
        tags: ['health'],
        summary: 'Liveness and database reachability',
        response: { 200: dataOf(healthSchema), ...errorResponses(503) },
      },
    },
    async () => ({ data: await healthService.check() }),
  );
};
