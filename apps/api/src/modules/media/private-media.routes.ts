import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError } from '../../http-error';
import { errorResponses } from '../../plugins/errors';
import { LocalDiskStorage } from './local-disk-storage';
import type { MediaRepository } from './media.repository';
import type { MediaSigner } from './media-signer';
import { contentTypeOf, type Storage } from './storage';

export interface PrivateMediaRoutesOptions {
  /** The children's storage; only a local one is served here (S3 links go to the bucket). */
  storage: Storage;
  signer: MediaSigner;
  repository: Pick<MediaRepository, 'logChildAccess'>;
}

export const MEDIA_LINK_MESSAGES = {
  invalid: 'This media link is not valid.',
  expired: 'This media link has expired. Reload the page to get a new one.',
  notFound: 'This file does not exist (any more).',
} as const;

const KEY = /^[A-Za-z0-9][A-Za-z0-9._-]{0,200}$/;
const notFound = () => new HttpError(404, 'NOT_FOUND', MEDIA_LINK_MESSAGES.notFound);

/** One `bytes=start-end` range of a file of `size` bytes; undefined for none or several (whole file). */
function rangeOf(
  header: string | undefined,
  size: number,
): { start: number; end: number } | 'bad' | undefined {
  const match = header ? /^bytes=(\d*)-(\d*)$/.exec(header.trim()) : null;
  if (!match) return undefined;
  const [, from = '', to = ''] = match;
  if (from === '' && to === '') return 'bad';
  const start = from === '' ? Math.max(0, size - Number(to)) : Number(from);
  const end = from === '' || to === '' ? size - 1 : Math.min(Number(to), size - 1);
  return start > end || start >= size ? 'bad' : { start, end };
}

/**
 * GET /api/media/private/:key: a child's photo or video through its signed URL (DESIGN §10, local
 * storage). The link is the credential, as an <img> or <video> sends no Authorization header: the HMAC
 * (key, profile, expiry, viewer) is checked in constant time, then the expiry; tampered or expired
 * links are 403. Each read is logged in child_media_access (a video's later Range requests, the rest
 * of the same playback, are not). Range requests are answered, so videos play and seek.
 */
export const privateMediaRoutes: FastifyPluginAsyncZod<PrivateMediaRoutesOptions> = async (
  app,
  { storage, signer, repository },
) => {
  app.get(
    '/:key',
    {
      schema: {
        tags: ['media'],
        summary: "A child's photo or video through a signed, expiring URL (from the API's DTOs)",
        description:
          'The URL comes whole from the API (child profile media, a studio applicant): `p`, `exp`, `viewer` and `sig` are signed together. 403 when tampered with or expired.',
        params: z.object({ key: z.string().max(300) }),
        querystring: z.object({
          p: z.string().max(100).optional(),
          exp: z.string().max(20).optional(),
          viewer: z.string().max(100).optional(),
          sig: z.string().max(200).optional(),
        }),
        response: {
          200: z.any().meta({ description: 'The file (image/webp, image/jpeg, video/mp4…)' }),
          206: z.any().meta({ description: 'The requested byte range of the file' }),
          ...errorResponses(403, 404, 416),
        },
      },
    },
    async (request, reply) => {
      const { key } = request.params;
      if (!KEY.test(key) || key.includes('..')) throw notFound();
      const verdict = signer.check(key, request.query);
      if (verdict === 'invalid') throw new HttpError(403, 'MEDIA_LINK_INVALID', MEDIA_LINK_MESSAGES.invalid);
      if (verdict === 'expired') throw new HttpError(403, 'MEDIA_LINK_EXPIRED', MEDIA_LINK_MESSAGES.expired);
      if (!(storage instanceof LocalDiskStorage)) throw notFound();
      const path = storage.pathOf(key);
      let size: number;
      try {
        const info = await stat(path);
        if (!info.isFile()) throw notFound();
        size = info.size;
      } catch {
        throw notFound();
      }
      const range = rangeOf(request.headers.range, size);
      if (range === 'bad') {
        return reply
          .code(416)
          .header('content-range', `bytes */${size}`)
          .send({ statusCode: 416, code: 'RANGE_NOT_SATISFIABLE', message: 'Range not satisfiable' });
      }
      if (request.method === 'GET' && (!range || range.start === 0)) {
        const { p, viewer } = request.query as { p: string; viewer: string };
        try {
          await repository.logChildAccess([{ profileId: p, key, viewerId: viewer === '' ? null : viewer }]);
        } catch (error) {
          // The profile (or the viewer's account) is gone: so is the right to read the file.
          request.log.warn({ err: error, key }, 'child media access not logged: refused');
          throw notFound();
        }
      }
      const remaining = Math.max(0, Number(request.query.exp) - Math.floor(Date.now() / 1000));
      reply
        .type(contentTypeOf(key))
        .header('cache-control', `private, max-age=${remaining}`)
        .header('x-content-type-options', 'nosniff')
        .header('accept-ranges', 'bytes')
        .header('referrer-policy', 'no-referrer');
      if (!range) return reply.header('content-length', size).send(createReadStream(path));
      return reply
        .code(206)
        .header('content-range', `bytes ${range.start}-${range.end}/${size}`)
        .header('content-length', range.end - range.start + 1)
        .send(createReadStream(path, { start: range.start, end: range.end }));
    },
  );
};
