import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { requireAuth } from '../../plugins/auth';
import type { ResumableUploads } from './resumable-uploads';

/**
 * /api/uploads: the tus 1.0.0 protocol (creation, PATCH, HEAD, termination of unfinished uploads) for
 * talents' videos. The tus server reads the body itself, so the route hands it the raw request.
 * Not in the OpenAPI document (a protocol of headers, not JSON); resumable-uploads.test.ts covers it.
 */
export const resumableUploadsRoutes: FastifyPluginAsync<{ uploads: ResumableUploads }> = async (
  app,
  { uploads },
) => {
  // The tus server streams PATCH bodies to the store: Fastify must not read them.
  app.addContentTypeParser('application/offset+octet-stream', (_request, _payload, done) => done(null));
  const handler = {
    onRequest: [app.authenticate, app.requireTalent],
    schema: { hide: true },
    handler: async (request: FastifyRequest, reply: FastifyReply) => {
      reply.hijack();
      await uploads.handle(request.raw, reply.raw, requireAuth(request).userId);
    },
  };
  app.route({ method: ['POST'], url: '/', ...handler });
  app.route({ method: ['PATCH', 'HEAD', 'DELETE'], url: '/:id', ...handler });
};
