import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, mkdtemp, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { Multipart } from '@fastify/multipart';
import { ADULT_AGE } from '@talent/contract/child-work';
import { ageOn, romanianToday } from '@talent/contract/dates';
import {
  MEDIA_LIMITS,
  MEDIA_MESSAGES,
  mediaMessage,
  type Photo,
  type Video,
  type VideoFromUploadPayload,
} from '@talent/contract/media';
import type { FastifyBaseLogger } from 'fastify';
import type { TalentProfileRow } from '../../db/schema';
import { HttpError } from '../../http-error';
import { NUL_MESSAGE } from '../../plugins/errors';
import type { JobQueue } from '../jobs/job-queue';
import { LocalDiskStorage, TEMP_PREFIX } from './local-disk-storage';
import type { MediaRepository, NewPhotoRow, PhotoRow, VideoRow } from './media.repository';
import type { MediaSigner } from './media-signer';
import { makePhotoVariants, PhotoRejected } from './photo-variants';
import type { ResumableUploads } from './resumable-uploads';
import {
  CASTING_COVER_FOLDER,
  CHILD_MEDIA_FOLDER,
  contentTypeOf,
  PROFILE_MEDIA_FOLDER,
  type Storage,
} from './storage';
import { VideoPipeline, type VideoPipelineOptions } from './video-pipeline';

export interface MediaOptions {
  /** Scratch folder for uploads in progress (emptied at startup). */
  workDir: string;
  ffmpegPath: string;
  ffprobePath: string;
  log: FastifyBaseLogger;
  /** Where casting covers go (the `castings` media folder); without it, covers cannot be stored. */
  coverStorage?: Storage;
  jobs: JobQueue;
  video: Pick<
    VideoPipelineOptions,
    'keepOriginal' | 'nice' | 'threads' | 'concurrency' | 'leaseSeconds' | 'limits'
  >;
  /** The tus uploads, when the server takes them. */
  resumableUploads?: ResumableUploads;
  /**
   * Children's files (DESIGN §10): their own storage, read only through the signer's expiring URLs.
   * Without it (some tests) a child's files go to the public storage like an adult's.
   */
  privateMedia?: { storage: Storage; signer: MediaSigner };
  /**
   * With S3, the local `/media/profiles` folder, which the demo seed writes its portraits to: the
   * startup sweep moves minors' files from there to the private storage too.
   */
  localProfiles?: Storage;
}

/** A profile as far as its media cares (privacy is each file row's own, `private`). */
export type MediaProfile = Pick<TalentProfileRow, 'id' | 'child_id'>;
/** What decides whether a new file is private: a child profile, or an owner under 18 that day. */
export type UploadingProfile = Pick<TalentProfileRow, 'id' | 'child_id' | 'date_of_birth'>;

/**
 * The date of birth of someone turning 18 on `today`: anyone born after it is a minor, as `ageOn` counts
 * (a 29 February birthday falls on 1 March in other years), so SQL can compare dates as text.
 */
export function adultBirthCutoff(today: string): string {
  return `${String(Number(today.slice(0, 4)) - ADULT_AGE).padStart(4, '0')}${today.slice(4)}`;
}

/** A child profile, or one whose owner is under 18 on `today` (DESIGN §10). */
export function isMinorProfile(profile: UploadingProfile, today = romanianToday()): boolean {
  if (profile.child_id !== null) return true;
  if (!profile.date_of_birth) return false;
  const age = ageOn(profile.date_of_birth.slice(0, 10), today);
  return age !== null && age < ADULT_AGE;
}
/** Who the URLs are made for (a child's are signed for them): a user id, or null (no user). */
export type MediaViewer = string | null;

export interface ReceivedFile {
  path: string;
  /** The user's name for the file: only ever shown in messages, never used as a path. */
  name: string;
  size: number;
}

export interface ReceivedUpload {
  files: ReceivedFile[];
  fields: Record<string, string>;
  dir: string;
}

type Kind = 'photo' | 'video';

const displayName = (name: string | undefined) => (name ?? 'fișier').replace(/[\r\n\t]/g, ' ').slice(0, 120);
/**
 * 413 closes the connection: the rest of an oversized body (even 2 GB) is then never read, not even to
 * be thrown away for keep-alive.
 */
