import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { MEDIA_LIMITS, MEDIA_MESSAGES } from '@talent/contract/media';
import type { FastifyBaseLogger } from 'fastify';
import type { TalentProfileRow } from '../../db/schema';
import { HttpError } from '../../http-error';
import type { JobQueue } from '../jobs/job-queue';
import { VIDEO_JOBS } from '../jobs/job-registry';
import type { ProfileRecordsService } from '../profiles/profile-records.service';
import type { MediaRepository, VideoRow } from './media.repository';
import type { Storage } from './storage';
import { conversionWork, limitRefusal, type VideoLimits, type VideoShape } from './video-limits';
import {
  placeholderFrame,
  probeSource,
  readHead,
  ToolMissing,
  VIDEO_OUTPUT,
  type VideoFormat,
  videoFormatOf,
} from './video-probe';
import { transcodeVideo, VideoNotConvertible } from './video-transcode';
import { checkedTrim, trimmedDuration, type VideoTrim } from './video-trim';

/** A conversion's lane (VIDEO_JOBS, decision 0020): short clips never wait behind a long one. */
type ConversionLane = (typeof VIDEO_JOBS)[keyof typeof VIDEO_JOBS];

/**
 * The lane of a video: short when its work (seconds of 1080p30) is within VIDEO_SHORT_CLIP_SECONDS,
 * or when it is refused anyway (it fails at the probe, in a moment). Unknown work is long.
 */
export function conversionJobFor(video: VideoShape | null, limits: VideoLimits): ConversionLane {
  if (video && limitRefusal(video, limits)) return VIDEO_JOBS.convertShort;
  const work = video ? conversionWork(video) : Number.POSITIVE_INFINITY;
  return work <= limits.shortClipSeconds ? VIDEO_JOBS.convertShort : VIDEO_JOBS.convert;
}

/** Keyed by the video, so queueing one twice (a repeated CLI run) makes one job. */
function queueConversion(jobs: JobQueue, videoId: string, lane: ConversionLane): Promise<string | null> {
  return jobs.enqueue(lane, { videoId }, { key: videoId });
}

export interface VideoPipelineOptions {
  jobs: JobQueue;
  ffmpegPath: string;
  ffprobePath: string;
  /** Scratch folder (the media service empties it at startup). */
  workDir: string;
  log: FastifyBaseLogger;
  keepOriginal: boolean;
  nice: number;
  /** ffmpeg threads per conversion (0: ffmpeg's choice). */
  threads: number;
  limits: VideoLimits;
  /** The directory's rank counts a READY video: it is written again with each video write (decision 0024). */
  profiles: Pick<ProfileRecordsService, 'videosChanged'>;
}

export interface AcceptedVideo {
  path: string;
  size: number;
  title: string | null;
  caption: string | null;
  /** A take's trim (DESIGN §15), checked here against the probed length. */
  trimStart?: number | undefined;
  trimEnd?: number | undefined;
}

const REASON_MESSAGES = {
  unreadable: MEDIA_MESSAGES.videoUnreadable,
  incomplete: MEDIA_MESSAGES.videoIncomplete,
  failed: MEDIA_MESSAGES.videoConversionFailed,
  timedOut: MEDIA_MESSAGES.videoConversionTooSlow,
} as const;

/** What the talent reads: a refusal carries its own text (with the video's figures and the limit). */
const messageOf = (error: VideoNotConvertible) =>
  error.reason === 'refused'
    ? (error.detail ?? MEDIA_MESSAGES.videoConversionFailed)
    : REASON_MESSAGES[error.reason];

const refused = () => new HttpError(415, 'UNSUPPORTED_MEDIA_TYPE', MEDIA_MESSAGES.videoTypeNotAllowed);
const limitReached = () => new HttpError(409, 'VIDEO_LIMIT_REACHED', MEDIA_MESSAGES.videoLimitReached);

/**
 * DESIGN §9: an uploaded video is checked by its bytes and stored as it came, and a durable job
 * makes the MP4 every browser plays. Multipart and resumable uploads both end in `accept`.
 */
export class VideoPipeline {
  private toolWarningLogged = false;

  constructor(
    private readonly repository: MediaRepository,
    /**
     * Where files go (DESIGN §10): whether a new video of a profile is private, decided once at upload
     * and kept in its row, and the storage of public or private files.
     */
    private readonly storages: {
      isPrivate(profile: TalentProfileRow): boolean;
      storageFor(isPrivate: boolean | number): Storage;
    },
    private readonly options: VideoPipelineOptions,
  ) {
    for (const lane of Object.values(VIDEO_JOBS))
      options.jobs.define(lane, ({ data, attempt }) => this.convert(data.videoId, attempt));
  }

