import { join } from 'node:path';
import type { StorageConfig } from '../../config';
import { LocalDiskStorage } from './local-disk-storage';
import { PROFILE_MEDIA_FOLDER, type Storage } from './storage';

/**
 * The configured storage. The S3 client is loaded only when S3 is configured: it is a large share of a
 * server's live heap, which every major garbage collection marks again (decision 0007, point 14).
 */
export async function createStorage(
  config: StorageConfig,
  mediaDir: string,
  folder = PROFILE_MEDIA_FOLDER,
): Promise<Storage> {
  if (config.kind === 's3') {
    const { S3Storage } = await import('./s3-storage');
    return new S3Storage(config, folder);
  }
  return new LocalDiskStorage(join(mediaDir, folder), `/media/${folder}`);
}
