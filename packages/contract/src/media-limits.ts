// Free of zod (see genders.ts): an upload button checks a file's size and type without the schemas.
/**
 * Photos and videos of a talent profile (spec §3, §5, §7; DESIGN §6). The server checks the bytes;
 * the helpers below are the client's first pass by name, type and size only.
 */
export const MEDIA_LIMITS = {
  photoMaxBytes: 10 * 1024 * 1024,
  videoMaxBytes: 100 * 1024 * 1024,
  /**
   * Resumable (tus) video uploads, the web app's way (DESIGN §9): the server's default of
   * `VIDEO_MAX_MB`; the server's own setting is the one enforced.
   */
  resumableVideoMaxBytes: 500 * 1024 * 1024,
  photosPerUpload: 10,
  photosPerProfile: 50,
  videosPerProfile: 10,
  captionMaxLength: 500,
  titleMaxLength: 200,
  photoTypes: ['image/jpeg', 'image/png', 'image/gif'],
  photoExtensions: ['jpg', 'jpeg', 'png', 'gif'],
  // WebM: what a browser's MediaRecorder makes (DESIGN §15); Safari records MP4.
  videoTypes: ['video/mp4', 'video/quicktime', 'video/x-msvideo', 'video/avi', 'video/msvideo', 'video/webm'],
  videoExtensions: ['mp4', 'mov', 'avi', 'webm'],
  /** For `<input accept>`. */
  photoAccept: 'image/jpeg,image/png,image/gif,.jpg,.jpeg,.png,.gif',
  videoAccept: 'video/mp4,video/quicktime,video/x-msvideo,video/webm,.mp4,.mov,.avi,.webm',
  /** What a trim must keep (DESIGN §15), in seconds. */
  trimMinSeconds: 1,
  /** The furthest a trim may reach, in seconds: past any video the limits allow. */
  trimMaxSeconds: 4 * 60 * 60,
} as const;
