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
  videoTypes: ['video/mp4', 'video/quicktime', 'video/x-msvideo', 'video/avi', 'video/msvideo'],
  videoExtensions: ['mp4', 'mov', 'avi'],
  /** For `<input accept>`. */
  photoAccept: 'image/jpeg,image/png,image/gif,.jpg,.jpeg,.png,.gif',
  videoAccept: 'video/mp4,video/quicktime,video/x-msvideo,.mp4,.mov,.avi',
} as const;
