import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { copyFile, mkdir, readdir, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { StorageConfig } from '../../config';

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
  /** The stored bytes (tests and tools). */
  read(key: string): Promise<Buffer>;
}

const SAFE_KEY = /^[A-Za-z0-9][A-Za-z0-9._-]{0,200}$/;

export function assertSafeKey(key: string): void {
  if (!SAFE_KEY.test(key) || key.includes('..')) throw new Error(`unsafe storage key: ${key}`);
}

/** A temp file's name in the storage folder; dotted, so /media never serves it. */
export const TEMP_PREFIX = '.tmp-';

/** Files under `<DATA_DIR>/media/<folder>`, served by the app at `/media/<folder>/`. */
export class LocalDiskStorage implements Storage {
  readonly kind = 'local' as const;

  constructor(
    private readonly root: string,
    private readonly urlPrefix: string,
  ) {}

  async init(): Promise<void> {
    await mkdir(this.root, { recursive: true });
  }

  private async atomically(key: string, write: (temporary: string) => Promise<void>): Promise<void> {
    assertSafeKey(key);
    await mkdir(this.root, { recursive: true });
    // Same folder, so the rename is atomic: the file appears whole or not at all.
    const temporary = join(this.root, `${TEMP_PREFIX}${randomBytes(12).toString('hex')}`);
    try {
      await write(temporary);
      await rename(temporary, join(this.root, key));
    } catch (error) {
      await rm(temporary, { force: true });
      throw error;
    }
  }

  putFile(path: string, key: string, _contentType?: string): Promise<void> {
    return this.atomically(key, (temporary) => copyFile(path, temporary));
  }

  putStream(stream: Readable, key: string, _contentType?: string): Promise<void> {
    return this.atomically(key, (temporary) => pipeline(stream, createWriteStream(temporary)));
  }

  async delete(key: string): Promise<void> {
    assertSafeKey(key);
    await rm(join(this.root, key), { force: true });
  }

  url(key: string): string {
    return `${this.urlPrefix}/${key}`;
  }

  async list(): Promise<string[]> {
    try {
      const entries = await readdir(this.root, { withFileTypes: true });
      return entries.filter((entry) => entry.isFile()).map((entry) => entry.name);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
      throw error;
    }
  }

  async read(key: string): Promise<Buffer> {
    assertSafeKey(key);
    const { readFile } = await import('node:fs/promises');
    return readFile(join(this.root, key));
  }

  /** Removes a key that may be a temp name (cleanup), which `delete` would refuse. */
  async deleteAny(name: string): Promise<void> {
    if (name.includes('/') || name.includes('\\') || name === '.' || name === '..') return;
    await rm(join(this.root, name), { force: true });
  }
}

/** The folder (local) or key prefix (S3) of profile media. */
export const PROFILE_MEDIA_FOLDER = 'profiles';

/**
 * The configured storage. The S3 client is loaded only when S3 is configured: it is 4.4 MB of a server's
 * ~35 MB live heap, which every major garbage collection marks again (decision 0010).
 */
export async function createStorage(config: StorageConfig, mediaDir: string): Promise<Storage> {
  if (config.kind === 's3') {
    const { S3Storage } = await import('./s3-storage');
    return new S3Storage(config, PROFILE_MEDIA_FOLDER);
  }
  return new LocalDiskStorage(join(mediaDir, PROFILE_MEDIA_FOLDER), `/media/${PROFILE_MEDIA_FOLDER}`);
}
