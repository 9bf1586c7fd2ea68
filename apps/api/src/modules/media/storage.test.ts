import { randomUUID } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { s3TestServer } from '../../test/s3-test-server';
import { createStorage } from './create-storage';
import { LocalDiskStorage } from './local-disk-storage';
import { S3Storage } from './s3-storage';
import type { Storage } from './storage';

const scratch = mkdtempSync(join(tmpdir(), 'talent-storage-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** The contract every storage keeps; run against each implementation. */
function storageContract(name: string, make: () => Storage) {
  describe(`${name} storage contract`, () => {
    it('puts a file and a stream, reads them back, lists and deletes them', async () => {
      const storage = make();
      const source = join(scratch, `${randomUUID()}.bin`);
      writeFileSync(source, Buffer.from('hello photo'));
      const fileKey = `${randomUUID()}-original.jpg`;
      const streamKey = `${randomUUID()}-thumb.webp`;
      await storage.putFile(source, fileKey, 'image/jpeg');
      await storage.putStream(
        Readable.from([Buffer.from('hello '), Buffer.from('stream')]),
        streamKey,
        'image/webp',
      );
      expect((await storage.read(fileKey)).toString()).toBe('hello photo');
      expect((await storage.read(streamKey)).toString()).toBe('hello stream');
      const copy = join(scratch, `${randomUUID()}.copy`);
      await storage.download(fileKey, copy);
      expect(readFileSync(copy).toString()).toBe('hello photo');
      expect(await storage.list()).toEqual(expect.arrayContaining([fileKey, streamKey]));
      expect(storage.url(fileKey)).toMatch(new RegExp(`/${fileKey}$`));
      await storage.delete(fileKey);
      await storage.delete(fileKey);
      expect(await storage.list()).not.toContain(fileKey);
      await storage.delete(streamKey);
    });

    it('refuses keys that could name a path outside the storage', async () => {
      const storage = make();
      const source = join(scratch, `${randomUUID()}.bin`);
      writeFileSync(source, 'x');
      for (const key of ['../x.jpg', 'a/../../b', '/etc/passwd', '.hidden', '']) {
        await expect(storage.putFile(source, key, 'image/jpeg')).rejects.toThrow(/unsafe storage key/);
      }
    });
  });
}

storageContract('local disk', () => new LocalDiskStorage(join(scratch, 'media'), '/media/profiles'));

describe('local disk storage', () => {
  it('leaves no temp file when a stream fails midway', async () => {
    const root = join(scratch, 'failing');
    const storage = new LocalDiskStorage(root, '/media/profiles');
    const failing = new Readable({
      read() {
        this.push(Buffer.from('part'));
        this.destroy(new Error('client went away'));
      },
    });
    await expect(storage.putStream(failing, 'k.jpg', 'image/jpeg')).rejects.toThrow('client went away');
    expect(readdirSync(root)).toEqual([]);
  });
});

/**
 * The S3 implementation runs the same contract against a real S3-compatible server: the configured
 * S3_ENDPOINT when there is one, else s3rver (an S3 API server on local disk) started here, so the
 * SigV4 requests, keys and listing are exercised on every run.
 */
const s3 = s3TestServer(scratch);

storageContract('S3', () => {
  const config = loadConfig({ ...s3.env, STORAGE: 's3', DATA_DIR: scratch, JWT_SECRET: 'x'.repeat(40) });
  if (config.storage.kind !== 's3') throw new Error('STORAGE=s3 expected');
  return new S3Storage(config.storage, `test-${randomUUID()}`);
});

describe('storage settings', () => {
  it('the configured storage is the one created: local disk by default, S3 (loaded on demand) with STORAGE=s3', async () => {
    const base = { DATA_DIR: scratch, JWT_SECRET: 'x'.repeat(40) };
    const local = await createStorage(loadConfig(base).storage, join(scratch, 'media'));
    expect(local.kind).toBe('local');
    expect(local.url('a.webp')).toBe('/media/profiles/a.webp');
    const s3Storage = await createStorage(loadConfig({ ...base, ...s3.env, STORAGE: 's3' }).storage, scratch);
    expect(s3Storage.kind).toBe('s3');
    expect(s3Storage.url('a.webp')).toMatch(/^https?:\/\/.+\/profiles\/a\.webp$/);
  });

  it('STORAGE=s3 needs a bucket and keys, and derives the public URL from the endpoint', () => {
    const base = { DATA_DIR: scratch, JWT_SECRET: 'x'.repeat(40) };
    expect(loadConfig(base).storage).toEqual({ kind: 'local' });
    expect(() => loadConfig({ ...base, STORAGE: 's3' })).toThrow(/S3_BUCKET is required when STORAGE=s3/);
    const config = loadConfig({
      ...base,
      STORAGE: 's3',
      S3_ENDPOINT: 'http://127.0.0.1:9000/',
      S3_BUCKET: 'media',
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret',
    });
    expect(config.storage).toMatchObject({
      kind: 's3',
      bucket: 'media',
      publicUrl: 'http://127.0.0.1:9000/media',
    });
    expect(loadConfig({ ...base, FFMPEG_PATH: '/opt/ffmpeg' }).ffmpegPath).toBe('/opt/ffmpeg');
    expect(loadConfig(base).ffprobePath).toBe('ffprobe');
  });
});
