// The teleprompter's pace, kept apart from the screen so it can be tested: where the reading mark is
// (a line and how far through it), moved on by the time that passed at the talent's speed.
import type { ScriptLine } from '../self-tape-types';

export const SPEED_MIN = 60;
export const SPEED_MAX = 250;
export const SPEED_STEP = 10;
export const SPEED_DEFAULT = 140;

/** Even a one-word line ("Da.") stays at the mark long enough to be read and said. */
const MIN_LINE_MS = 1200;

/** The speed on the allowed scale: within 60–250 words per minute, in steps of 10. */
export function clampSpeed(wordsPerMinute: number): number {
  if (!Number.isFinite(wordsPerMinute)) return SPEED_DEFAULT;
  const stepped = Math.round(wordsPerMinute / SPEED_STEP) * SPEED_STEP;
  return Math.min(SPEED_MAX, Math.max(SPEED_MIN, stepped));
}

export function wordCount(text: string): number {
  return text.split(/\s+/).filter(Boolean).length;
}

/** How long a line takes to say at `wordsPerMinute`. */
export function lineDurationMs(text: string, wordsPerMinute: number): number {
  return Math.max(MIN_LINE_MS, (wordCount(text) * 60_000) / clampSpeed(wordsPerMinute));
}

/** The reading mark: on line `index`, `progress` (0–1) of the way through it; `index === lines.length` is the end. */
export interface ScrollPosition {
  index: number;
  progress: number;
}

export const START: ScrollPosition = { index: 0, progress: 0 };

export function isFinished(lines: readonly ScriptLine[], position: ScrollPosition): boolean {
  return position.index >= lines.length;
}

/**
 * The mark moved on by `elapsedMs` at `wordsPerMinute`, across as many lines as that time covers.
 * A speed change only changes the pace from here on (never jumps the mark), since only the time
 * passed since the last step is counted at the new speed.
 */
export function advance(
  lines: readonly ScriptLine[],
  position: ScrollPosition,
  elapsedMs: number,
  wordsPerMinute: number,
): ScrollPosition {
  let { index, progress } = position;
  let left = Math.max(0, elapsedMs);
  while (index < lines.length && left > 0) {
    const line = lines[index] as ScriptLine;
    const duration = lineDurationMs(line.text, wordsPerMinute);
    const remaining = (1 - progress) * duration;
    if (left < remaining) return { index, progress: progress + left / duration };
    left -= remaining;
    index += 1;
    progress = 0;
  }
  return index >= lines.length ? { index: lines.length, progress: 0 } : { index, progress };
}

/** The start of the line after the mark's (after a reader line has been spoken). */
export function nextLine(lines: readonly ScriptLine[], position: ScrollPosition): ScrollPosition {
  return { index: Math.min(lines.length, position.index + 1), progress: 0 };
}

/**
 * How far (px) the text is moved up so the mark's place sits on the reading mark: the top of the
 * mark's line plus the part of its height already read. `tops`/`heights` are the lines' measured boxes;
 * past the end, the bottom of the last line.
 */
export function scrollOffset(
  tops: readonly number[],
  heights: readonly number[],
  position: ScrollPosition,
): number {
  if (tops.length === 0) return 0;
  if (position.index >= tops.length) {
    const last = tops.length - 1;
    return (tops[last] ?? 0) + (heights[last] ?? 0);
  }
  return (tops[position.index] ?? 0) + position.progress * (heights[position.index] ?? 0);
}
