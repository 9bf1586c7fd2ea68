import { formatDuration, MEDIA_MESSAGES } from '@talent/contract/media-texts';
import type { VideoLimits } from '../../config';
import type { SourceProbe } from './video-probe';

export type { VideoLimits };

/** What the limits and the lanes look at: ffprobe's account of the upload. */
export type VideoShape = Pick<SourceProbe, 'duration' | 'width' | 'height' | 'rotation' | 'frameRate'>;

/** 1080p at 30 fps: the unit of conversion work (one second of it is one "work second"). */
const REFERENCE_PIXELS = 1920 * 1080;
const REFERENCE_FPS = 30;

/**
 * Why this video is refused before converting (the processingError the talent reads), or null. Values
 * are compared as the message shows them (whole seconds, whole frames per second), so a refusal never
 * reads "0:02, longer than the maximum of 0:02".
 */
export function limitRefusal(video: VideoShape, limits: VideoLimits): string | null {
  if (video.duration !== null && Math.round(video.duration) > limits.maxDurationSeconds)
    return MEDIA_MESSAGES.videoTooLong
      .replace('{duration}', formatDuration(video.duration))
      .replace('{max}', formatDuration(limits.maxDurationSeconds));
  if (video.width * video.height > limits.maxPixels) {
    // As the talent filmed it: a portrait phone clip is coded landscape and turned by a quarter.
    const upright = video.rotation % 180 === 0;
    const size = upright ? `${video.width}×${video.height}` : `${video.height}×${video.width}`;
    return MEDIA_MESSAGES.videoTooManyPixels
      .replace('{size}', size)
      .replace('{max}', String(Math.round(limits.maxPixels / 100_000) / 10));
  }
  if (video.frameRate !== null && Math.round(video.frameRate) > limits.maxFrameRate)
    return MEDIA_MESSAGES.videoFrameRateTooHigh
      .replace('{fps}', String(Math.round(video.frameRate)))
      .replace('{max}', String(limits.maxFrameRate));
  return null;
}

/**
 * How long ffmpeg may run on a video: a base (start-up, the last frames, a poster) plus a share per
 * second of video, so a 2 s clip cannot hold a slot for minutes and a long one still has its time. A
 * video whose length ffprobe cannot tell gets the time of the longest one allowed.
 */
export function conversionTimeLimitMs(duration: number | null, limits: VideoLimits): number {
  const seconds = duration ?? limits.maxDurationSeconds;
  return Math.round((limits.timeLimitBaseSeconds + limits.timeLimitPerSecond * seconds) * 1000);
}

/**
 * The video's conversion work in seconds of 1080p at 30 fps: a 20 s clip in 4K at 60 fps weighs as
 * much as 160 s of 1080p30. Smaller or slower clips count as their length (each frame costs a
 * minimum); an unknown length is unknown work (Infinity).
 */
export function conversionWork(
  video: Pick<VideoShape, 'duration' | 'width' | 'height' | 'frameRate'>,
): number {
  if (video.duration === null) return Number.POSITIVE_INFINITY;
  const pixels = Math.max(1, (video.width * video.height) / REFERENCE_PIXELS);
  const rate = Math.max(1, (video.frameRate ?? REFERENCE_FPS) / REFERENCE_FPS);
  return video.duration * pixels * rate;
}
