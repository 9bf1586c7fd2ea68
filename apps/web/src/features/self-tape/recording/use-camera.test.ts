import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cameraProblemOf, type Facing, useCamera } from './use-camera';

// Stand-ins for the browser's MediaDevices and its streams.
function fakeStream() {
  const tracks = [{ stop: vi.fn() }, { stop: vi.fn() }];
  return Object.assign({ getTracks: () => tracks }, { tracks }) as unknown as MediaStream & {
    tracks: { stop: ReturnType<typeof vi.fn> }[];
  };
}

function useDevices(
  getUserMedia: (constraints: MediaStreamConstraints) => Promise<MediaStream>,
  cameras = 1,
) {
  const devices = {
    getUserMedia: vi.fn(getUserMedia),
    enumerateDevices: vi.fn(async () => [
      ...Array.from({ length: cameras }, () => ({ kind: 'videoinput' })),
      { kind: 'audioinput' },
    ]),
  };
  Object.defineProperty(navigator, 'mediaDevices', { value: devices, configurable: true });
  return devices;
}

afterEach(() => {
  Reflect.deleteProperty(navigator, 'mediaDevices');
});

describe('why the camera did not start', () => {
  it('tells a refusal from a missing camera from anything else', () => {
    expect(cameraProblemOf(new DOMException('', 'NotAllowedError'))).toBe('denied');
    expect(cameraProblemOf(new DOMException('', 'SecurityError'))).toBe('denied');
    expect(cameraProblemOf(new DOMException('', 'NotFoundError'))).toBe('missing');
    expect(cameraProblemOf(new DOMException('', 'OverconstrainedError'))).toBe('missing');
    expect(cameraProblemOf(new DOMException('', 'NotReadableError'))).toBe('failed');
    expect(cameraProblemOf('strange')).toBe('failed');
  });
});

describe('the camera', () => {
  it('asks for the camera facing the talent and the microphone, about 1280×720', async () => {
    const stream = fakeStream();
    const devices = useDevices(async () => stream, 2);
    const { result } = renderHook(() => useCamera('user'));
    expect(result.current.status).toBe('idle');

    await act(() => result.current.start());
    expect(result.current.status).toBe('ready');
    expect(result.current.stream).toBe(stream);
    expect(result.current.canSwitch).toBe(true);
    expect(devices.getUserMedia).toHaveBeenCalledWith({
      video: { facingMode: { ideal: 'user' }, width: { ideal: 1280 }, height: { ideal: 720 } },
      audio: true,
    });
  });

  it('offers no switch with one camera', async () => {
    useDevices(async () => fakeStream(), 1);
    const { result } = renderHook(() => useCamera('user'));
    await act(() => result.current.start());
    expect(result.current.canSwitch).toBe(false);
  });

  it('a switch stops the first camera and starts the other', async () => {
    const front = fakeStream();
    const back = fakeStream();
    const devices = useDevices(async (constraints) =>
      (constraints.video as { facingMode: { ideal: Facing } }).facingMode.ideal === 'user' ? front : back,
    );
    const { result, rerender } = renderHook(({ facing }) => useCamera(facing), {
      initialProps: { facing: 'user' as Facing },
    });
    await act(() => result.current.start());
    rerender({ facing: 'environment' });
    await waitFor(() => expect(result.current.stream).toBe(back));
    expect(front.tracks.every((track) => track.stop.mock.calls.length > 0)).toBe(true);
    expect(devices.getUserMedia).toHaveBeenCalledTimes(2);
  });

  it('turns the camera off when the recorder goes away, and on stop()', async () => {
    const stream = fakeStream();
    useDevices(async () => stream);
    const { result, unmount } = renderHook(() => useCamera('user'));
    await act(() => result.current.start());
    act(() => result.current.stop());
    expect(result.current.status).toBe('idle');
    expect(stream.tracks[0]?.stop).toHaveBeenCalledTimes(1);

    const again = fakeStream();
    useDevices(async () => again);
    await act(() => result.current.start());
    unmount();
    expect(again.tracks.every((track) => track.stop.mock.calls.length === 1)).toBe(true);
  });

  it('is missing where the browser has no camera access at all', async () => {
    const { result } = renderHook(() => useCamera('user'));
    await act(() => result.current.start());
    expect(result.current.status).toBe('missing');
  });

  it('is denied when the talent refuses', async () => {
    useDevices(async () => {
      throw new DOMException('Permission denied', 'NotAllowedError');
    });
    const { result } = renderHook(() => useCamera('user'));
    await act(() => result.current.start());
    expect(result.current.status).toBe('denied');
    expect(result.current.stream).toBeNull();
  });
});