const tooLarge = (message: string) =>
  new HttpError(413, 'PAYLOAD_TOO_LARGE', message, undefined, { connection: 'close' });
const notFound = (message: string) => new HttpError(404, 'NOT_FOUND', message);
const MALFORMED_MULTIPART = /unexpected end of multipart data|boundary not found/i;
const MALFORMED_UPLOAD_MESSAGE = 'Încărcarea nu a putut fi citită. Încearcă din nou.';

const bad = (message: string, field?: string) =>
  new HttpError(400, 'VALIDATION_ERROR', message, field ? { [field]: message } : undefined);

/**
 * Photos and videos of one talent profile. The caller resolves the profile (ownership) first; every
 * upload goes: stream to a scratch file (size checked while streaming) → check the bytes and make
 * the served files → put them in storage → write the row. Any failure removes what was made.
 */
/** The served variants of an uploaded image, or 415 with the file's name when its bytes are not one. */
async function imageVariants(file: ReceivedFile, dir: string, id: string) {
  try {
    return await makePhotoVariants(file.path, dir, id);
  } catch (error) {
    if (!(error instanceof PhotoRejected)) throw error;
    throw new HttpError(
      415,
      'UNSUPPORTED_MEDIA_TYPE',
      error.reason === 'pixels'
        ? mediaMessage('imageTooManyPixels', file.name)
        : mediaMessage('photoTypeNotAllowed', file.name),
    );
  }
}

export class MediaService {
  private readonly videos: VideoPipeline;

  constructor(
    private readonly repository: MediaRepository,
    private readonly storage: Storage,
    private readonly options: MediaOptions,
  ) {
    this.videos = new VideoPipeline(
      repository,
      {
        storageFor: (isPrivate) => this.storageFor(isPrivate),
        isPrivate: (profile) => this.privateUpload(profile),
      },
      {
        ...options.video,
        jobs: options.jobs,
        ffmpegPath: options.ffmpegPath,
        ffprobePath: options.ffprobePath,
        workDir: options.workDir,
        log: options.log,
      },
    );
  }

  /**
   * Videos by id, for the self-tapes sent as answers; the caller checks access. With `profileId`,
   * only that profile's: nothing of another profile is signed (or logged) for the caller.
   */
  async videosByIds(
    ids: readonly string[],
    viewer: MediaViewer,
    profileId?: string,
  ): Promise<Map<string, Video & { profileId: string }>> {
    const rows = await this.repository.videosByIds(ids, profileId);
    const result = new Map<string, Video & { profileId: string }>();
    for (const row of rows) {
      const [video] = await this.videoDtos({ id: row.talent_profile_id, child_id: null }, [row], viewer);
      result.set(row.id, { ...(video as Video), profileId: row.talent_profile_id });
    }
    return result;
  }

