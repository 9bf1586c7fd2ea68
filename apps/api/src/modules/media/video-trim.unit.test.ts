import { MEDIA_MESSAGES } from '@talent/contract/media';
import { describe, expect, it } from 'vitest';
import { HttpError } from '../../http-error';
import { checkedTrim, trimInputArgs, trimmedDuration } from './video-trim';

describe('a take’s trim (DESIGN §15)', () => {
  it('keeps what was asked within the video, and the rest when the end runs past it', () => {
    expect(checkedTrim({ trimStart: 1.5, trimEnd: 4 }, 10)).toEqual({ start: 1.5, end: 4 });
    // A browser's measure of a recording may run a frame past ffprobe's: the end of the video.
    expect(checkedTrim({ trimStart: 2, trimEnd: 10.04 }, 10)).toEqual({ start: 2, end: null });
    expect(checkedTrim({ trimStart: 9 }, 10)).toEqual({ start: 9, end: null });
    // A start of 0 is the start: ffmpeg is not asked to seek.
    expect(checkedTrim({ trimStart: 0, trimEnd: 3 }, 10)).toEqual({ start: null, end: 3 });
    expect(checkedTrim({}, 10)).toEqual({ start: null, end: null });
    // Unknown length: taken as asked.
    expect(checkedTrim({ trimStart: 20, trimEnd: 30 }, null)).toEqual({ start: 20, end: 30 });
  });

  it('refuses a start at or past the end of the video with 400 and the message', () => {
    const attempt = () => checkedTrim({ trimStart: 10 }, 10);
    expect(attempt).toThrow(HttpError);
    expect(attempt).toThrow(MEDIA_MESSAGES.trimPastEnd);
    try {
      attempt();
    } catch (error) {
      expect((error as HttpError).statusCode).toBe(400);
    }
  });

  it('refuses a kept part under a second once the end is known: "the rest" of a take included', () => {
    expect(() => checkedTrim({ trimStart: 9.5 }, 10)).toThrow(MEDIA_MESSAGES.trimTooShort);
    expect(() => checkedTrim({ trimStart: 9.5, trimEnd: 60 }, 10)).toThrow(MEDIA_MESSAGES.trimTooShort);
  });

  it('gives the kept length and ffmpeg’s seek and length before the input', () => {
    expect(trimmedDuration(10, { start: 2, end: 5.5 })).toBe(3.5);
    expect(trimmedDuration(10, { start: 2, end: null })).toBe(8);
    expect(trimmedDuration(null, { start: 2, end: null })).toBeNull();
    expect(trimInputArgs({ start: 1.25, end: 4 })).toEqual(['-ss', '1.250', '-t', '2.750']);
    expect(trimInputArgs({ start: null, end: 4 })).toEqual(['-t', '4.000']);
    expect(trimInputArgs({ start: null, end: null })).toEqual([]);
  });
});
