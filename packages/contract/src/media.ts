import { z } from 'zod';
import { MEDIA_LIMITS } from './media-limits';
import { formatDuration, MEDIA_MESSAGES, type MediaMessageKey, mediaMessage } from './media-texts';

export { formatDuration, MEDIA_LIMITS, MEDIA_MESSAGES, type MediaMessageKey, mediaMessage };

export const photoSchema = z.object({
  id: z.string(),
  thumbnailUrl: z.string(),
  displayUrl: z.string(),
  originalUrl: z.string(),
  caption: z.string().nullable(),
  order: z.number().int(),
});
export type Photo = z.infer<typeof photoSchema>;

/** DESIGN §9: every video is converted to a web-playable MP4 in a background job. */
export const VIDEO_PROCESSING_STATUSES = ['PROCESSING', 'READY', 'FAILED'] as const;
export const videoProcessingStatusSchema = z.enum(VIDEO_PROCESSING_STATUSES);
export type VideoProcessingStatus = z.infer<typeof videoProcessingStatusSchema>;

export const videoSchema = z.object({
  id: z.string(),
  /** A frame of the video (≈ 400 px); a neutral frame while it is processing. */
  thumbnailUrl: z.string(),
  /** The web-playable MP4 once READY; empty while PROCESSING or FAILED (nothing to play). */
  originalUrl: z.string(),
  /** A frame at the video's own size (≤ 1080 px), for the player's poster; null until READY. */
  posterUrl: z.string().nullable(),
  processingStatus: videoProcessingStatusSchema,
  /** Why the conversion failed (Romanian), null otherwise. */
  processingError: z.string().nullable(),
  title: z.string().nullable(),
  caption: z.string().nullable(),
  order: z.number().int(),
  /** Seconds, null when the server could not probe it (no ffprobe). Shown as m:ss. */
  duration: z.number().nullable(),
});
export type Video = z.infer<typeof videoSchema>;

export const photoListSchema = z.array(photoSchema);
export const videoListSchema = z.array(videoSchema);

/** Where the web app sends videos resumably (tus 1.0.0). */
export const RESUMABLE_UPLOAD_PATH = '/api/uploads';

/**
 * POST …/videos/from-upload: a finished tus upload becomes a video of the profile. `uploadId` is the
 * last segment of the upload's URL.
 */
const trimSeconds = z.number().min(0).max(MEDIA_LIMITS.trimMaxSeconds);

/**
 * Where a trimmed take starts and ends, in seconds of the upload (DESIGN §15): the conversion keeps
 * only that part. Either may be left out (the start, the end of the video); together they keep at
 * least `trimMinSeconds`.
 */
export function trimProblem(trimStart: number | undefined, trimEnd: number | undefined): string | null {
  if (trimEnd === undefined) return null;
  const start = trimStart ?? 0;
  if (trimEnd <= start) return MEDIA_MESSAGES.trimEndBeforeStart;
  if (trimEnd - start < MEDIA_LIMITS.trimMinSeconds) return MEDIA_MESSAGES.trimTooShort;
  return null;
}

export const videoFromUploadSchema = z
  .strictObject({
    uploadId: z.string().min(1).max(200),
    title: z.string().trim().max(MEDIA_LIMITS.titleMaxLength).optional(),
    caption: z.string().trim().max(MEDIA_LIMITS.captionMaxLength).optional(),
    trimStart: trimSeconds.optional(),
    trimEnd: trimSeconds.optional(),
  })
  .superRefine((payload, context) => {
    const problem = trimProblem(payload.trimStart, payload.trimEnd);
    if (problem) context.addIssue({ code: 'custom', path: ['trimEnd'], message: problem });
  });
export type VideoFromUploadPayload = z.infer<typeof videoFromUploadSchema>;

const ids = z.array(z.string().min(1).max(100)).max(500);
export const photoReorderSchema = z.object({ photoIds: ids }).strict();
export type PhotoReorderPayload = z.infer<typeof photoReorderSchema>;
export const videoReorderSchema = z.object({ videoIds: ids }).strict();
export type VideoReorderPayload = z.infer<typeof videoReorderSchema>;

/** The optional text fields of an upload's multipart form. */
export const mediaCaptionSchema = z.string().trim().max(MEDIA_LIMITS.captionMaxLength);
export const mediaTitleSchema = z.string().trim().max(MEDIA_LIMITS.titleMaxLength);

/** A file as the browser describes it (File satisfies this). */
export interface FileLike {
  name: string;
  size: number;
  type: string;
}

export interface FileCheck<F extends FileLike> {
  /** Files that passed, never more than `MEDIA_LIMITS.photosPerUpload`. */
  accepted: F[];
  /** One message per refused file, plus the too-many message (the first 10 are kept). */
  messages: string[];
}

function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
}

function looksLike(file: FileLike, types: readonly string[], extensions: readonly string[]): boolean {
  // A recorder's blob carries its codecs ("video/webm;codecs=vp8,opus"): the type is what comes first.
  if (file.type) return types.includes((file.type.split(';')[0] ?? '').trim().toLowerCase());
  return extensions.includes(extensionOf(file.name));
}

/** Client-side photo checks (type by MIME or extension, size); the first 10 files are considered. */
export function checkPhotoFiles<F extends FileLike>(files: readonly F[]): FileCheck<F> {
  const messages: string[] = [];
  let considered = files;
  if (files.length > MEDIA_LIMITS.photosPerUpload) {
    messages.push(MEDIA_MESSAGES.tooManyPhotos);
    considered = files.slice(0, MEDIA_LIMITS.photosPerUpload);
  }
  const accepted: F[] = [];
  for (const file of considered) {
    if (!looksLike(file, MEDIA_LIMITS.photoTypes, MEDIA_LIMITS.photoExtensions)) {
      messages.push(mediaMessage('photoTypeNotAllowed', file.name));
    } else if (file.size > MEDIA_LIMITS.photoMaxBytes) {
      messages.push(mediaMessage('photoTooLarge', file.name));
    } else {
      accepted.push(file);
    }
  }
  return { accepted, messages };
}

/** Client-side video check: null when acceptable, else the message. */
export function checkVideoFile(file: FileLike): string | null {
  if (!looksLike(file, MEDIA_LIMITS.videoTypes, MEDIA_LIMITS.videoExtensions))
    return MEDIA_MESSAGES.videoTypeNotAllowed;
  if (file.size > MEDIA_LIMITS.videoMaxBytes) return MEDIA_MESSAGES.videoTooLarge;
  return null;
}

/** Client-side check of a resumable video: the size limit is `maxBytes` (the server's setting). */
export function checkResumableVideoFile(
  file: FileLike,
  maxBytes: number = MEDIA_LIMITS.resumableVideoMaxBytes,
): string | null {
  if (!looksLike(file, MEDIA_LIMITS.videoTypes, MEDIA_LIMITS.videoExtensions))
    return MEDIA_MESSAGES.videoTypeNotAllowed;
  if (file.size > maxBytes)
    return MEDIA_MESSAGES.resumableVideoTooLarge.replace('{max}', String(Math.round(maxBytes / 1024 / 1024)));
  return null;
}
