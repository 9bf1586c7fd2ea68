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
}

const SAFE_KEY = /^[A-Za-z0-9][A-Za-z0-9._-]{0,200}$/;

/** Every storage checks its keys: a key names a file, never a path. */
export function assertSafeKey(key: string): void {
  if (!SAFE_KEY.test(key) || key.includes('..')) throw new Error(`unsafe storage key: ${key}`);
}

/** The folder (local) or key prefix (S3) of profile media. */
export const PROFILE_MEDIA_FOLDER = 'profiles';
/** Casting covers (the demo's generated ones too): a folder of their own, outside the profile media sweep. */
export const CASTING_COVER_FOLDER = 'castings';
