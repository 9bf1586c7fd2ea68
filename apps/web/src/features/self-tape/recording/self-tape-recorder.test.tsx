import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RecordedTake, RecorderSettings, ScriptLine } from '../self-tape-types';
import SelfTapeRecorder from './self-tape-recorder';

// Stand-ins for the browser's camera, recorder and speech synthesis (browser APIs jsdom does not
// have); the recorder itself is our code and runs as it is.

function fakeStream() {
  const tracks = [
    { kind: 'video', stop: vi.fn() },
    { kind: 'audio', stop: vi.fn() },
  ];
  return { getTracks: () => tracks, tracks } as unknown as MediaStream & { tracks: typeof tracks };
}

class FakeMediaRecorder {
  static isTypeSupported = (type: string) => type === 'video/webm;codecs=vp8,opus' || type === 'video/webm';
  static made: FakeMediaRecorder[] = [];
  state: 'inactive' | 'recording' = 'inactive';
  mimeType: string;
  ondataavailable: ((event: { data: Blob }) => void) | null = null;
  onstop: (() => void) | null = null;
  onerror: (() => void) | null = null;
  constructor(
    readonly stream: MediaStream,
    options: { mimeType?: string } = {},
  ) {
    this.mimeType = options.mimeType ?? '';
    FakeMediaRecorder.made.push(this);
  }
  start() {
    this.state = 'recording';
  }
  stop() {
    this.state = 'inactive';
    this.ondataavailable?.({ data: new Blob(['not really a webm'], { type: this.mimeType }) });
    this.onstop?.();
  }
}

function useDevices(getUserMedia: () => Promise<MediaStream>, cameras = 1) {
  const devices = {
    getUserMedia: vi.fn(getUserMedia),
    enumerateDevices: vi.fn(async () =>
      Array.from({ length: cameras }, (_, i) => ({ kind: 'videoinput', deviceId: `camera-${i}` })),
    ),
  };
  Object.defineProperty(navigator, 'mediaDevices', { value: devices, configurable: true });
  return devices;
}

const settings = (overrides: Partial<RecorderSettings> = {}): RecorderSettings => ({
  countdown: 0,
  speed: 140,
  slate: null,
  readerLanguage: null,
  facing: 'user',
  ...overrides,
});

const lines: ScriptLine[] = [
  { id: 'l1', text: 'I waited for you at the station all night.', reader: false },
  { id: 'l2', text: 'The train was late.', reader: true },
  { id: 'l3', text: 'Trains are always late when it suits you.', reader: false },
];

/** Rendered once its texts (loaded on demand, so the first render suspends) are in. */
async function renderRecorder(props: Partial<Parameters<typeof SelfTapeRecorder>[0]> = {}) {
  const handlers = {
    onSettingsChange: vi.fn(),
    onTake: vi.fn<(take: RecordedTake) => void>(),
    onCameraProblem: vi.fn(),
  };
  const user = userEvent.setup();
  await act(async () => {
    render(
      <Suspense fallback={null}>
        <SelfTapeRecorder lines={lines} settings={settings()} takeNumber={2} {...handlers} {...props} />
      </Suspense>,
    );
  });
  return { user, ...handlers };
}

beforeEach(() => {
  FakeMediaRecorder.made = [];
  vi.stubGlobal('MediaRecorder', FakeMediaRecorder);
});

afterEach(() => {
  Reflect.deleteProperty(navigator, 'mediaDevices');
});

