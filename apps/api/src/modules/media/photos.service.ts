import { randomUUID } from 'node:crypto';
import { MEDIA_LIMITS, MEDIA_MESSAGES, type Photo } from '@talent/contract/media';
import type { Insertable } from 'kysely';
import type { PhotosTable, TalentProfileRow } from '../../db/schema';
import type { TransactionPart } from '../../db/transaction-part';
import { HttpError } from '../../http-error';
import type { ProfileRecordsService } from '../profiles/profile-records.service';
import type { MediaRepository, NewPhotoRow, PhotoRow } from './media.repository';
import type { MediaFiles, MediaProfile, MediaViewer } from './media-files';
import { notFound, optionalText } from './media-input';
import type { ReceivedUpload } from './multipart-upload';
import { uploadedPhotoVariants } from './photo-variants';

const photoLimitReached = () => new HttpError(409, 'PHOTO_LIMIT_REACHED', MEDIA_MESSAGES.photoLimitReached);

/**
 * The photos of talent profiles (DESIGN §6). The caller resolves the profile (ownership) first; an
 * upload goes: check the bytes and make the served files → put them in storage → write the rows.
 * Any failure removes what was made.
 */
export class PhotosService {
  constructor(
    private readonly repository: MediaRepository,
    private readonly files: MediaFiles,
    /** The profile photo is the profiles module's: cleared with the photo that was it. */
    private readonly profiles: Pick<ProfileRecordsService, 'photoDeleted'>,
  ) {}

  /** The demo seed's rows, written in the seed's one transaction (DemoRepository.insertIfEmpty). */
  seedRows(rows: readonly Insertable<PhotosTable>[]): TransactionPart {
    return { write: (trx) => this.repository.insertPhotoRows(trx, rows) };
  }

  /** See MediaFiles.viewUrl: a stored profile photo URL as `viewer` may load it. */
  viewUrl(url: string | null, profile: MediaProfile, viewer: MediaViewer): Promise<string | null> {
    return this.files.viewUrl(url, profile, viewer);
  }

  /**
   * The profile photos of several profiles as `viewer` loads them in small frames (DESIGN §6): the
   * chosen photo as stored (`url`: the ≈ 1600 px display image, for dense screens) and its ≈ 400 px
   * thumbnail, which a card or a header loads. A minor's come signed for the viewer, the thumbnail too.
   * A stored URL that is none of the profile's photos is its own thumbnail. One query for all.
   */
  async profilePhotos(
    profiles: ReadonlyArray<MediaProfile & { photoUrl: string | null }>,
    viewer: MediaViewer,
  ): Promise<Map<string, { url: string; thumbnailUrl: string } | null>> {
    const withPhoto = profiles.filter((profile) => profile.photoUrl !== null);
    const rows = await this.repository.photosOfProfiles(withPhoto.map((profile) => profile.id));
    const result = new Map<string, { url: string; thumbnailUrl: string } | null>();
    for (const profile of profiles) {
      const url = await this.files.viewUrl(profile.photoUrl, profile, viewer);
      if (url === null || profile.photoUrl === null) {
        result.set(profile.id, null);
        continue;
      }
      const stored = profile.photoUrl;
      const row = rows.find(
        (candidate) =>
          candidate.talent_profile_id === profile.id &&
          this.files.isVariantOf(candidate, stored, ['display_key', 'original_key', 'thumbnail_key']),
      );
      if (!row) {
        result.set(profile.id, { url, thumbnailUrl: url });
        continue;
      }
      const maker = this.files.urlMaker(profile, viewer);
      result.set(profile.id, { url, thumbnailUrl: await maker.url(row.thumbnail_key, row.private) });
      await maker.flush();
    }
    return result;
  }

  private async photoDtos(
    profile: MediaProfile,
    rows: readonly PhotoRow[],
    viewer: MediaViewer,
  ): Promise<Photo[]> {
    const { url, flush } = this.files.urlMaker(profile, viewer);
    const photos: Photo[] = [];
    for (const row of rows) {
      photos.push({
        id: row.id,
        thumbnailUrl: await url(row.thumbnail_key, row.private),
        displayUrl: await url(row.display_key, row.private),
        originalUrl: await url(row.original_key, row.private),
        caption: row.caption,
        order: row.position,
      });
    }
    await flush();
    return photos;
  }

