import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { fileResponse } from '../../plugins/docs';
import { errorResponses } from '../../plugins/errors';
import type { PrivateMediaService } from './private-media.service';

export interface PrivateMediaRoutesOptions {
  privateMediaService: PrivateMediaService;
}

/**
 * GET /api/media/private/:key: a minor's photo or video through its signed URL (DESIGN §10, local
 * storage). The link is the credential, as an <img> or <video> sends no Authorization header; checking
 * it, reading the file and logging the read are PrivateMediaService's. Tampered or expired links are
 * 403; Range requests are answered, so videos play and seek.
 */
export const privateMediaRoutes: FastifyPluginAsyncZod<PrivateMediaRoutesOptions> = async (
  app,
  { privateMediaService },
) => {
  app.get(
    '/:key',
    {
      schema: {
        tags: ['media'],
        summary: "A minor's photo or video through a signed, expiring URL (from the API's DTOs)",
        description:
          "The URL comes whole from the API (own or child profile media, a studio applicant, a presentation's talent): `p`, `exp`, `viewer` and `sig` are signed together. 403 when tampered with or expired. Whoever holds the URL may read the file until it expires: the access log records the viewer named in it (not checked) and who fetched it (address and User-Agent). A presentation's link (`viewer` is `pv:<viewer id>`) expires no later than the presentation and is refused (403 MEDIA_LINK_EXPIRED) as soon as the presentation is revoked or its expiry has passed.",
        params: z.object({ key: z.string().max(300) }),
        querystring: z.object({
          p: z.string().max(100).optional(),
          exp: z.string().max(20).optional(),
          viewer: z.string().max(100).optional(),
          sig: z.string().max(200).optional(),
        }),
        response: {
          200: fileResponse('The file (image/webp, image/jpeg, video/mp4…)', 'image/*', 'video/*'),
          206: fileResponse('The requested byte range of the file', 'image/*', 'video/*'),
          ...errorResponses(403, 404, 416),
        },
      },
    },
    async (request, reply) => {
      const answer = await privateMediaService.open(request.params.key, request.query, {
        method: request.method,
        range: request.headers.range,
        // request.ip follows TRUST_PROXY: the client's address behind a trusted proxy.
        fetcher: { ip: request.ip, userAgent: request.headers['user-agent'] },
        log: request.log,
      });
      if (answer.kind === 'unsatisfiable') {
        return reply
          .code(416)
          .header('content-range', `bytes */${answer.size}`)
          .send({ statusCode: 416, code: 'RANGE_NOT_SATISFIABLE', message: 'Range not satisfiable' });
      }
      reply
        .type(answer.contentType)
        .header('cache-control', `private, max-age=${answer.maxAge}`)
        .header('x-content-type-options', 'nosniff')
        .header('accept-ranges', 'bytes')
        .header('referrer-policy', 'no-referrer');
      const { range } = answer;
      if (!range) return reply.header('content-length', answer.size).send(answer.stream);
      return reply
        .code(206)
        .header('content-range', `bytes ${range.start}-${range.end}/${answer.size}`)
        .header('content-length', range.end - range.start + 1)
        .send(answer.stream);
    },
  );
};
