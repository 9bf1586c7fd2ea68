import { randomUUID } from 'node:crypto';
import type { Casting } from '@talent/contract/castings';
import type { StaffActor } from '../auth/auth.service';
import type { ReceivedUpload } from '../media/multipart-upload';
import { uploadedPhotoVariants } from '../media/photo-variants';
import type { Storage } from '../media/storage';
import type { StudioCastingsService } from './studio-castings.service';

/**
 * A casting's cover image: the upload's file checked and re-encoded like a photo (display and
 * thumbnail, no metadata), stored in the covers' own folder, which the startup sweep of profile
 * media never touches.
 */
export class CastingCoversService {
  constructor(
    /** The `castings` media folder. */
    private readonly storage: Storage,
    private readonly castings: Pick<StudioCastingsService, 'assertManaged' | 'setCover'>,
  ) {}

  /** Before the upload is read: nothing is stored for a casting the caller does not manage. */
  assertManaged(actor: StaffActor, castingId: string): Promise<void> {
    return this.castings.assertManaged(actor, castingId);
  }

  /** Stores the upload's image and makes it the casting's cover. */
  async replaceCover(actor: StaffActor, castingId: string, upload: ReceivedUpload): Promise<Casting> {
    return this.castings.setCover(actor, castingId, await this.storeImage(upload));
  }

  private async storeImage(upload: ReceivedUpload): Promise<{ thumbnailUrl: string; displayUrl: string }> {
    const file = upload.files[0];
    if (!file) throw new Error('An upload without its file reached the covers service');
    const stored: string[] = [];
    try {
      const id = randomUUID();
      const variants = await uploadedPhotoVariants(file, upload.dir, id);
      const display = `${id}-display.${variants.display.extension}`;
      const thumbnail = `${id}-thumb.${variants.thumbnail.extension}`;
      stored.push(display);
      await this.storage.putFile(variants.display.path, display, variants.display.contentType);
      stored.push(thumbnail);
      await this.storage.putFile(variants.thumbnail.path, thumbnail, variants.thumbnail.contentType);
      return { displayUrl: this.storage.url(display), thumbnailUrl: this.storage.url(thumbnail) };
    } catch (error) {
      for (const key of stored) await this.storage.delete(key).catch(() => {});
      throw error;
    }
  }
}