  async listPhotos(profile: MediaProfile, viewer: MediaViewer): Promise<Photo[]> {
    return this.photoDtos(profile, await this.repository.listPhotos(profile.id), viewer);
  }

  /**
   * The form to store as the profile photo when `url` is one of the profile's photos (display or
   * original), else null. A private photo is sent back as a signed URL: its key decides, and the
   * stable private path (no signature, no expiry) is what is stored.
   */
  async ownPhotoUrl(profile: MediaProfile, url: string): Promise<string | null> {
    const rows = await this.repository.listPhotos(profile.id);
    const { signer } = this.files.childMedia;
    const row = rows.find((candidate) =>
      this.files.isVariantOf(candidate, url, ['display_key', 'original_key']),
    );
    if (!row) return null;
    const key = signer.keyOf(url);
    return row.private && key !== null ? signer.stablePath(key) : url;
  }

  /** Photos of one upload, all or none: one refused file refuses the upload with its message. */
  async addPhotos(
    profile: TalentProfileRow,
    upload: ReceivedUpload,
    caption: string | undefined,
    viewer: MediaViewer,
  ): Promise<Photo[]> {
    const isPrivate = this.files.isPrivate(profile);
    const storage = this.files.storageFor(isPrivate);
    const stored: string[] = [];
    try {
      const checkedCaption = optionalText(caption, MEDIA_LIMITS.captionMaxLength, 'caption');
      if (
        (await this.repository.count('photos', profile.id)) + upload.files.length >
        MEDIA_LIMITS.photosPerProfile
      )
        throw photoLimitReached();
      const rows: NewPhotoRow[] = [];
      for (const file of upload.files) {
        const id = randomUUID();
        const variants = await uploadedPhotoVariants(file, upload.dir, id);
        const keys = {
          original_key: `${id}-original.${variants.original.extension}`,
          display_key: `${id}-display.${variants.display.extension}`,
          thumbnail_key: `${id}-thumb.${variants.thumbnail.extension}`,
        };
        for (const [variant, key] of [
          [variants.original, keys.original_key],
          [variants.display, keys.display_key],
          [variants.thumbnail, keys.thumbnail_key],
        ] as const) {
          stored.push(key);
          await storage.putFile(variant.path, key, variant.contentType);
        }
        rows.push({
          id,
          talent_profile_id: profile.id,
          ...keys,
          caption: checkedCaption,
          width: variants.width,
          height: variants.height,
          size_bytes: file.size,
          created_at: new Date().toISOString(),
          private: isPrivate ? 1 : 0,
        });
      }
      if (!(await this.repository.insertPhotos(profile.id, rows, MEDIA_LIMITS.photosPerProfile)))
        throw photoLimitReached();
      const ids = new Set(rows.map((row) => row.id));
      return this.photoDtos(
        profile,
        (await this.repository.listPhotos(profile.id)).filter((row) => ids.has(row.id)),
        viewer,
      );
    } catch (error) {
      await this.files.removeKeys(storage, stored);
      throw error;
    }
  }

  async deletePhoto(profile: TalentProfileRow, id: string): Promise<void> {
    const row = await this.repository.findPhoto(profile.id, id);
    if (!row) throw notFound(MEDIA_MESSAGES.photoNotFound);
    const keys = [row.original_key, row.display_key, row.thumbnail_key];
    const { signer } = this.files.childMedia;
    // Clears it as profile photo, in whichever stored form (public URL or stable private path).
    const urls = keys.flatMap((key) => [this.files.publicStorage.url(key), signer.stablePath(key)]);
    await this.repository.deletePhoto(profile.id, id, this.profiles.photoDeleted(profile.id, urls));
    await this.files.removeKeys(this.files.storageFor(row.private), keys);
  }

  async reorderPhotos(profile: TalentProfileRow, ids: string[], viewer: MediaViewer): Promise<Photo[]> {
    await this.files.reorder('photos', profile.id, ids, 'photoIds');
    return this.listPhotos(profile, viewer);
  }
}
