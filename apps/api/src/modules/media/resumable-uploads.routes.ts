import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { requireAuth } from '../../plugins/auth';
import type { ResumableUploads } from './resumable-uploads';

/**
 * /api/uploads: the tus 1.0.0 protocol (creation, PATCH, HEAD, termination of unfinished uploads) for
 * talents' videos. The tus server reads the body itself, so the route hands it the raw request.
 * Not in the OpenAPI document (a protocol of headers, not JSON); resumable-uploads.test.ts covers it.
 */
export const resumableUploadsRoutes: FastifyPluginAsync<{
  uploads: ResumableUploads;
  /** UPLOADS_PER_HOUR: new uploads one user may start in an hour (each may hold VIDEO_MAX_MB of disk). */
  perHour: number;
}> = async (app, { uploads, perHour }) => {
  // The tus server streams PATCH bodies to the store: Fastify must not read them.
  app.addContentTypeParser('application/offset+octet-stream', (_request, _payload, done) => done(null));
  const handler = {
    schema: { hide: true },
    handler: async (request: FastifyRequest, reply: FastifyReply) => {
      reply.hijack();
      await uploads.handle(request.raw, reply.raw, requireAuth(request).userId);
    },
  };
  app.route({
    method: ['POST'],
    url: '/',
    ...handler,
    onRequest: [app.authenticate, app.requireTalent],
    // Counted per user (the limit's hook runs after the route's own, so the caller is known): an
    // upload reserves disk until it finishes or expires.
    config: {
      rateLimit: {
        max: perHour,
        timeWindow: '1 hour',
        keyGenerator: (request: FastifyRequest) => `uploads:${requireAuth(request).userId}`,
      },
    },
  });
  app.route({
    method: ['PATCH', 'HEAD', 'DELETE'],
    url: '/:id',
    ...handler,
    onRequest: [app.authenticate, app.requireTalent],
  });
};
