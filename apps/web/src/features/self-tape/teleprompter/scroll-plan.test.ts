import { describe, expect, it } from 'vitest';
import type { ScriptLine } from '../self-tape-types';
import {
  advance,
  clampSpeed,
  isFinished,
  lineDurationMs,
  nextLine,
  START,
  scrollOffset,
  wordCount,
} from './scroll-plan';

const line = (id: string, words: number, reader = false): ScriptLine => ({
  id,
  text: Array.from({ length: words }, (_, i) => `cuvânt${i}`).join(' '),
  reader,
});

describe('the teleprompter speed', () => {
  it('stays within 60–250 words per minute in steps of 10', () => {
    expect(clampSpeed(140)).toBe(140);
    expect(clampSpeed(30)).toBe(60);
    expect(clampSpeed(400)).toBe(250);
    expect(clampSpeed(144)).toBe(140);
    expect(clampSpeed(146)).toBe(150);
    expect(clampSpeed(Number.NaN)).toBe(140);
  });
});

describe('a line’s time', () => {
  it('counts the words, not the spaces', () => {
    expect(wordCount('  Nu, nu   pleca încă!\n')).toBe(4);
    expect(wordCount('')).toBe(0);
  });

  it('is its words at the speed, and never too short to be said', () => {
    expect(lineDurationMs(line('a', 14).text, 140)).toBe(6000);
    expect(lineDurationMs(line('a', 14).text, 70)).toBe(12_000);
    expect(lineDurationMs('Da.', 140)).toBe(1200);
  });
});

describe('moving the reading mark', () => {
  const lines = [line('a', 14), line('b', 7, true), line('c', 14)];

  it('moves through a line at the talent’s speed', () => {
    expect(advance(lines, START, 3000, 140)).toEqual({ index: 0, progress: 0.5 });
    // Half the speed, half the way in the same time.
    expect(advance(lines, START, 3000, 70)).toEqual({ index: 0, progress: 0.25 });
  });

  it('crosses into the next lines when the time covers them', () => {
    // 6 s for the first line, 3 s for the second: 7.5 s is half-way through the second.
    expect(advance(lines, START, 7500, 140)).toEqual({ index: 1, progress: 0.5 });
  });

  it('a speed change only changes the pace from where the mark is', () => {
    const halfWay = advance(lines, START, 3000, 140);
    expect(advance(lines, halfWay, 1500, 70)).toEqual({ index: 0, progress: 0.625 });
  });

  it('stops at the end and says it is finished', () => {
    const end = advance(lines, START, 60_000, 140);
    expect(end).toEqual({ index: 3, progress: 0 });
    expect(isFinished(lines, end)).toBe(true);
    expect(isFinished(lines, START)).toBe(false);
  });

  it('goes to the start of the next line once a reader line is spoken', () => {
    expect(nextLine(lines, { index: 1, progress: 0.2 })).toEqual({ index: 2, progress: 0 });
    expect(nextLine(lines, { index: 2, progress: 0 })).toEqual({ index: 3, progress: 0 });
    expect(nextLine(lines, { index: 3, progress: 0 })).toEqual({ index: 3, progress: 0 });
  });
});

describe('the scroll offset', () => {
  const tops = [0, 80, 120];
  const heights = [80, 40, 120];

  it('puts the read part of the mark’s line on the reading mark', () => {
    expect(scrollOffset(tops, heights, START)).toBe(0);
    expect(scrollOffset(tops, heights, { index: 0, progress: 0.5 })).toBe(40);
    expect(scrollOffset(tops, heights, { index: 2, progress: 0.25 })).toBe(150);
  });

  it('past the end, the last line has scrolled by; with no lines, nothing moves', () => {
    expect(scrollOffset(tops, heights, { index: 3, progress: 0 })).toBe(240);
    expect(scrollOffset([], [], START)).toBe(0);
  });
});
