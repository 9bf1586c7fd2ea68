import { act, renderHook, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { RecordedTake } from '../self-tape-types';
import { pickMimeType, useRecorder } from './use-recorder';

// A one-second WebM as Chromium's MediaRecorder writes it: no duration in its header
// (ffmpeg -f webm -live 1; ffprobe says "duration=N/A").
const WEBM_WITHOUT_DURATION = Uint8Array.from(
  atob(
    'GkXfo59ChoEBQveBAULygQRC84EIQoKEd2VibUKHgQJChYECGFOAZwH/////////EU2bdKtNu4tTq4QVSalmU6yBoU27i1OrhBZUrmtTrIHNTbuMU6uEElTDZ1OsggET7AEAAAAAAABoAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAVSalmpyrXsYMPQkBNgI1MYXZmNTkuMjcuMTAwV0GNTGF2ZjU5LjI3LjEwMBZUrmvBrgEAAAAAAAA414EBc8WItwxou9qnmGCcgQAitZyDdW5kiIEAhoVWX1ZQOIOBASPjg4Q7msoA4ImwgRC6gRCagQISVMNn2HNzoGPAgGfImkWjh0VOQ09ERVJEh41MYXZmNTkuMjcuMTAwc3OyY8CLY8WItwxou9qnmGBnyKFFo4dFTkNPREVSRIeUTGF2YzU5LjM3LjEwMCBsaWJ2cHgfQ7Z1qOeBAKOjgQAAgBACAJ0BKhAAEAAARwiFhYiZhIgCAgAMDWAA/v+rUIA=',
  ),
  (char) => char.charCodeAt(0),
);

// A stand-in for the browser's MediaRecorder: it hands over the given bytes when stopped.
class FakeMediaRecorder {
  static supported = ['video/webm;codecs=vp8,opus', 'video/webm', 'video/mp4'];
  static isTypeSupported = (type: string) => FakeMediaRecorder.supported.includes(type);
  static bytes: BlobPart = WEBM_WITHOUT_DURATION;
  state: 'inactive' | 'recording' = 'inactive';
  mimeType: string;
  ondataavailable: ((event: { data: Blob }) => void) | null = null;
  onstop: (() => void) | null = null;
  onerror: (() => void) | null = null;
  constructor(_stream: MediaStream, options: { mimeType?: string } = {}) {
    this.mimeType = options.mimeType ?? '';
  }
  start() {
    this.state = 'recording';
  }
  stop() {
    this.state = 'inactive';
    this.ondataavailable?.({ data: new Blob([FakeMediaRecorder.bytes], { type: this.mimeType }) });
    this.onstop?.();
  }
}

const stream = { getTracks: () => [] } as unknown as MediaStream;

/** The Duration element (EBML id 0x4489, an 8-byte float, in ms) a player reads the length from. */
async function durationWritten(blob: Blob): Promise<number | null> {
  const bytes = new Uint8Array(await blob.arrayBuffer());
  for (let i = 0; i + 10 < bytes.length; i++)
    if (bytes[i] === 0x44 && bytes[i + 1] === 0x89 && bytes[i + 2] === 0x88)
      return new DataView(bytes.buffer, i + 3, 8).getFloat64(0);
  return null;
}

beforeEach(() => {
  FakeMediaRecorder.supported = ['video/webm;codecs=vp8,opus', 'video/webm', 'video/mp4'];
  FakeMediaRecorder.bytes = WEBM_WITHOUT_DURATION;
  vi.stubGlobal('MediaRecorder', FakeMediaRecorder);
});

describe('the recording format', () => {
  it('is the first the browser records of VP9, VP8, any WebM, then MP4', () => {
    expect(pickMimeType((type) => type !== 'video/mp4')).toBe('video/webm;codecs=vp9,opus');
    expect(pickMimeType((type) => type.includes('vp8') || type === 'video/mp4')).toBe(
      'video/webm;codecs=vp8,opus',
    );
    expect(pickMimeType((type) => type === 'video/mp4')).toBe('video/mp4');
    expect(pickMimeType(() => false)).toBeUndefined();
  });
});

describe('a take', () => {
  it('is a WebM that knows its own length once stopped', async () => {
    const onTake = vi.fn<(take: RecordedTake) => void>();
    const { result } = renderHook(() => useRecorder(stream, onTake));
    expect(await durationWritten(new Blob([WEBM_WITHOUT_DURATION]))).toBeNull();

    act(() => {
      expect(result.current.start()).toBe(true);
    });
    expect(result.current.state).toBe('recording');
    await waitFor(() => expect(result.current.elapsedSeconds).toBeGreaterThan(0.2));
    act(() => result.current.stop());

    await waitFor(() => expect(onTake).toHaveBeenCalledTimes(1));
    const take = onTake.mock.calls[0]?.[0] as RecordedTake;
    expect(take.mimeType).toBe('video/webm;codecs=vp8,opus');
    expect(take.durationSeconds).toBeGreaterThan(0.2);
    expect(take.durationSeconds).toBeLessThan(10);
    // The header now says the measured length, in milliseconds.
    expect(await durationWritten(take.blob)).toBeCloseTo(take.durationSeconds * 1000, -1);
    expect(result.current.state).toBe('inactive');
  });

  it('is an MP4 left as the browser made it', async () => {
    FakeMediaRecorder.supported = ['video/mp4'];
    FakeMediaRecorder.bytes = 'mp4 bytes';
    const onTake = vi.fn<(take: RecordedTake) => void>();
    const { result } = renderHook(() => useRecorder(stream, onTake));
    act(() => {
      result.current.start();
    });
    act(() => result.current.stop());
    await waitFor(() => expect(onTake).toHaveBeenCalledTimes(1));
    const take = onTake.mock.calls[0]?.[0] as RecordedTake;
    expect(take.mimeType).toBe('video/mp4');
    expect(await take.blob.text()).toBe('mp4 bytes');
  });

  it('stops by itself at the longest length allowed', async () => {
    const onTake = vi.fn<(take: RecordedTake) => void>();
    const { result } = renderHook(() => useRecorder(stream, onTake, 0.5));
    act(() => {
      result.current.start();
    });
    await waitFor(() => expect(onTake).toHaveBeenCalledTimes(1), { timeout: 3000 });
    expect(result.current.stoppedAtLimit).toBe(true);
    expect(result.current.state).toBe('inactive');
    expect(onTake.mock.calls[0]?.[0].durationSeconds).toBeGreaterThanOrEqual(0.5);
  });

  it('cannot start without a camera stream', () => {
    const onTake = vi.fn();
    const { result } = renderHook(() => useRecorder(null, onTake));
    act(() => {
      expect(result.current.start()).toBe(false);
    });
    expect(result.current.state).toBe('inactive');
  });
});
