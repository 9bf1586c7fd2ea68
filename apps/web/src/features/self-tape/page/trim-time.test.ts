import { describe, expect, it } from 'vitest';
import { scriptLines } from './script-lines';
import { clipFile, trimPayload } from './studio-clip';
import { formatTrimTime, toTenth } from './trim-time';

describe('trim times', () => {
  it('reads as m:ss.s', () => {
    expect(formatTrimTime(0)).toBe('0:00.0');
    expect(formatTrimTime(2.54)).toBe('0:02.5');
    expect(formatTrimTime(42.36)).toBe('0:42.4');
    expect(formatTrimTime(59.96)).toBe('1:00.0');
    expect(formatTrimTime(125.1)).toBe('2:05.1');
    expect(toTenth(31.26)).toBe(31.3);
  });

  it('sends only the ends that cut something', () => {
    expect(trimPayload({ start: 0, end: 42 }, 42)).toEqual({});
    expect(trimPayload({ start: 1.5, end: 42 }, 42)).toEqual({ trimStart: 1.5 });
    expect(trimPayload({ start: 0, end: 30 }, 42)).toEqual({ trimEnd: 30 });
    expect(trimPayload({ start: 1.5, end: 30 }, 42)).toEqual({ trimStart: 1.5, trimEnd: 30 });
  });
});

describe('a take as the uploaded file', () => {
  it('is named by its number and type, and dated when it was recorded', () => {
    const take = {
      id: 'take-2',
      sessionKey: 'profile:me',
      number: 2,
      createdAt: '2026-11-29T10:00:00.000Z',
      blob: new Blob(['x'], { type: 'video/mp4' }),
      mimeType: 'video/mp4',
      durationSeconds: 3,
    };
    const file = clipFile({ kind: 'take', take });
    expect([file.name, file.type, file.lastModified]).toEqual([
      'dubla-2.mp4',
      'video/mp4',
      Date.parse('2026-11-29T10:00:00.000Z'),
    ]);
    expect(clipFile({ kind: 'take', take: { ...take, mimeType: 'video/webm;codecs=vp9,opus' } }).name).toBe(
      'dubla-2.webm',
    );
  });
});

describe('script lines', () => {
  it('are the non-empty lines of the sides, the marked ones the reader’s', () => {
    expect(scriptLines('ANA: Unde ai fost?\n\n  MIHAI: La gară.  \n', [1])).toEqual([
      { id: 'line-0', text: 'ANA: Unde ai fost?', reader: false },
      { id: 'line-1', text: 'MIHAI: La gară.', reader: true },
    ]);
    expect(scriptLines('   \n', [])).toEqual([]);
  });
});
