import fixWebmDuration from 'fix-webm-duration';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { RecordedTake } from '../self-tape-types';

/** What the browsers record, best first: VP9 is smaller at the same quality; Safari records MP4. */
export const MIME_TYPES = [
  'video/webm;codecs=vp9,opus',
  'video/webm;codecs=vp8,opus',
  'video/webm',
  'video/mp4',
] as const;

/** A take stops by itself at 10 minutes: a self-tape is a scene, and the upload stays reasonable. */
export const MAX_TAKE_SECONDS = 10 * 60;

/** How often the recorder hands over what it has: a stop loses at most this much. */
const CHUNK_MS = 1000;

export function pickMimeType(
  isTypeSupported: (type: string) => boolean = (type) => MediaRecorder.isTypeSupported(type),
): string | undefined {
  return MIME_TYPES.find((type) => isTypeSupported(type));
}

export type RecorderState = 'inactive' | 'recording' | 'finishing' | 'failed';

export interface Recorder {
  state: RecorderState;
  /** Seconds recorded so far in this take. */
  elapsedSeconds: number;
  /** The last take was stopped by the length limit, not by the talent. */
  stoppedAtLimit: boolean;
  /** Starts a take over the stream; false if the browser could not start recording. */
  start(): boolean;
  stop(): void;
}

interface Running {
  recorder: MediaRecorder;
  startedAt: number;
  /** When stop() was called: the picture ends there, whatever the final chunk's flush takes after. */
  stoppedAt: number | null;
  chunks: Blob[];
  mimeType: string;
}

/**
 * Takes recorded from `stream` with MediaRecorder. The length is measured while recording and written
 * into a WebM's header (the browser leaves it out, so players and the server would not know it); each
 * finished take, stopped by the talent or by the 10-minute limit, goes to `onTake`.
 */
export function useRecorder(
  stream: MediaStream | null,
  onTake: (take: RecordedTake) => void,
  maxSeconds = MAX_TAKE_SECONDS,
): Recorder {
  const [state, setState] = useState<RecorderState>('inactive');
  const [elapsedSeconds, setElapsedSeconds] = useState(0);
  const [stoppedAtLimit, setStoppedAtLimit] = useState(false);
  const running = useRef<Running | null>(null);
  const onTakeRef = useRef(onTake);
  onTakeRef.current = onTake;
  const mounted = useRef(true);

  const stop = useCallback(() => {
    const current = running.current;
    if (!current || current.recorder.state === 'inactive') return;
    setState('finishing');
    current.stoppedAt = performance.now();
    current.recorder.stop();
  }, []);

  const start = useCallback((): boolean => {
    if (!stream || running.current || typeof MediaRecorder === 'undefined') return false;
    const preferred = pickMimeType();
    let recorder: MediaRecorder;
    try {
      recorder = preferred ? new MediaRecorder(stream, { mimeType: preferred }) : new MediaRecorder(stream);
    } catch {
      setState('failed');
      return false;
    }
    const current: Running = {
      recorder,
      startedAt: performance.now(),
      stoppedAt: null,
      chunks: [],
      mimeType: preferred ?? '',
    };
    running.current = current;
    recorder.ondataavailable = (event) => {
      if (event.data.size > 0) current.chunks.push(event.data);
    };
    // The recorder's own start: the length written into the take is the recording's, not the call's.
    recorder.onstart = () => {
      current.startedAt = performance.now();
    };
    recorder.onerror = () => {
      running.current = null;
      if (mounted.current) setState('failed');
    };
    recorder.onstop = async () => {
      const durationMs = (current.stoppedAt ?? performance.now()) - current.startedAt;
      running.current = null;
      const mimeType = recorder.mimeType || current.mimeType || 'video/webm';
      let blob = new Blob(current.chunks, { type: mimeType });
      if (mimeType.startsWith('video/webm'))
        blob = await fixWebmDuration(blob, durationMs, { logger: false });
      if (!mounted.current) return;
      setState('inactive');
      onTakeRef.current({ blob, mimeType, durationSeconds: Math.round(durationMs) / 1000 });
    };
    try {
      recorder.start(CHUNK_MS);
    } catch {
      running.current = null;
      setState('failed');
      return false;
    }
    setElapsedSeconds(0);
    setStoppedAtLimit(false);
    setState('recording');
    return true;
  }, [stream]);

  // The clock on screen, and the limit.
  useEffect(() => {
    if (state !== 'recording') return;
    const timer = setInterval(() => {
      const current = running.current;
      if (!current) return;
      const seconds = (performance.now() - current.startedAt) / 1000;
      setElapsedSeconds(Math.min(seconds, maxSeconds));
      if (seconds >= maxSeconds) {
        setStoppedAtLimit(true);
        stop();
      }
    }, 250);
    return () => clearInterval(timer);
  }, [state, maxSeconds, stop]);

  // Leaving the page mid-take drops it rather than handing a take to a page that is gone.
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      const current = running.current;
      running.current = null;
      if (current && current.recorder.state !== 'inactive') current.recorder.stop();
    };
  }, []);

  return { state, elapsedSeconds, stoppedAtLimit, start, stop };
}
