import multipart from '@fastify/multipart';
import { dataOf } from '@talent/contract/api-envelope';
import { ATTACHMENT_MAX_BYTES, MESSAGE_MESSAGES } from '@talent/contract/message-limits';
import { attachmentSchema } from '@talent/contract/messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { attachmentDisposition } from '../../lib/attachment-disposition';
import { requireAuth } from '../../plugins/auth';
import { fileResponse } from '../../plugins/docs';
import { errorResponses } from '../../plugins/errors';
import { bearer, idParams } from '../../plugins/route-parts';
import { withUpload } from '../media/multipart-upload';
import type { MessageAttachmentsService } from './message-attachments.service';

const attachmentForm = z.object({ file: z.file().describe('A PDF, JPEG or PNG, ≤ 10 MB') });

/** /api/attachments: a message's file, uploaded before the message is sent (DESIGN §14). */
export const attachmentsRoutes: FastifyPluginAsyncZod<{
  attachmentsService: MessageAttachmentsService;
  /** Scratch folder for uploads in progress. */
  workDir: string;
}> = async (app, { attachmentsService: attachments, workDir }) => {
  // Registered here, so only this plugin's routes parse multipart.
  await app.register(multipart, {
    limits: {
      fileSize: ATTACHMENT_MAX_BYTES,
      files: 1,
      fields: 5,
      fieldSize: 1000,
      parts: 6,
      headerPairs: 50,
    },
  });

  app.post(
    '/attachments',
    {
      onRequest: [app.authenticate],
      schema: {
        tags: ['messages'],
        summary: 'Upload a file to send with a message (multipart/form-data: file)',
        description:
          'Checked by its bytes, not its name: a PDF, JPEG or PNG (415 otherwise), ≤ 10 MB (413). Send it with a message as `attachmentId`.',
        security: bearer,
        multipartBody: attachmentForm,
        response: { 201: dataOf(attachmentSchema), ...errorResponses(400, 401, 413, 415) },
      },
    },
    async (request, reply) => {
      const { userId } = requireAuth(request);
      const stored = await withUpload(
        request.parts(),
        {
          kind: 'document',
          fileField: 'file',
          workDir,
          tooLargeMessage: MESSAGE_MESSAGES.attachmentTooLarge,
        },
        (upload) => attachments.upload(userId, upload),
      );
      return reply.code(201).send({ data: stored });
    },
  );

  app.get(
    '/attachments/:id',
    {
      onRequest: [app.authenticate],
      schema: {
        tags: ['messages'],
        summary:
          'A message’s file, for the two sides of its thread (once delivered), its uploader and admins',
        security: bearer,
        params: idParams,
        response: {
          200: fileResponse('The file, an attachment', 'application/pdf', 'image/jpeg', 'image/png'),
          ...errorResponses(400, 401, 404),
        },
      },
    },
    async (request, reply) => {
      const { userId, role } = requireAuth(request);
      const file = await attachments.download({ userId, role }, request.params.id);
      return (
        reply
          .type(file.contentType)
          .header('content-disposition', attachmentDisposition(file.fileName))
          .header('cache-control', 'private, no-store')
          // A buffer goes out as it is, past the route's JSON serializer.
          .send(file.body as unknown as string)
      );
    },
  );
};