  /**
   * A received file becomes a PROCESSING video with its conversion queued; 415 when its bytes are not
   * a video. Without ffmpeg the file is kept as it came (READY, no duration), as before the pipeline.
   */
  async accept(profile: TalentProfileRow, file: AcceptedVideo): Promise<VideoRow> {
    if ((await this.repository.count('videos', profile.id)) >= MEDIA_LIMITS.videosPerProfile)
      throw limitReached();
    const format = videoFormatOf(await readHead(file.path));
    if (!format) throw refused();
    let probe: VideoShape | null = null;
    let tools = true;
    try {
      probe = await probeSource(this.options.ffprobePath, file.path);
      if (!probe) throw refused();
    } catch (error) {
      if (!(error instanceof ToolMissing)) throw error;
      this.logToolMissing(error);
      tools = false;
    }
    const isPrivate = this.storages.isPrivate(profile);
    const storage = this.storages.storageFor(isPrivate);
    return tools && probe
      ? this.store(storage, isPrivate, profile, file, format, probe, checkedTrim(file, probe.duration))
      : this.storeAsIs(storage, isPrivate, profile, file, format);
  }

  private async store(
    storage: Storage,
    isPrivate: boolean,
    profile: TalentProfileRow,
    file: AcceptedVideo,
    format: VideoFormat,
    source: VideoShape,
    trim: VideoTrim,
  ): Promise<VideoRow> {
    const id = randomUUID();
    // The length kept: what the lane, the limits and the list show until the conversion measures it.
    const probe = { ...source, duration: trimmedDuration(source.duration, trim) };
    const duration = probe.duration === null ? null : Math.round(probe.duration * 100) / 100;
    const keys = {
      source_key: `${id}-source.${VIDEO_OUTPUT[format].extension}`,
      original_key: `${id}-video.mp4`,
      thumbnail_key: `${id}-pending.webp`,
    };
    const stored: string[] = [];
    try {
      stored.push(keys.source_key);
      await storage.putFile(file.path, keys.source_key, VIDEO_OUTPUT[format].contentType);
      stored.push(keys.thumbnail_key);
      await this.putPlaceholder(storage, keys.thumbnail_key);
      const row = await this.insert(profile, file, {
        ...keys,
        id,
        duration,
        processing_status: 'PROCESSING',
        private: isPrivate ? 1 : 0,
        trim_start: trim.start,
        trim_end: trim.end,
      });
      await queueConversion(this.options.jobs, id, conversionJobFor(probe, this.options.limits));
      return row;
    } catch (error) {
      await this.removeKeys(storage, stored);
      throw error;
    }
  }

  private async storeAsIs(
    storage: Storage,
    isPrivate: boolean,
    profile: TalentProfileRow,
    file: AcceptedVideo,
    format: VideoFormat,
  ) {
    const id = randomUUID();
    const keys = {
      original_key: `${id}-video.${VIDEO_OUTPUT[format].extension}`,
      thumbnail_key: `${id}-thumb.webp`,
    };
    const stored: string[] = [];
    try {
      stored.push(keys.original_key);
      await storage.putFile(file.path, keys.original_key, VIDEO_OUTPUT[format].contentType);
      stored.push(keys.thumbnail_key);
      await this.putPlaceholder(storage, keys.thumbnail_key);
      return await this.insert(profile, file, {
        ...keys,
        id,
        duration: null,
        processing_status: 'READY',
        private: isPrivate ? 1 : 0,
      });
    } catch (error) {
      await this.removeKeys(storage, stored);
      throw error;
    }
  }

  private async insert(
    profile: TalentProfileRow,
    file: AcceptedVideo,
    fields: Pick<
      VideoRow,
      'id' | 'original_key' | 'thumbnail_key' | 'duration' | 'processing_status' | 'private'
    > & {
      source_key?: string;
      trim_start?: number | null;
      trim_end?: number | null;
    },
  ): Promise<VideoRow> {
    const inserted = await this.repository.insertVideo(
      profile.id,
      {
        talent_profile_id: profile.id,
        title: file.title,
        caption: file.caption,
        size_bytes: file.size,
        created_at: new Date().toISOString(),
        ...fields,
      },
      MEDIA_LIMITS.videosPerProfile,
      this.options.profiles.videosChanged(profile.id),
    );
    if (!inserted) throw limitReached();
    return (await this.repository.findVideo(profile.id, fields.id)) as VideoRow;
  }

