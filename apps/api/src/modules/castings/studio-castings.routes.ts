import multipart from '@fastify/multipart';
import { dataOf } from '@talent/contract/api-envelope';
import { castingSchema } from '@talent/contract/castings';
import { MEDIA_LIMITS } from '@talent/contract/media';
import { pageOf } from '@talent/contract/pagination';
import { studioCastingListQuerySchema, studioCastingSchema } from '@talent/contract/studio';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireStaffActor } from '../../plugins/auth';
import { errorResponses } from '../../plugins/errors';
import { bearer, idParams } from '../../plugins/route-parts';
import type { MediaService } from '../media/media.service';
import type { StudioCastingsService } from './studio-castings.service';

// As documented (multipartBody in plugins/docs.ts); the media service checks the bytes.
const coverForm = z.object({ file: z.file().describe('The cover: JPEG, PNG or GIF, ≤ 10 MB') });

/** /api/studio/castings: the casting workspace of a CLIENT (its own castings) or an ADMIN (all). */
export const studioCastingsRoutes: FastifyPluginAsyncZod<{
  studioCastingsService: StudioCastingsService;
  mediaService: MediaService;
}> = async (app, { studioCastingsService, mediaService }) => {
  const staff = [app.authenticate, app.requireStaff];
  await app.register(multipart, {
    limits: {
      fileSize: MEDIA_LIMITS.photoMaxBytes,
      files: 1,
      fields: 5,
      fieldSize: 1000,
      parts: 6,
      headerPairs: 50,
    },
  });

  app.post(
    '/castings/:id/cover',
    {
      onRequest: staff,
      schema: {
        tags: ['studio'],
        summary: "Upload a casting's cover image (multipart/form-data: file)",
        description:
          'JPEG, PNG or GIF checked by content, ≤ 10 MB; stored as WebP display (≈ 1600 px) and thumbnail (≈ 400 px), no metadata kept.',
        security: bearer,
        multipartBody: coverForm,
        params: idParams,
        response: { 200: dataOf(castingSchema), ...errorResponses(400, 401, 403, 404, 413, 415) },
      },
    },
    async (request) => {
      const actor = requireStaffActor(request);
      // Before the upload is read: nothing of another client's casting is stored.
      await studioCastingsService.assertManaged(actor, request.params.id);
      const upload = await mediaService.receive(request.parts(), 'photo', 'file');
      const cover = await mediaService.storeCoverImage(upload);
      return { data: await studioCastingsService.setCover(actor, request.params.id, cover) };
    },
  );

  app.get(
    '/castings',
    {
      onRequest: staff,
      schema: {
        tags: ['studio'],
        summary: "The caller's castings (ADMIN: all), with applications per status and the new ones",
        security: bearer,
        querystring: studioCastingListQuerySchema,
        response: { 200: pageOf(studioCastingSchema), ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => studioCastingsService.list(requireStaffActor(request), request.query),
  );

  app.get(
    '/castings/:id',
    {
      onRequest: staff,
      schema: {
        tags: ['studio'],
        summary: 'One casting the caller manages (any status), with its applications counted',
        security: bearer,
        params: idParams,
        response: { 200: dataOf(studioCastingSchema), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => ({
      data: await studioCastingsService.get(requireStaffActor(request), request.params.id),
    }),
  );

  app.post(
    '/castings/:id/duplicate',
    {
      onRequest: staff,
      schema: {
        tags: ['studio'],
        summary: 'A DRAFT copy of a casting the caller manages, for the same owner',
        security: bearer,
        params: idParams,
        response: { 201: dataOf(castingSchema), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const copy = await studioCastingsService.duplicate(requireStaffActor(request), request.params.id);
      return reply.code(201).send({ data: copy });
    },
  );
};