describe('the self-tape recorder', () => {
  it('counts down, then records; stop hands over the take', async () => {
    useDevices(async () => fakeStream());
    const onRecording = vi.fn<(recording: boolean) => void>();
    const { user, onTake } = await renderRecorder({ settings: settings({ countdown: 2 }), onRecording });

    const record = await screen.findByRole('button', { name: 'Start recording' });
    expect(screen.getByText('Take 2')).toBeInTheDocument();
    await waitFor(() => expect(record).toBeEnabled());
    await user.click(record);

    expect(screen.getByTestId('self-tape-countdown')).toHaveTextContent('2');
    // Announced, not only drawn.
    expect(screen.getByText('Starting in 2…')).toHaveAttribute('role', 'status');
    expect(FakeMediaRecorder.made).toHaveLength(0);
    // The page is told from the countdown on: leaving the step now would lose the take.
    expect(onRecording).toHaveBeenLastCalledWith(true);
    await waitFor(() => expect(screen.getByTestId('self-tape-countdown')).toHaveTextContent('1'));

    const stop = await screen.findByRole('button', { name: 'Stop recording' }, { timeout: 3000 });
    expect(screen.queryByTestId('self-tape-countdown')).not.toBeInTheDocument();
    expect(FakeMediaRecorder.made[0]?.mimeType).toBe('video/webm;codecs=vp8,opus');
    expect(screen.getByText('Recording has started')).toBeInTheDocument();

    await user.click(stop);
    await waitFor(() => expect(onTake).toHaveBeenCalledTimes(1));
    const take = onTake.mock.calls[0]?.[0];
    expect(take?.mimeType).toBe('video/webm;codecs=vp8,opus');
    expect(take?.blob.size).toBeGreaterThan(0);
    expect(take?.durationSeconds).toBeGreaterThanOrEqual(0);
    expect(take?.durationSeconds).toBeLessThan(5);
    expect(await screen.findByRole('button', { name: 'Start recording' })).toBeInTheDocument();
    expect(screen.getByText(/Take 2 finished: 0:0\d/)).toBeInTheDocument();
    expect(onRecording).toHaveBeenLastCalledWith(false);
  });

  it('shows the slate while the take starts, and the camera picture mirrored for the front camera', async () => {
    useDevices(async () => fakeStream());
    const { user } = await renderRecorder({
      settings: settings({ slate: { name: 'Ana Popescu', height: '168 cm', city: 'Cluj-Napoca' } }),
    });
    const record = await screen.findByRole('button', { name: 'Start recording' });
    expect(screen.getByTestId('self-tape-preview')).toHaveClass('-scale-x-100');
    await waitFor(() => expect(record).toBeEnabled());
    await user.click(record);

    const slate = await screen.findByTestId('self-tape-slate');
    expect(slate).toHaveTextContent('Ana Popescu · 168 cm · Cluj-Napoca');
    expect(slate).toHaveTextContent('Say your name, height and city');
  });

  it('a refused camera tells the page and says how to allow it', async () => {
    useDevices(async () => {
      throw new DOMException('Permission denied', 'NotAllowedError');
    });
    const { onCameraProblem } = await renderRecorder();

    const problem = await screen.findByTestId('camera-problem');
    expect(problem).toHaveTextContent('We have no access to the camera');
    expect(problem).toHaveTextContent('Allow the camera and microphone');
    expect(onCameraProblem).toHaveBeenCalledWith('denied');
    expect(screen.queryByTestId('self-tape-record')).not.toBeInTheDocument();
  });

  it('tries the camera again when asked, and the picture comes back', async () => {
    const stream = fakeStream();
    let refuse = true;
    useDevices(async () => {
      if (refuse) throw new DOMException('Could not start video source', 'NotReadableError');
      return stream;
    });
    const { user, onCameraProblem } = await renderRecorder();
    expect(await screen.findByTestId('camera-problem')).toHaveTextContent('The camera did not start');
    expect(onCameraProblem).toHaveBeenCalledWith('failed');

    refuse = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Start recording' })).toBeEnabled());
    expect(screen.queryByTestId('camera-problem')).not.toBeInTheDocument();
    expect((screen.getByTestId('self-tape-preview') as HTMLVideoElement).srcObject).toBe(stream);
  });

  it('a device without a camera is told apart from a refusal', async () => {
    useDevices(async () => {
      throw new DOMException('Requested device not found', 'NotFoundError');
    });
    const { onCameraProblem } = await renderRecorder();
    expect(await screen.findByTestId('camera-problem')).toHaveTextContent('We found no camera');
    expect(onCameraProblem).toHaveBeenCalledWith('missing');
  });

  it('Space pauses and resumes the teleprompter; the arrows change its speed', async () => {
    useDevices(async () => fakeStream());
    const { user, onSettingsChange } = await renderRecorder();
    const record = await screen.findByRole('button', { name: 'Start recording' });
    const teleprompter = screen.getByTestId('teleprompter');
    expect(teleprompter).toHaveTextContent('The train was late.');
    expect(teleprompter).toHaveTextContent('Reader');
    await waitFor(() => expect(record).toBeEnabled());
    await user.click(record);
    await screen.findByRole('button', { name: 'Stop recording' });

    // The take puts the keys on the teleprompter.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Pause' })).toHaveFocus());
    await user.keyboard(' ');
    expect(screen.getByText('The teleprompter is paused')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Resume' })).toHaveFocus();
    // Still recording: Space paused the text, not the take.
    expect(screen.getByRole('button', { name: 'Stop recording' })).toBeInTheDocument();
    await user.keyboard(' ');
    expect(screen.queryByText('The teleprompter is paused')).not.toBeInTheDocument();

    await user.keyboard('{ArrowUp}');
    expect(onSettingsChange).toHaveBeenLastCalledWith(expect.objectContaining({ speed: 150 }));
    await user.keyboard('{ArrowDown}');
    expect(onSettingsChange).toHaveBeenLastCalledWith(expect.objectContaining({ speed: 130 }));
    // With nothing focused (a click on the picture), Space still pauses.
    await user.click(screen.getByTestId('self-tape-preview'));
    expect(document.body).toHaveFocus();
    await user.keyboard(' ');
    expect(screen.getByText('The teleprompter is paused')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Faster' }));
    expect(onSettingsChange).toHaveBeenLastCalledWith(expect.objectContaining({ speed: 150 }));
    expect(screen.getByTestId('teleprompter-speed')).toHaveTextContent('140 words/min');
  });

  it('says when there is no voice for the reader, and offers a camera switch on a device with two', async () => {
    useDevices(async () => fakeStream(), 2);
    const { user, onSettingsChange } = await renderRecorder({ settings: settings({ readerLanguage: 'ro' }) });
    expect(
      await screen.findByText(
        "There is no Romanian voice on this device: the reader's lines will only be shown.",
      ),
    ).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Switch camera' }));
    expect(onSettingsChange).toHaveBeenCalledWith(expect.objectContaining({ facing: 'environment' }));
  });

  it('with a voice, the reader says the reader’s line when the text reaches it', async () => {
    useDevices(async () => fakeStream());
    const spoken: { text: string; lang: string; onend: (() => void) | null }[] = [];
    vi.stubGlobal('speechSynthesis', {
      getVoices: () => [{ name: 'Samantha', lang: 'en-US', localService: true, default: true }],
      speak: (utterance: (typeof spoken)[number]) => spoken.push(utterance),
      cancel: vi.fn(),
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
    });
    vi.stubGlobal(
      'SpeechSynthesisUtterance',
      class {
        lang = '';
        onend: (() => void) | null = null;
        constructor(readonly text: string) {}
      },
    );
    const { user } = await renderRecorder({
      lines: [{ id: 'r1', text: 'Where were you?', reader: true }, ...lines],
      settings: settings({ readerLanguage: 'en' }),
    });
    const record = await screen.findByRole('button', { name: 'Start recording' });
    expect(screen.queryByText(/no English voice/)).not.toBeInTheDocument();
    await waitFor(() => expect(record).toBeEnabled());
    await user.click(record);
    // The tap itself unlocks speech (iOS): a silent, empty utterance at once.
    expect(spoken[0]?.text).toBe('');

    await waitFor(() => expect(spoken).toHaveLength(2));
    expect(spoken[1]?.text).toBe('Where were you?');
    expect(spoken[1]?.lang).toBe('en-US');
    expect(screen.getByText('The reader is saying the line…')).toBeInTheDocument();
    act(() => spoken[1]?.onend?.());
    await waitFor(() => expect(screen.queryByText('The reader is saying the line…')).not.toBeInTheDocument());
  });
});
