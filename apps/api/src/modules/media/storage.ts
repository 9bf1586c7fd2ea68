import type { Readable } from 'node:stream';

/**
 * Where media files live. Keys are flat random names made by the server (`<uuid>-display.webp`),
 * never anything a user typed, so they cannot name a path outside the storage.
 */
export interface Storage {
  readonly kind: 'local' | 's3';
  /** Stores a local file under `key`; readers see the whole file or nothing. */
  putFile(path: string, key: string, contentType: string): Promise<void>;
  /** Stores a stream under `key`; readers see the whole file or nothing. */
  putStream(stream: Readable, key: string, contentType: string): Promise<void>;
  /** Removes `key`; a missing key is not an error. */
  delete(key: string): Promise<void>;
  /** The URL the browser reads `key` from. */
  url(key: string): string;
  /** Every stored key, for cleanup (local temp names included). */
  list(): Promise<string[]>;
  /** Copies `key` to a local file (a video to convert: never held in memory). */
  download(key: string, path: string): Promise<void>;
  /** The stored bytes (tests and tools). */
  read(key: string): Promise<Buffer>;
  /** S3: a presigned GET of `key`, signed at `signedAt` and valid `seconds` from then (children's files). */
  presignedUrl?(key: string, seconds: number, signedAt: Date): Promise<string>;
  /** S3: whether an anonymous GET at the public URL reads this storage's files (a probe object). */
  publiclyReadable?(): Promise<boolean>;
}

const CONTENT_TYPES: Record<string, string> = {
  webp: 'image/webp',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  mp4: 'video/mp4',
  mov: 'video/quicktime',
  avi: 'video/x-msvideo',
};

/** The content type of a stored file, from its key's extension (the server chose it from the bytes). */
export function contentTypeOf(key: string): string {
  return CONTENT_TYPES[key.slice(key.lastIndexOf('.') + 1).toLowerCase()] ?? 'application/octet-stream';
}

const SAFE_KEY = /^[A-Za-z0-9][A-Za-z0-9._-]{0,200}$/;

/** Every storage checks its keys: a key names a file, never a path. */
export function assertSafeKey(key: string): void {
  if (!SAFE_KEY.test(key) || key.includes('..')) throw new Error(`unsafe storage key: ${key}`);
}

/** The folder (local) or key prefix (S3) of profile media. */
export const PROFILE_MEDIA_FOLDER = 'profiles';
/**
 * Children's photos and videos (DESIGN §10): local, `DATA_DIR/private-media/children`, outside the
 * folder served at /media; S3, this prefix, which the bucket must not make public.
 */
export const CHILD_MEDIA_FOLDER = 'children';
/** The local parent folder of CHILD_MEDIA_FOLDER, under DATA_DIR (never served as it is). */
export const PRIVATE_MEDIA_DIR = 'private-media';
/** A casting's sides (DESIGN §12): private, read only through a confirmed talent's stamped download. */
export const SIDES_FOLDER = 'sides';
/** Messages' attachments (DESIGN §14): private, read only through the API by the thread's sides. */
export const ATTACHMENTS_FOLDER = 'message-attachments';
/** Casting covers (the demo's generated ones too): a folder of their own, outside the profile media sweep. */
export const CASTING_COVER_FOLDER = 'castings';
