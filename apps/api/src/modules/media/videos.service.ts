import { mkdtemp, rm } from 'node:fs/promises';
import { join } from 'node:path';
import {
  MEDIA_LIMITS,
  MEDIA_MESSAGES,
  type Video,
  type VideoFromUploadPayload,
} from '@talent/contract/media';
import type { Insertable } from 'kysely';
import type { TalentProfileRow, VideosTable } from '../../db/schema';
import type { TransactionPart } from '../../db/transaction-part';
import { HttpError } from '../../http-error';
import type { MediaRepository, VideoRow } from './media.repository';
import type { MediaFiles, MediaProfile, MediaViewer } from './media-files';
import { notFound, optionalText } from './media-input';
import type { ReceivedUpload } from './multipart-upload';
import type { ResumableUploads } from './resumable-uploads';
import type { VideoPipeline } from './video-pipeline';

/** A video's words as the upload gave them, unchecked. */
export interface VideoText {
  title?: string | undefined;
  caption?: string | undefined;
}

/**
 * The videos of talent profiles (DESIGN §6, §9): a multipart or a finished resumable upload goes to
 * the pipeline (checked, stored, queued for conversion); lists, order and deletion are here.
 */
export class VideosService {
  constructor(
    private readonly repository: MediaRepository,
    private readonly files: MediaFiles,
    private readonly pipeline: VideoPipeline,
    private readonly resumableUploads: ResumableUploads,
    /** Scratch folder, where a finished resumable upload is taken to (emptied at startup). */
    private readonly workDir: string,
  ) {}

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

  private async videoDtos(
    profile: MediaProfile,
    rows: readonly VideoRow[],
    viewer: MediaViewer,
  ): Promise<Video[]> {
    const { url, flush } = this.files.urlMaker(profile, viewer);
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

  async listVideos(profile: MediaProfile, viewer: MediaViewer): Promise<Video[]> {
    return this.videoDtos(profile, await this.repository.listVideos(profile.id), viewer);
  }

  /** A video of one multipart upload: checked, stored and queued for conversion. */
  async addVideo(
    profile: TalentProfileRow,
    upload: ReceivedUpload,
    text: VideoText,
    viewer: MediaViewer,
  ): Promise<Video> {
    const file = upload.files[0];
    if (!file) throw new Error('An upload without its file reached the videos service');
    const row = await this.pipeline.accept(profile, {
      path: file.path,
      size: file.size,
      ...this.checkedText(text),
    });
    return (await this.videoDtos(profile, [row], viewer))[0] as Video;
  }

  /** A finished resumable upload of the caller becomes a video of the profile, trimmed when asked. */
  async addVideoFromUpload(
    profile: TalentProfileRow,
    userId: string,
    payload: VideoFromUploadPayload,
  ): Promise<Video> {
    const uploads = this.resumableUploads;
    const text = this.checkedText(payload);
    const dir = await mkdtemp(join(this.workDir, 'tus-'));
    try {
      const file = await uploads.take(payload.uploadId, userId, dir);
      const row = await this.pipeline
        .accept(profile, {
          path: file.path,
          size: file.size,
          ...text,
          trimStart: payload.trimStart,
          trimEnd: payload.trimEnd,
        })
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

  private checkedText({ title, caption }: VideoText) {
    return {
      title: optionalText(title, MEDIA_LIMITS.titleMaxLength, 'title'),
      caption: optionalText(caption, MEDIA_LIMITS.captionMaxLength, 'caption'),
    };
  }

  /** `npm run cli -- convert-videos` (VideoPipeline.queueUnconverted). */
  queueUnconverted() {
    return this.pipeline.queueUnconverted();
  }

  /**
   * Rows written as they are, with the directory's rank of their profiles: the demo seed's showreels
   * (in the seed's one transaction, DemoRepository.insertIfEmpty), a test's videos from before the pipeline.
   */
  seedRows(rows: readonly Insertable<VideosTable>[]): TransactionPart {
    return {
      write: async (trx) => {
        await this.repository.insertVideoRows(trx, rows);
        for (const profileId of new Set(rows.map((row) => row.talent_profile_id)))
          await this.pipeline.videosChanged(profileId).write(trx);
      },
    };
  }

  async deleteVideo(profile: TalentProfileRow, id: string): Promise<void> {
    const row = await this.repository.findVideo(profile.id, id);
    if (!row) throw notFound(MEDIA_MESSAGES.videoNotFound);
    await this.repository.deleteVideo(profile.id, id, this.pipeline.videosChanged(profile.id));
    await this.files.removeKeys(
      this.files.storageFor(row.private),
      [row.original_key, row.thumbnail_key, row.source_key, row.poster_key].filter(
        (key): key is string => key !== null,
      ),
    );
  }

  async reorderVideos(profile: TalentProfileRow, ids: string[], viewer: MediaViewer): Promise<Video[]> {
    await this.files.reorder('videos', profile.id, ids, 'videoIds');
    return this.listVideos(profile, viewer);
  }
}
