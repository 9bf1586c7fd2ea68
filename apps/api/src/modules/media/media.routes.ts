import multipart from '@fastify/multipart';
import { dataOf } from '@talent/contract/api-envelope';
import {
  MEDIA_LIMITS,
  photoListSchema,
  photoReorderSchema,
  photoSchema,
  videoFromUploadSchema,
  videoListSchema,
  videoReorderSchema,
  videoSchema,
} from '@talent/contract/media';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { TalentProfileRow } from '../../db/schema';
import { requireAuth } from '../../plugins/auth';
import { errorResponses } from '../../plugins/errors';
import { withUpload } from './multipart-upload';
import type { PhotosService } from './photos.service';
import type { VideosService } from './videos.service';

/** Which profile a request acts on (own profile, or a child's); throws 404 when not the caller's. */
export type ProfileResolver = (request: FastifyRequest) => Promise<TalentProfileRow>;

export interface MediaRoutesOptions {
  photosService: PhotosService;
  videosService: VideosService;
  resolveProfile: ProfileResolver;
  /** OpenAPI tag and wording ("own profile" or "child profile"). */
  whose: string;
  /** Scratch folder for uploads in progress (emptied at startup). */
  workDir: string;
}

const bearer = [{ bearerAuth: [] }];
/** A child's files are signed for the caller (DESIGN §10). */
const viewerOf = (request: FastifyRequest) => requireAuth(request).userId;
// Loose: the child routes carry the prefix's childId as well.
const idParams = z.looseObject({ id: z.string().min(1).max(100) });
const multipartNote = 'multipart/form-data';

// The upload forms as documented (see multipartBody in plugins/docs.ts); the services check them.
const caption = z.string().max(MEDIA_LIMITS.captionMaxLength).optional().describe('Caption (blank for none)');
const photoForm = z.object({ file: z.file().describe('The photo: JPEG, PNG or GIF, ≤ 10 MB'), caption });
const photosForm = z.object({
  files: z
    .array(z.file())
    .min(1)
    .max(MEDIA_LIMITS.photosPerUpload)
    .describe('The photos, one part named `files` each: JPEG, PNG or GIF, ≤ 10 MB each'),
  caption: caption.describe('Caption of every photo of the upload (blank for none)'),
});
const videoForm = z.object({
  file: z.file().describe('The video: MP4, MOV or AVI, ≤ 100 MB'),
  title: z.string().max(MEDIA_LIMITS.titleMaxLength).optional().describe('Title (blank for none)'),
  caption,
});

/**
 * One media module for every profile a caller may edit (spec §7): mounted under
 * /api/profiles/me and /api/profiles/children/:childId with its own profile resolver.
 */
