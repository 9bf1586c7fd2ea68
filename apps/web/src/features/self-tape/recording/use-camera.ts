import { useCallback, useEffect, useRef, useState } from 'react';

export type CameraStatus = 'idle' | 'starting' | 'ready' | 'denied' | 'missing' | 'failed';
export type CameraProblem = Extract<CameraStatus, 'denied' | 'missing' | 'failed'>;
export type Facing = 'user' | 'environment';

export interface Camera {
  stream: MediaStream | null;
  status: CameraStatus;
  /** The device has two or more cameras (front and back on a phone). */
  canSwitch: boolean;
  start(): Promise<void>;
  stop(): void;
}

/**
 * Why the camera did not start, as the talent can act on it: refused (allow it in the browser),
 * none there (upload a file instead), or anything else (another app holds it: try again).
 */
export function cameraProblemOf(error: unknown): CameraProblem {
  const name = error instanceof Error || error instanceof DOMException ? error.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError' || name === 'PermissionDeniedError')
    return 'denied';
  if (name === 'NotFoundError' || name === 'OverconstrainedError' || name === 'DevicesNotFoundError')
    return 'missing';
  return 'failed';
}

function stopTracks(stream: MediaStream | null) {
  for (const track of stream?.getTracks() ?? []) track.stop();
}

/**
 * The camera and microphone for a self-tape, facing `facing`. A facing change while the camera is on
 * restarts it with the other camera; the tracks stop on `stop()`, on a switch and on unmount, so the
 * camera light goes off when the talent leaves.
 */
export function useCamera(facing: Facing): Camera {
  const [stream, setStream] = useState<MediaStream | null>(null);
  const [status, setStatus] = useState<CameraStatus>('idle');
  const [canSwitch, setCanSwitch] = useState(false);
  const streamRef = useRef<MediaStream | null>(null);
  // Each start's number: a slow answer to an earlier start (or one after unmount) is stopped, not shown.
  const attempt = useRef(0);
  const wanted = useRef(false);

  const stop = useCallback(() => {
    attempt.current += 1;
    wanted.current = false;
    stopTracks(streamRef.current);
    streamRef.current = null;
    setStream(null);
    setStatus('idle');
  }, []);

  const startFacing = useCallback(async (mode: Facing) => {
    const mine = ++attempt.current;
    wanted.current = true;
    stopTracks(streamRef.current);
    streamRef.current = null;
    setStream(null);
    const devices = globalThis.navigator?.mediaDevices;
    if (!devices?.getUserMedia) {
      setStatus('missing');
      return;
    }
    setStatus('starting');
    try {
      const next = await devices.getUserMedia({
        // Ideal, not exact: a laptop's one camera still starts when asked for the back one.
        video: { facingMode: { ideal: mode }, width: { ideal: 1280 }, height: { ideal: 720 } },
        audio: true,
      });
      if (mine !== attempt.current) {
        stopTracks(next);
        return;
      }
      streamRef.current = next;
      setStream(next);
      setStatus('ready');
      // Only once access is granted does the list show every camera.
      const listed = await devices.enumerateDevices?.().catch(() => []);
      if (mine === attempt.current)
        setCanSwitch((listed ?? []).filter((device) => device.kind === 'videoinput').length >= 2);
    } catch (error) {
      if (mine === attempt.current) setStatus(cameraProblemOf(error));
    }
  }, []);

  const facingRef = useRef(facing);
  facingRef.current = facing;
  const start = useCallback(() => startFacing(facingRef.current), [startFacing]);

  // The other camera, when the talent switches while the camera is on.
  const shownFacing = useRef(facing);
  useEffect(() => {
    if (shownFacing.current === facing) return;
    shownFacing.current = facing;
    if (wanted.current) void startFacing(facing);
  }, [facing, startFacing]);

  useEffect(
    () => () => {
      attempt.current += 1;
      stopTracks(streamRef.current);
      streamRef.current = null;
    },
    [],
  );

  return { stream, status, canSwitch, start, stop };
}
