import { MEDIA_LIMITS, MEDIA_MESSAGES } from '@talent/contract/media';
import { HttpError } from '../../http-error';

/** The part of an upload the conversion keeps, in seconds; null: from its start, to its end. */
export interface VideoTrim {
  start: number | null;
  end: number | null;
}

export const NO_TRIM: VideoTrim = { start: null, end: null };

/**
 * The trim asked for, against the video's probed length (DESIGN §15): a start past the end, or a kept
 * part under `trimMinSeconds`, is refused (400); an end at or past the end keeps the rest, as a
 * browser's measure of a recording may run a frame past ffprobe's. The payload's own order (end after
 * start) is the contract schema's check.
 */
export function checkedTrim(
  asked: { trimStart?: number | undefined; trimEnd?: number | undefined },
  duration: number | null,
): VideoTrim {
  const start = asked.trimStart && asked.trimStart > 0 ? asked.trimStart : null;
  let end = asked.trimEnd ?? null;
  if (duration !== null) {
    if (start !== null && start >= duration)
      throw new HttpError(400, 'VALIDATION_ERROR', MEDIA_MESSAGES.trimPastEnd, {
        trimStart: MEDIA_MESSAGES.trimPastEnd,
      });
    if (end !== null && end >= duration) end = null;
    // The contract checks what it sees; only here is the end known when the talent kept "the rest".
    if ((end ?? duration) - (start ?? 0) < MEDIA_LIMITS.trimMinSeconds)
      throw new HttpError(400, 'VALIDATION_ERROR', MEDIA_MESSAGES.trimTooShort, {
        trimStart: MEDIA_MESSAGES.trimTooShort,
      });
  }
  return { start, end };
}

/** The length kept of a video `duration` long, or null when unknown. */
export function trimmedDuration(duration: number | null, trim: VideoTrim): number | null {
  const end = trim.end ?? duration;
  if (end === null) return null;
  return Math.max(0, end - (trim.start ?? 0));
}

/** ffmpeg's input options for the trim: a seek before `-i` (exact when re-encoding) and a length. */
export function trimInputArgs(trim: VideoTrim): string[] {
  const start = trim.start ?? 0;
  return [
    ...(trim.start !== null ? ['-ss', trim.start.toFixed(3)] : []),
    ...(trim.end !== null ? ['-t', (trim.end - start).toFixed(3)] : []),
  ];
}