export const mediaRoutes: FastifyPluginAsyncZod<MediaRoutesOptions> = async (
  app,
  { photosService, videosService, resolveProfile, whose, workDir },
) => {
  // Registered here, so only the upload routes parse multipart; the rest of the API stays JSON-only.
  // Uploads stream part by part; each route narrows fileSize and files.
  await app.register(multipart, {
    limits: {
      fileSize: MEDIA_LIMITS.videoMaxBytes,
      files: MEDIA_LIMITS.photosPerUpload,
      fields: 10,
      fieldSize: 10_000,
      parts: 25,
      headerPairs: 50,
    },
  });
  const auth = { onRequest: [app.authenticate, app.requireTalent] };
  const tags = ['media'];

  app.get(
    '/photos',
    {
      ...auth,
      schema: {
        tags,
        summary: `Photos of the ${whose}, in order`,
        security: bearer,
        response: { 200: dataOf(photoListSchema), ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => ({
      data: await photosService.listPhotos(await resolveProfile(request), viewerOf(request)),
    }),
  );

  const uploadPhotos = async (request: FastifyRequest, field: string, files: number) => {
    const profile = await resolveProfile(request);
    return withUpload(
      request.parts({ limits: { fileSize: MEDIA_LIMITS.photoMaxBytes, files } }),
      { kind: 'photo', fileField: field, workDir },
      (upload) => photosService.addPhotos(profile, upload, upload.fields.caption, viewerOf(request)),
    );
  };

  app.post(
    '/photos',
    {
      ...auth,
      schema: {
        tags,
        summary: `Upload one photo to the ${whose} (${multipartNote}: file, optional caption)`,
        description:
          'JPEG, PNG or GIF checked by content, ≤ 10 MB, ≤ 50 MP. Thumbnail ≈ 400 px, display ≈ 1600 px (WebP); no metadata kept.',
        security: bearer,
        consumes: ['multipart/form-data'],
        multipartBody: photoForm,
        response: { 201: dataOf(photoSchema), ...errorResponses(400, 401, 403, 404, 409, 413, 415) },
      },
    },
    async (request, reply) => {
      const [photo] = await uploadPhotos(request, 'file', 1);
      return reply.code(201).send({ data: photo as z.infer<typeof photoSchema> });
    },
  );

  app.post(
    '/photos/bulk',
    {
      ...auth,
      schema: {
        tags,
        summary: `Upload up to 10 photos to the ${whose} (${multipartNote}: files[], optional caption)`,
        description: 'All or none: one refused file refuses the upload with its message.',
        security: bearer,
        consumes: ['multipart/form-data'],
        multipartBody: photosForm,
        response: { 201: dataOf(photoListSchema), ...errorResponses(400, 401, 403, 404, 409, 413, 415) },
      },
    },
    async (request, reply) => {
      const photos = await uploadPhotos(request, 'files', MEDIA_LIMITS.photosPerUpload);
      return reply.code(201).send({ data: photos });
    },
  );

  app.patch(
    '/photos/reorder',
    {
      ...auth,
      schema: {
        tags,
        summary: `New order of the ${whose}'s photos (exactly its photo ids)`,
        security: bearer,
        body: photoReorderSchema,
        response: { 200: dataOf(photoListSchema), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => ({
      data: await photosService.reorderPhotos(
        await resolveProfile(request),
        request.body.photoIds,
        viewerOf(request),
      ),
    }),
  );

  app.delete(
    '/photos/:id',
    {
      ...auth,
      schema: {
        tags,
        summary: `Delete a photo of the ${whose} and its files (clears it as profile photo)`,
        security: bearer,
        params: idParams,
        response: { 204: z.null().describe('Deleted'), ...errorResponses(401, 403, 404) },
      },
    },
    async (request, reply) => {
      await photosService.deletePhoto(await resolveProfile(request), request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/videos',
    {
      ...auth,
      schema: {
        tags,
        summary: `Videos of the ${whose}, in order`,
        security: bearer,
        response: { 200: dataOf(videoListSchema), ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => ({
      data: await videosService.listVideos(await resolveProfile(request), viewerOf(request)),
    }),
  );

  app.post(
    '/videos',
    {
      ...auth,
      schema: {
        tags,
        summary: `Upload one video to the ${whose} (${multipartNote}: file, optional title, caption)`,
        description:
          'MP4, MOV or AVI checked by content, ≤ 100 MB. Answered PROCESSING: a background job makes the web-playable MP4 (H.264/AAC, ≤ 1080 px) and its poster; the list shows READY or FAILED with why.',
        security: bearer,
        consumes: ['multipart/form-data'],
        multipartBody: videoForm,
        response: { 201: dataOf(videoSchema), ...errorResponses(400, 401, 403, 404, 409, 413, 415) },
      },
    },
    async (request, reply) => {
      const profile = await resolveProfile(request);
      const video = await withUpload(
        request.parts({ limits: { fileSize: MEDIA_LIMITS.videoMaxBytes, files: 1 } }),
        { kind: 'video', fileField: 'file', workDir },
        (upload) => videosService.addVideo(profile, upload, upload.fields, viewerOf(request)),
      );
      return reply.code(201).send({ data: video });
    },
  );

  app.post(
    '/videos/from-upload',
    {
      ...auth,
      schema: {
        tags,
        summary: `A finished resumable upload (tus, at /api/uploads) becomes a video of the ${whose}`,
        description:
          'For videos up to VIDEO_MAX_MB (default 500 MB): create the upload with tus 1.0.0 at /api/uploads (Upload-Length, Upload-Metadata; Authorization as everywhere), send it with PATCH (resume with HEAD), then post its id here. Checked by content like a multipart upload and answered PROCESSING.',
        security: bearer,
        body: videoFromUploadSchema,
        response: { 201: dataOf(videoSchema), ...errorResponses(400, 401, 403, 404, 409, 415) },
      },
    },
    async (request, reply) => {
      const profile = await resolveProfile(request);
      const video = await videosService.addVideoFromUpload(
        profile,
        requireAuth(request).userId,
        request.body,
      );
      return reply.code(201).send({ data: video });
    },
  );

  app.patch(
    '/videos/reorder',
    {
      ...auth,
      schema: {
        tags,
        summary: `New order of the ${whose}'s videos (exactly its video ids)`,
        security: bearer,
        body: videoReorderSchema,
        response: { 200: dataOf(videoListSchema), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => ({
      data: await videosService.reorderVideos(
        await resolveProfile(request),
        request.body.videoIds,
        viewerOf(request),
      ),
    }),
  );

  app.delete(
    '/videos/:id',
    {
      ...auth,
      schema: {
        tags,
        summary: `Delete a video of the ${whose} and its files`,
        security: bearer,
        params: idParams,
        response: { 204: z.null().describe('Deleted'), ...errorResponses(401, 403, 404) },
      },
    },
    async (request, reply) => {
      await videosService.deleteVideo(await resolveProfile(request), request.params.id);
      return reply.code(204).send(null);
    },
  );
};
