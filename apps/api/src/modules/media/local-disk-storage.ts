import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { copyFile, mkdir, readdir, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { assertSafeKey, type Storage } from './storage';

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

  async download(key: string, path: string): Promise<void> {
    assertSafeKey(key);
    await copyFile(join(this.root, key), path);
  }

  async read(key: string): Promise<Buffer> {
    assertSafeKey(key);
    const { readFile } = await import('node:fs/promises');
    return readFile(join(this.root, key));
  }

  /** The file of `key` (the private media route streams it). */
  pathOf(key: string): string {
    assertSafeKey(key);
    return join(this.root, key);
  }

  /** Removes a key that may be a temp name (cleanup), which `delete` would refuse. */
  async deleteAny(name: string): Promise<void> {
    if (name.includes('/') || name.includes('\\') || name === '.' || name === '..') return;
    await rm(join(this.root, name), { force: true });
  }
}
