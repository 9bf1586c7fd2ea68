import { mkdtemp, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { romanianToday } from '@talent/contract/dates';
import type { FastifyBaseLogger } from 'fastify';
import type { ProfileRecordsService } from '../profiles/profile-records.service';
import type { MediaRepository } from './media.repository';
import type { MediaFiles } from './media-files';
import { adultBirthCutoff } from './minor-profile';
import {
  CASTING_COVER_FOLDER,
  CHILD_MEDIA_FOLDER,
  contentTypeOf,
  PROFILE_MEDIA_FOLDER,
  type Storage,
} from './storage';

export interface ChildMediaOptions {
  /** Scratch folder, where a file being moved waits (emptied at startup). */
  workDir: string;
  /**
   * Public storages a minor's file may still be in: the public one, and with S3 also the local
   * `/media/profiles` folder, which the demo seed writes its portraits to.
   */
  publicSources: readonly Storage[];
  log: FastifyBaseLogger;
  /** A minor's profile photo URL is the profiles module's, moved to its private path by the sweep. */
  profiles: Pick<ProfileRecordsService, 'movePhotoUrl'>;
}

/**
 * Children's media (DESIGN §10): a minor's files are never at a public, permanent URL. New files go
 * private when uploaded (MediaFiles.isPrivate); this service moves those that are still public.
 */
export class ChildMediaService {
  constructor(
    private readonly repository: MediaRepository,
    private readonly files: MediaFiles,
    private readonly options: ChildMediaOptions,
  ) {}

  /**
   * Minors' files still in the public storage (uploaded before DESIGN §10, by an owner now under 18,
   * or the demo's portraits, written to the local profiles folder even with S3) move to the private
   * one, their rows are marked private, and such a profile photo becomes the stable private path.
   * Idempotent: run at startup and after the demo seed; a file is copied before it is removed.
   */
  async secureChildMedia(): Promise<number> {
    const { storage: privateStorage, signer } = this.files.childMedia;
    await this.repository.markMinorsMediaPrivate(adultBirthCutoff(romanianToday()));
    // A set: a row may name one file twice (the demo's portraits are their own original).
    const privateKeys = new Set(await this.repository.privateKeys());
    let moved = 0;
    if (privateKeys.size > 0) {
      const dir = await mkdtemp(join(this.options.workDir, 'secure-'));
      try {
        for (const source of this.options.publicSources) {
          const present = new Set(await source.list());
          for (const key of privateKeys) {
            if (!present.has(key)) continue;
            const file = join(dir, 'file');
            try {
              await source.download(key, file);
            } catch (error) {
              // Moved meanwhile by another process starting at the same time.
              const code = (error as { code?: string; name?: string }).code ?? (error as Error).name;
              if (code === 'ENOENT' || code === 'NoSuchKey') continue;
              throw error;
            }
            await privateStorage.putFile(file, key, contentTypeOf(key));
            await source.delete(key);
            await rm(file, { force: true });
            moved += 1;
          }
        }
      } finally {
        await rm(dir, { recursive: true, force: true });
      }
    }
    for (const row of await this.repository.profilePhotosNotIn(signer.stablePath(''))) {
      const key = signer.keyOf(row.profile_photo_url);
      if (key && privateKeys.has(key))
        await this.options.profiles.movePhotoUrl(row.id, row.profile_photo_url, signer.stablePath(key));
    }
    if (moved > 0) this.options.log.info({ moved }, "media: moved minors' files to the private storage");
    return moved;
  }

  /**
   * S3: the private prefix must not be readable at S3_PUBLIC_URL. A probe object is put there and read
   * anonymously; when that works, an error is logged with the fix (the start goes on: a test S3 such
   * as s3rver has no access control). Any failure of the check itself is only a warning.
   */
  async checkPrivateStorage(): Promise<'public' | 'private' | 'unknown'> {
    const { storage } = this.files.childMedia;
    if (!storage.publiclyReadable) return 'unknown';
    try {
      if (!(await storage.publiclyReadable())) return 'private';
      this.options.log.error(
        `children's media is publicly readable: an anonymous GET at S3_PUBLIC_URL reads the private "${CHILD_MEDIA_FOLDER}/" prefix of the bucket. Fix the bucket policy: allow public reads (s3:GetObject) only on "${PROFILE_MEDIA_FOLDER}/*" and "${CASTING_COVER_FOLDER}/*", never on the whole bucket or "${CHILD_MEDIA_FOLDER}/*" (the API hands children's files out as presigned URLs).`,
      );
      return 'public';
    } catch (error) {
      this.options.log.warn(
        { err: error },
        "media: could not check that children's media is not public on S3",
      );
      return 'unknown';
    }
  }
}
