import { mkdir, rm } from 'node:fs/promises';
import type { FastifyBaseLogger } from 'fastify';
import type { ChildMediaService } from './child-media.service';
import { LocalDiskStorage, TEMP_PREFIX } from './local-disk-storage';
import type { MediaRepository } from './media.repository';
import type { MediaFiles } from './media-files';

/**
 * What is left of media when something ends: files of interrupted uploads (swept at startup) and
 * the files of erased profiles.
 */
export class MediaCleanupService {
  constructor(
    private readonly repository: MediaRepository,
    private readonly files: MediaFiles,
    private readonly childMedia: ChildMediaService,
    private readonly options: { workDir: string; log: FastifyBaseLogger },
  ) {}

  /** Startup: moves children's files out of the public storage, removes scratch and unreferenced files. */
  async start(): Promise<void> {
    await rm(this.options.workDir, { recursive: true, force: true });
    await mkdir(this.options.workDir, { recursive: true });
    await this.childMedia.secureChildMedia();
    // In the background: a slow or unreachable public URL never holds the start up.
    void this.childMedia.checkPrivateStorage();
    const referenced = await this.repository.allKeys();
    let removed = 0;
    for (const storage of [this.files.publicStorage, this.files.childMedia.storage]) {
      if (!(storage instanceof LocalDiskStorage)) continue;
      await storage.init();
      for (const name of await storage.list()) {
        if (name.startsWith(TEMP_PREFIX) || !referenced.has(name)) {
          await storage.deleteAny(name);
          removed += 1;
        }
      }
    }
    if (removed > 0)
      this.options.log.info({ removed }, 'media cleanup: removed files left by interrupted uploads');
  }

  /**
   * Erases talent profiles with their media: the one way to delete profiles (a child, and the account
   * deletion for the user's own profile and every child's). The storage keys are read first,
   * `deleteRows` then deletes the rows (photos and videos go with their profile by cascade) in its
   * own transaction, and only after it committed are the files removed: a failed delete leaves every
   * file in place, and a file that cannot be removed is logged (startup cleanup removes unreferenced
   * local files), never an error for the caller.
   */
  async deleteProfilesWithMedia(
    profileIds: readonly string[],
    deleteRows: () => Promise<void>,
  ): Promise<void> {
    const keys = await this.repository.keysOf(profileIds);
    await deleteRows();
    // From both storages: a missing key is no error, and a child's files may predate the private one.
    const failure = 'media: could not remove a file of an erased profile';
    await this.files.removeKeys(this.files.publicStorage, keys, failure);
    await this.files.removeKeys(this.files.childMedia.storage, keys, failure);
  }
}