  /** Startup: moves children's files out of the public storage, removes scratch and unreferenced files. */
  async init(): Promise<void> {
    await rm(this.options.workDir, { recursive: true, force: true });
    await mkdir(this.options.workDir, { recursive: true });
    await this.secureChildMedia();
    // In the background: a slow or unreachable public URL never holds the start up.
    void this.checkPrivateStorage();
    const referenced = await this.repository.allKeys();
    let removed = 0;
    for (const storage of [this.storage, this.options.privateMedia?.storage]) {
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
   * Minors' files still in the public storage (uploaded before DESIGN §10, by an owner now under 18,
   * or the demo's portraits, written to the local profiles folder even with S3) move to the private
   * one, their rows are marked private, and such a profile photo becomes the stable private path.
   * Idempotent: run at startup and after the demo seed; a file is copied before it is removed.
   */
  async secureChildMedia(): Promise<number> {
    const privateMedia = this.options.privateMedia;
    if (!privateMedia) return 0;
    await this.repository.markMinorsMediaPrivate(adultBirthCutoff(romanianToday()));
    // A set: a row may name one file twice (the demo's portraits are their own original).
    const privateKeys = new Set(await this.repository.privateKeys());
    const sources = [this.storage];
    if (this.options.localProfiles && this.options.localProfiles !== this.storage)
      sources.push(this.options.localProfiles);
    let moved = 0;
    if (privateKeys.size > 0) {
      const dir = await mkdtemp(join(this.options.workDir, 'secure-'));
      try {
        for (const source of sources) {
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
            await privateMedia.storage.putFile(file, key, contentTypeOf(key));
            await source.delete(key);
            await rm(file, { force: true });
            moved += 1;
          }
        }
      } finally {
        await rm(dir, { recursive: true, force: true });
      }
    }
    for (const row of await this.repository.profilePhotosNotIn(privateMedia.signer.stablePath(''))) {
      const key = privateMedia.signer.keyOf(row.profile_photo_url);
      if (key && privateKeys.has(key))
        await this.repository.setProfilePhotoUrl(
          row.id,
          row.profile_photo_url,
          privateMedia.signer.stablePath(key),
        );
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
    const storage = this.options.privateMedia?.storage;
    if (!storage?.publiclyReadable) return 'unknown';
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

  /** Whether a new file of `profile` goes private: a minor's, when there is a private storage. */
  private privateUpload(profile: UploadingProfile): boolean {
    return this.options.privateMedia !== undefined && isMinorProfile(profile);
  }

  /** Where a file lives: a private row's in the private storage (DESIGN §10). */
  private storageFor(isPrivate: boolean | number): Storage {
    return isPrivate && this.options.privateMedia ? this.options.privateMedia.storage : this.storage;
  }

  /**
   * The URL maker for one profile's files as `viewer` gets them: a public row's public URL, a private
   * row's signed URL. With S3 the reads go straight to the bucket, so the access log records the
   * hand-out: `flush` writes one row per file given (local storage logs each read in the private route).
   */
  private urlMaker(profile: MediaProfile, viewer: MediaViewer) {
    const privateMedia = this.options.privateMedia;
    const handedOut: Array<{ profileId: string; key: string; viewerId: string | null }> = [];
    const logsHandOut = privateMedia?.storage.presignedUrl !== undefined;
    return {
      url: async (key: string, isPrivate: boolean | number) => {
        if (!privateMedia || !isPrivate) return this.storage.url(key);
        if (logsHandOut) handedOut.push({ profileId: profile.id, key, viewerId: viewer });
        return privateMedia.signer.sign(key, profile.id, viewer);
      },
      flush: () => this.repository.logChildAccess(handedOut),
    };
  }

  /**
   * A stored profile photo URL as `viewer` may load it: the stable private path (a minor's photo)
   * becomes a signed URL; anything else is unchanged. For the profile, user, children and applicant DTOs.
   */
  async viewUrl(url: string | null, profile: MediaProfile, viewer: MediaViewer): Promise<string | null> {
    const signer = this.options.privateMedia?.signer;
    if (url === null || !signer || !signer.isStablePath(url)) return url;
    const key = signer.keyOf(url);
    if (!key) return null;
    const maker = this.urlMaker(profile, viewer);
    const signed = await maker.url(key, true);
    await maker.flush();
    return signed;
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
      const url = await this.viewUrl(profile.photoUrl, profile, viewer);
      if (url === null || profile.photoUrl === null) {
        result.set(profile.id, null);
        continue;
      }
      const stored = profile.photoUrl;
      const row = rows.find(
        (candidate) =>
          candidate.talent_profile_id === profile.id &&
          this.isVariantOf(candidate, stored, ['display_key', 'original_key', 'thumbnail_key']),
      );
      if (!row) {
        result.set(profile.id, { url, thumbnailUrl: url });
        continue;
      }
      const maker = this.urlMaker(profile, viewer);
      result.set(profile.id, { url, thumbnailUrl: await maker.url(row.thumbnail_key, row.private) });
      await maker.flush();
    }
    return result;
  }

  /** Whether `url` (as stored: public, or a private row's stable path) is one of `row`'s files. */
  private isVariantOf(
    row: PhotoRow,
    url: string,
    variants: ReadonlyArray<'display_key' | 'original_key' | 'thumbnail_key'>,
  ): boolean {
    const signer = this.options.privateMedia?.signer;
    if (signer && row.private) {
      const key = signer.keyOf(url);
      return key !== null && variants.some((variant) => row[variant] === key);
    }
    return variants.some((variant) => this.storage.url(row[variant]) === url);
  }

  async photoDtos(profile: MediaProfile, rows: readonly PhotoRow[], viewer: MediaViewer): Promise<Photo[]> {
    const { url, flush } = this.urlMaker(profile, viewer);
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

  async videoDtos(profile: MediaProfile, rows: readonly VideoRow[], viewer: MediaViewer): Promise<Video[]> {
    const { url, flush } = this.urlMaker(profile, viewer);
    const videos: Video[] = [];
    for (const row of rows) {
      const ready = row.processing_status === 'READY';
      videos.push({
        id: row.id,
        thumbnailUrl: await url(row.thumbnail_key, row.private),
        originalUrl: ready ? await url(row.original_key, row.private) : '',
        posterUrl: ready && row.poster_key ? await url(row.poster_key, row.private) : null,
        processingStatus: row.processing_status,
        processingError: row.processing_error,
        title: row.title,
        caption: row.caption,
        order: row.position,
        duration: row.duration === null ? null : Number(row.duration),
      });
    }
    await flush();
    return videos;
  }

  async listPhotos(profile: MediaProfile, viewer: MediaViewer): Promise<Photo[]> {
    return this.photoDtos(profile, await this.repository.listPhotos(profile.id), viewer);
  }

  async listVideos(profile: MediaProfile, viewer: MediaViewer): Promise<Video[]> {
    return this.videoDtos(profile, await this.repository.listVideos(profile.id), viewer);
  }

  /**
   * The form to store as the profile photo when `url` is one of the profile's photos (display or
   * original), else null. A private photo is sent back as a signed URL: its key decides, and the
   * stable private path (no signature, no expiry) is what is stored.
   */
  async ownPhotoUrl(profile: MediaProfile, url: string): Promise<string | null> {
    const rows = await this.repository.listPhotos(profile.id);
    const signer = this.options.privateMedia?.signer;
    const row = rows.find((candidate) => this.isVariantOf(candidate, url, ['display_key', 'original_key']));
    if (!row) return null;
    const key = signer?.keyOf(url) ?? null;
    return signer && row.private && key !== null ? signer.stablePath(key) : url;
  }

  /**
   * Streams the multipart parts to scratch files. Sizes are enforced by the parser while streaming
   * (the part is cut at the limit), and the too-many-files limit stops it at the 11th file.
   */
  async receive(
    parts: AsyncIterableIterator<Multipart>,
    kind: Kind,
    fileField: string,
  ): Promise<ReceivedUpload> {
    const dir = await mkdtemp(join(this.options.workDir, 'up-'));
    const upload: ReceivedUpload = { files: [], fields: {}, dir };
    try {
      for await (const part of parts) {
        if (part.type === 'field') {
          if (typeof part.value === 'string') upload.fields[part.fieldname] = part.value;
          continue;
        }
        const name = displayName(part.filename);
        if (part.fieldname !== fileField) {
          part.file.resume();
          throw bad(`Unexpected file field: ${part.fieldname.slice(0, 50)}`, part.fieldname.slice(0, 50));
        }
        const path = join(dir, `${upload.files.length}.upload`);
        const tooBig = () =>
          tooLarge(kind === 'photo' ? mediaMessage('photoTooLarge', name) : MEDIA_MESSAGES.videoTooLarge);
        await new Promise<void>((resolve, reject) => {
          const out = createWriteStream(path);
          // Stop at the limit: waiting for the part's end would read the whole oversized body.
          part.file.once('limit', () => {
            reject(tooBig());
            out.destroy();
          });
          pipeline(part.file, out).then(resolve, reject);
        });
        if (part.file.truncated) throw tooBig();
        upload.files.push({ path, name, size: (await stat(path)).size });
      }
    } catch (error) {
      await rm(dir, { recursive: true, force: true });
      const code = (error as { code?: string }).code;
      if (code === 'FST_FILES_LIMIT') {
        throw kind === 'photo'
          ? bad(MEDIA_MESSAGES.tooManyPhotos, 'files')
          : bad('Se poate încărca un singur videoclip odată.', 'file');
      }
      if (code === 'FST_REQ_FILE_TOO_LARGE') {
        const part = (error as { part?: { filename?: string } }).part;
        throw new HttpError(
          413,
          'PAYLOAD_TOO_LARGE',
          kind === 'photo'
            ? mediaMessage('photoTooLarge', displayName(part?.filename))
            : MEDIA_MESSAGES.videoTooLarge,
        );
      }
      // busboy's own errors for a body that is not whole multipart (cut short, no boundary).
      if (!code && error instanceof Error && MALFORMED_MULTIPART.test(error.message)) {
        throw new HttpError(400, 'BAD_REQUEST', MALFORMED_UPLOAD_MESSAGE);
      }
      throw error;
    }
    if (upload.files.length === 0) {
      await rm(dir, { recursive: true, force: true });
      throw bad(MEDIA_MESSAGES.fileRequired, fileField);
    }
    return upload;
  }

  private text(value: string | undefined, max: number, field: string): string | null {
    const trimmed = value?.trim() ?? '';
    if (trimmed.includes('\u0000')) throw bad(NUL_MESSAGE, field);
    if (trimmed.length > max) throw bad(`${field} is too long (maximum ${max} characters)`, field);
    return trimmed === '' ? null : trimmed;
  }

  /** Photos of one upload, all or none: one refused file refuses the upload with its message. */
  async addPhotos(profile: TalentProfileRow, upload: ReceivedUpload, viewer: MediaViewer): Promise<Photo[]> {
    const isPrivate = this.privateUpload(profile);
    const storage = this.storageFor(isPrivate);
    const stored: string[] = [];
    try {
      const caption = this.text(upload.fields.caption, MEDIA_LIMITS.captionMaxLength, 'caption');
      if (
        (await this.repository.count('photos', profile.id)) + upload.files.length >
        MEDIA_LIMITS.photosPerProfile
      )
        throw new HttpError(409, 'PHOTO_LIMIT_REACHED', MEDIA_MESSAGES.photoLimitReached);
      const rows: NewPhotoRow[] = [];
      for (const file of upload.files) {
        const id = randomUUID();
        const variants = await imageVariants(file, upload.dir, id);
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
          caption,
          width: variants.width,
          height: variants.height,
          size_bytes: file.size,
          created_at: new Date().toISOString(),
          private: isPrivate ? 1 : 0,
        });
      }
      if (!(await this.repository.insertPhotos(profile.id, rows, MEDIA_LIMITS.photosPerProfile)))
        throw new HttpError(409, 'PHOTO_LIMIT_REACHED', MEDIA_MESSAGES.photoLimitReached);
      const ids = new Set(rows.map((row) => row.id));
      return this.photoDtos(
        profile,
        (await this.repository.listPhotos(profile.id)).filter((row) => ids.has(row.id)),
        viewer,
      );
    } catch (error) {
      await this.removeKeys(storage, stored);
      throw error;
    } finally {
      await rm(upload.dir, { recursive: true, force: true });
    }
  }

  /**
   * A casting's cover: the first file of the upload checked and re-encoded like a photo (display and
   * thumbnail, no metadata), stored in the covers' own folder, which the startup sweep of profile
   * media never touches.
   */
  async storeCoverImage(upload: ReceivedUpload): Promise<{ thumbnailUrl: string; displayUrl: string }> {
    const storage = this.options.coverStorage;
    if (!storage) throw new Error('No storage for casting covers');
    const stored: string[] = [];
    try {
      const file = upload.files[0]!;
      const id = randomUUID();
      const variants = await imageVariants(file, upload.dir, id);
      const display = `${id}-display.${variants.display.extension}`;
      const thumbnail = `${id}-thumb.${variants.thumbnail.extension}`;
      stored.push(display);
      await storage.putFile(variants.display.path, display, variants.display.contentType);
      stored.push(thumbnail);
      await storage.putFile(variants.thumbnail.path, thumbnail, variants.thumbnail.contentType);
      return { displayUrl: storage.url(display), thumbnailUrl: storage.url(thumbnail) };
    } catch (error) {
      for (const key of stored) await storage.delete(key).catch(() => {});
      throw error;
    } finally {
      await rm(upload.dir, { recursive: true, force: true });
    }
  }

  /** A video of one multipart upload: checked, stored and queued for conversion. */
  async addVideo(profile: TalentProfileRow, upload: ReceivedUpload, viewer: MediaViewer): Promise<Video> {
    try {
      const file = upload.files[0] as ReceivedFile;
      const row = await this.videos.accept(profile, {
        path: file.path,
        size: file.size,
        title: this.text(upload.fields.title, MEDIA_LIMITS.titleMaxLength, 'title'),
        caption: this.text(upload.fields.caption, MEDIA_LIMITS.captionMaxLength, 'caption'),
      });
      return (await this.videoDtos(profile, [row], viewer))[0] as Video;
    } finally {
      await rm(upload.dir, { recursive: true, force: true });
    }
  }

  /** A finished resumable upload of the caller becomes a video of the profile. */
  async addVideoFromUpload(
    profile: TalentProfileRow,
    userId: string,
    payload: VideoFromUploadPayload,
  ): Promise<Video> {
    const uploads = this.options.resumableUploads;
    if (!uploads) throw notFound(MEDIA_MESSAGES.uploadNotFound);
    const title = this.text(payload.title, MEDIA_LIMITS.titleMaxLength, 'title');
    const caption = this.text(payload.caption, MEDIA_LIMITS.captionMaxLength, 'caption');
    const dir = await mkdtemp(join(this.options.workDir, 'tus-'));
    try {
      const file = await uploads.take(payload.uploadId, userId, dir);
      const row = await this.videos
        .accept(profile, { path: file.path, size: file.size, title, caption })
        .catch(async (error: unknown) => {
          // Bytes that are not a video stay so: the upload is of no further use.
          if (error instanceof HttpError && error.statusCode === 415) await uploads.remove(payload.uploadId);
          throw error;
        });
      await uploads.remove(payload.uploadId);
      return (await this.videoDtos(profile, [row], userId))[0] as Video;
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }

  /** Drops a received upload that will not be processed (profile not found, …). */
  async discard(upload: ReceivedUpload): Promise<void> {
    await rm(upload.dir, { recursive: true, force: true });
  }

  private async removeKeys(
    storage: Storage,
    keys: string[],
    failure = 'media: could not remove a file of a failed upload',
  ) {
    for (const key of keys) {
      await storage.delete(key).catch((error: unknown) => {
        this.options.log.error({ err: error, key }, failure);
      });
    }
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
    await this.removeKeys(this.storage, keys, failure);
    if (this.options.privateMedia) await this.removeKeys(this.options.privateMedia.storage, keys, failure);
  }

  async deletePhoto(profile: TalentProfileRow, id: string): Promise<void> {
    const row = await this.repository.findPhoto(profile.id, id);
    if (!row) throw notFound(MEDIA_MESSAGES.photoNotFound);
    const keys = [row.original_key, row.display_key, row.thumbnail_key];
    const signer = this.options.privateMedia?.signer;
    await this.repository.deletePhoto(
      profile.id,
      id,
      keys.flatMap((key) => [this.storage.url(key), ...(signer ? [signer.stablePath(key)] : [])]),
    );
    await this.removeKeys(this.storageFor(row.private), keys);
  }

  async deleteVideo(profile: TalentProfileRow, id: string): Promise<void> {
    const row = await this.repository.findVideo(profile.id, id);
    if (!row) throw notFound(MEDIA_MESSAGES.videoNotFound);
    await this.repository.deleteVideo(profile.id, id);
    await this.removeKeys(
      this.storageFor(row.private),
      [row.original_key, row.thumbnail_key, row.source_key, row.poster_key].filter(
        (key): key is string => key !== null,
      ),
    );
  }

  async reorderPhotos(profile: TalentProfileRow, ids: string[], viewer: MediaViewer): Promise<Photo[]> {
    await this.reorder('photos', profile.id, ids, 'photoIds');
    return this.listPhotos(profile, viewer);
  }

  async reorderVideos(profile: TalentProfileRow, ids: string[], viewer: MediaViewer): Promise<Video[]> {
    await this.reorder('videos', profile.id, ids, 'videoIds');
    return this.listVideos(profile, viewer);
  }

  /** `ids` must be exactly the profile's photos' (videos') ids, each once, in the new order. */
  private async reorder(table: 'photos' | 'videos', profileId: string, ids: string[], field: string) {
    const existing = await this.repository.ids(table, profileId);
    const given = new Set(ids);
    if (given.size !== ids.length || ids.length !== existing.length || !existing.every((id) => given.has(id)))
      throw bad(MEDIA_MESSAGES.reorderMismatch, field);
    await this.repository.reorder(table, profileId, ids);
  }
}