  private async putPlaceholder(storage: Storage, key: string): Promise<void> {
    const body = await placeholderFrame()
      .resize(400, 400, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 78 })
      .toBuffer();
    const { Readable } = await import('node:stream');
    await storage.putStream(Readable.from([body]), key, 'image/webp');
  }

  /**
   * The job: the stored upload becomes the MP4, its poster and thumbnail. A file ffmpeg cannot read
   * fails at once with why (no retry would change it); anything else is tried again, and the last
   * try's failure is shown. Safe to repeat: a video no longer PROCESSING is left alone.
   */
  /** The profiles module's part that writes the directory's rank again (decision 0024). */
  videosChanged(profileId: string) {
    return this.options.profiles.videosChanged(profileId);
  }

  async convert(videoId: string, attempt: number): Promise<void> {
    const row = await this.repository.findVideoById(videoId);
    if (!row?.source_key || row.processing_status !== 'PROCESSING') return;
    // The row's own flag: a minor's video stays private, its outputs too, whatever their age now.
    const storage = this.storages.storageFor(row.private);
    const dir = await mkdtemp(join(this.options.workDir, 'convert-'));
    try {
      const source = join(dir, 'source');
      await storage.download(row.source_key, source);
      const result = await transcodeVideo({
        ffmpeg: this.options.ffmpegPath,
        ffprobe: this.options.ffprobePath,
        source,
        workDir: dir,
        id: videoId,
        niceness: this.options.nice,
        limits: this.options.limits,
        trim: { start: row.trim_start, end: row.trim_end },
        ...(this.options.threads > 0 ? { threads: this.options.threads } : {}),
      });
      await this.publish(storage, row, result);
    } catch (error) {
      if (error instanceof VideoNotConvertible) {
        this.options.log.warn(
          { videoId, reason: error.reason, detail: error.detail },
          'video not convertible',
        );
        await this.repository.failConversion(videoId, messageOf(error));
        if (!this.options.keepOriginal) await this.removeKeys(storage, [row.source_key]);
        return;
      }
      if (attempt >= VIDEO_JOBS.convert.maxAttempts)
        await this.repository.failConversion(videoId, MEDIA_MESSAGES.videoConversionFailed);
      throw error;
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }

  private async publish(
    storage: Storage,
    row: VideoRow,
    result: Awaited<ReturnType<typeof transcodeVideo>>,
  ): Promise<void> {
    const keys = {
      original_key: row.original_key,
      poster_key: `${row.id}-poster.jpg`,
      thumbnail_key: `${row.id}-thumb.webp`,
    };
    await storage.putFile(result.mp4Path, keys.original_key, 'video/mp4');
    await storage.putFile(result.posterPath, keys.poster_key, 'image/jpeg');
    await storage.putFile(result.thumbnailPath, keys.thumbnail_key, 'image/webp');
    const finished = await this.repository.finishConversion(
      row.id,
      {
        ...keys,
        duration: result.duration ?? row.duration,
        source_key: this.options.keepOriginal ? row.source_key : null,
      },
      this.options.profiles.videosChanged(row.talent_profile_id),
    );
    if (!finished) {
      // Deleted (or finished by another try) while converting: what this try made goes.
      const current = await this.repository.findVideoById(row.id);
      if (!current) await this.removeKeys(storage, Object.values(keys));
      return;
    }
    const obsolete = [row.thumbnail_key];
    if (!this.options.keepOriginal && row.source_key) obsolete.push(row.source_key);
    // A video stored before the pipeline already had this thumbnail key: the new file is under it now.
    const current = new Set(Object.values(keys));
    await this.removeKeys(
      storage,
      obsolete.filter((key) => !current.has(key)),
    );
  }

  private logToolMissing(error: ToolMissing) {
    if (this.toolWarningLogged) return;
    this.toolWarningLogged = true;
    this.options.log.warn(
      { reason: error.message },
      'ffmpeg/ffprobe not found (set FFMPEG_PATH/FFPROBE_PATH or install ffmpeg): videos are stored as uploaded, without duration or conversion, with a placeholder frame',
    );
  }

  private async removeKeys(storage: Storage, keys: string[]) {
    for (const key of keys) {
      await storage.delete(key).catch((error: unknown) => {
        this.options.log.error({ err: error, key }, 'media: could not remove a video file');
      });
    }
  }

  /**
   * `npm run cli -- convert-videos`: every video without an MP4 of the pipeline gets its conversion
   * queued. A READY one (uploaded before the pipeline) becomes PROCESSING with its file as the source;
   * its lane follows its stored length (its size and rate are known only to the job's probe). Safe to
   * repeat: a video already queued is not queued twice, and a converted one is never picked.
   */
  async queueUnconverted(): Promise<{
    queued: number;
    short: number;
    alreadyQueued: number;
    tooLong: number;
  }> {
    const { repository } = this;
    const { jobs, limits } = this.options;
    const counts = { queued: 0, short: 0, alreadyQueued: 0, tooLong: 0 };
    for (const row of await repository.unconvertedVideos()) {
      // Only the length is stored; pixels and frame rate are the job's probe to check.
      const shape =
        row.duration === null
          ? null
          : { duration: row.duration, width: 0, height: 0, rotation: 0, frameRate: null };
      if (row.processing_status === 'READY') {
        // A video served for years is not turned FAILED by a limit that came after it: it stays as it is.
        if (shape && limitRefusal(shape, limits)) {
          counts.tooLong += 1;
          continue;
        }
        // The MP4 must not take the name of the file it is made from (an old upload may be `-video.mp4`).
        const mp4 = `${row.id}-video.mp4`;
        const keys = {
          source_key: row.original_key,
          original_key: row.original_key === mp4 ? `${row.id}-web.mp4` : mp4,
        };
        if (
          !(await repository.startConversion(
            row.id,
            keys,
            this.options.profiles.videosChanged(row.talent_profile_id),
          ))
        )
          continue;
      }
      const job = conversionJobFor(shape, limits);
      if ((await queueConversion(jobs, row.id, job)) === null) {
        counts.alreadyQueued += 1;
        continue;
      }
      counts.queued += 1;
      if (job === VIDEO_JOBS.convertShort) counts.short += 1;
    }
    return counts;
  }
}
