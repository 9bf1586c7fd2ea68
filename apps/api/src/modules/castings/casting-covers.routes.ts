import multipart from '@fastify/multipart';
import { dataOf } from '@talent/contract/api-envelope';
import { castingSchema } from '@talent/contract/castings';
import { MEDIA_LIMITS } from '@talent/contract/media';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireStaffActor } from '../../plugins/auth';
import { errorResponses } from '../../plugins/errors';
import { withUpload } from '../media/multipart-upload';
import type { CastingCoversService } from './casting-covers.service';

// As documented (multipartBody in plugins/docs.ts); the covers service checks the bytes.
const coverForm = z.object({ file: z.file().describe('The cover: JPEG, PNG or GIF, ≤ 10 MB') });

const bearer = [{ bearerAuth: [] }];
const idParams = z.object({ id: z.string().min(1).max(100) });

/** POST /api/studio/castings/:id/cover: a casting's cover image, by a CLIENT of it or an ADMIN. */
export const castingCoversRoutes: FastifyPluginAsyncZod<{
  castingCoversService: CastingCoversService;
  /** Scratch folder for uploads in progress. */
  workDir: string;
}> = async (app, { castingCoversService, workDir }) => {
  // Registered here, so only the cover route parses multipart.
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
      onRequest: [app.authenticate, app.requireStaff],
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
      await castingCoversService.assertManaged(actor, request.params.id);
      const casting = await withUpload(
        request.parts(),
        { kind: 'photo', fileField: 'file', workDir },
        (upload) => castingCoversService.replaceCover(actor, request.params.id, upload),
      );
      return { data: casting };
    },
  );
};
