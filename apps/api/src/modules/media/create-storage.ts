import { join } from 'node:path';
import type { StorageConfig } from '../../config';
import { LocalDiskStorage } from './local-disk-storage';
import { PRIVATE_MEDIA_PATH } from './media-signer';
import { CHILD_MEDIA_FOLDER, PRIVATE_MEDIA_DIR, PROFILE_MEDIA_FOLDER, type Storage } from './storage';

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

/**
 * Files no one reads at a public address. Children's (DESIGN §10, the default folder): local, under
 * `DATA_DIR/private-media/children`, which /media does not serve; S3, the `children/` prefix, put
 * without public caching; read only through signed URLs (MediaSigner), so `url()` here is the stable
 * unsigned path, never a readable address. Other folders (a casting's `sides`) sit beside it, read
 * only by their own service.
 */
export async function createPrivateStorage(
  config: StorageConfig,
  dataDir: string,
  folder = CHILD_MEDIA_FOLDER,
): Promise<Storage> {
  if (config.kind === 's3') {
    const { S3Storage } = await import('./s3-storage');
    return new S3Storage(config, folder, 'private');
  }
  return new LocalDiskStorage(join(dataDir, PRIVATE_MEDIA_DIR, folder), PRIVATE_MEDIA_PATH);
}
