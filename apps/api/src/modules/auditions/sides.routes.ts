import multipart from '@fastify/multipart';
import { dataOf } from '@talent/contract/api-envelope';
import { AUDITION_MESSAGES, castingSidesSchema, SIDES_MAX_BYTES } from '@talent/contract/auditions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth, requireStaffActor } from '../../plugins/auth';
import { fileResponse } from '../../plugins/docs';
import { errorResponses } from '../../plugins/errors';
import { bearer, idParams } from '../../plugins/route-parts';
import { withUpload } from '../media/multipart-upload';
import { type SidesService, sidesDisposition } from './sides.service';

const sidesForm = z.object({ file: z.file().describe('The sides: a PDF without a password, ≤ 10 MB') });

/** /api/studio: a casting's sides, by a CLIENT of it or an ADMIN. */
export const studioSidesRoutes: FastifyPluginAsyncZod<{
  sidesService: SidesService;
  /** Scratch folder for uploads in progress. */
  workDir: string;
}> = async (app, { sidesService: sides, workDir }) => {
  // Registered here, so only this plugin's routes parse multipart.
  await app.register(multipart, {
    limits: { fileSize: SIDES_MAX_BYTES, files: 1, fields: 5, fieldSize: 1000, parts: 6, headerPairs: 50 },
  });
  const staff = [app.authenticate, app.requireStaff];
  const tags = ['studio'];

  app.post(
    '/castings/:id/sides',
    {
      onRequest: staff,
      schema: {
        tags,
        summary: "Attach the casting's sides (multipart/form-data: file), replacing any it had",
        description:
          'A PDF checked by its bytes (not by its name), ≤ 10 MB: 415 SIDES_NOT_PDF, 422 SIDES_ENCRYPTED for a password-protected one, 413 when larger. Talents download it stamped, once confirmed.',
        security: bearer,
        multipartBody: sidesForm,
        params: idParams,
        response: { 201: dataOf(castingSidesSchema), ...errorResponses(400, 401, 403, 404, 413, 415, 422) },
      },
    },
    async (request, reply) => {
      const actor = requireStaffActor(request);
      // Before the upload is read: nothing of another client's casting is stored.
      await sides.assertManaged(actor, request.params.id);
      const stored = await withUpload(
        request.parts(),
        { kind: 'document', fileField: 'file', workDir, tooLargeMessage: AUDITION_MESSAGES.sidesTooLarge },
        (upload) => sides.upload(actor, request.params.id, upload),
      );
      return reply.code(201).send({ data: stored });
    },
  );

  app.get(
    '/castings/:id/sides',
    {
      onRequest: staff,
      schema: {
        tags,
        summary: "The casting's sides: file name, pages, when uploaded (null: none)",
        security: bearer,
        params: idParams,
        response: { 200: dataOf(castingSidesSchema.nullable()), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => ({ data: await sides.get(requireStaffActor(request), request.params.id) }),
  );

  app.delete(
    '/castings/:id/sides',
    {
      onRequest: staff,
      schema: {
        tags,
        summary: "Remove the casting's sides (and the record of their downloads)",
        security: bearer,
        params: idParams,
        response: { 204: z.null(), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      await sides.remove(requireStaffActor(request), request.params.id);
      return reply.code(204).send(null);
    },
  );
};

/** /api/auditions: the talent's (a child's guardian's) stamped copy of the sides. */
export const talentSidesRoutes: FastifyPluginAsyncZod<{ sidesService: SidesService }> = async (
  app,
  { sidesService: sides },
) => {
  app.get(
    '/:id/sides.pdf',
    {
      onRequest: [app.authenticate, app.requireTalent],
      schema: {
        tags: ['auditions'],
        summary: "The casting's sides, every page stamped with the talent's name and today's date",
        description:
          'Only once the audition is CONFIRMED (or ATTENDED): 403 SIDES_NOT_CONFIRMED before; 404 SIDES_MISSING when the casting has none. Each download is recorded.',
        security: bearer,
        params: idParams,
        response: {
          200: fileResponse('The stamped sides, an attachment', 'application/pdf'),
          ...errorResponses(400, 401, 403, 404),
        },
      },
    },
    async (request, reply) => {
      const copy = await sides.download(requireAuth(request).userId, request.params.id);
      return (
        reply
          .type('application/pdf')
          .header('content-disposition', sidesDisposition(copy.fileName))
          .header('cache-control', 'no-store')
          // A buffer goes out as it is, past the route's JSON serializer.
          .send(Buffer.from(copy.body) as unknown as string)
      );
    },
  );
};
