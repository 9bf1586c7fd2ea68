import { formatDuration } from '@talent/contract/media-texts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { createSpeechReader, type SpeechReader } from '../reader/speech-reader';
import type { ReaderLanguage, RecordedTake, RecorderSettings, ScriptLine } from '../self-tape-types';
import { Teleprompter } from '../teleprompter/teleprompter';
import { useSelfTapeRecorderTexts } from '../use-self-tape-recorder-texts';
import { CameraProblemNotice } from './camera-problem-notice';
import { formatClock } from './format-clock';
import { SlateCard } from './slate-card';
import { type CameraProblem, useCamera } from './use-camera';
import { MAX_TAKE_SECONDS, useRecorder } from './use-recorder';

export interface SelfTapeRecorderProps {
  /** The sides, line by line; empty: no teleprompter. */
  lines: ScriptLine[];
  settings: RecorderSettings;
  /** Speed and camera changes made here. */
  onSettingsChange(next: RecorderSettings): void;
  /** Each finished take. */
  onTake(take: RecordedTake): void;
  /** No camera to record with: the page then offers a file upload. */
  onCameraProblem(kind: CameraProblem): void;
  /** The number of the take about to be recorded ("Dubla 2"). */
  takeNumber: number;
  /** Told when a take starts (the countdown included) and ends: the page holds what would end it. */
  onRecording?(recording: boolean): void;
}

/** The slate stays on screen this long at the start of a take, while the talent says it. */
const SLATE_MS = 5000;

const ROUND_BUTTON_FOCUS =
  'focus-visible:outline-4 focus-visible:outline-offset-2 focus-visible:outline-white';

/** Whether the reader has a voice for `language`; voices can arrive after the page has loaded. */
function useVoiceFor(speech: SpeechReader, language: ReaderLanguage | null): boolean {
  const [, setVoicesSeen] = useState(0);
  useEffect(() => speech.onVoicesChanged(() => setVoicesSeen((seen) => seen + 1)), [speech]);
  return language !== null && speech.voiceAvailable(language);
}

/**
 * The self-tape recorder (DESIGN §15), phone portrait first: the camera's picture across the width
 * (mirrored for the front camera, as a mirror is), the teleprompter over its top, a big round
 * record/stop button at the bottom. A take goes: countdown, the slate for its first seconds when asked
 * for, then the teleprompter scrolls; stop hands the take to the page.
 */
export default function SelfTapeRecorder({
  lines,
  settings,
  onSettingsChange,
  onTake,
  onCameraProblem,
  takeNumber,
  onRecording,
}: SelfTapeRecorderProps) {
  useSelfTapeRecorderTexts();
  const { t } = useTranslation();
  const camera = useCamera(settings.facing);
  const [speech] = useState(() => createSpeechReader());
  const voiceReady = useVoiceFor(speech, settings.readerLanguage);
  const [counting, setCounting] = useState<number | null>(null);
  const [slateShown, setSlateShown] = useState(false);
  // Each take's own teleprompter, from the top.
  const [run, setRun] = useState(0);
  const [announcement, setAnnouncement] = useState('');
  const [startFailed, setStartFailed] = useState(false);
  const teleprompter = useRef<HTMLButtonElement>(null);

  const recorder = useRecorder(camera.stream, (take) => {
    setSlateShown(false);
    setAnnouncement(
      // As the take list will show it (rounded), not as the running clock (which counts whole seconds).
      t('selfTapeRecorder.takeFinished', {
        number: takeNumber,
        duration: formatDuration(take.durationSeconds) || '0:00',
      }),
    );
    onTake(take);
  });
  const recording = recorder.state === 'recording';
  const busy = recording || counting !== null;
  useEffect(() => {
    onRecording?.(busy);
  }, [busy, onRecording]);

  useEffect(() => {
    void camera.start();
  }, [camera.start]);

  const problem: CameraProblem | null =
    camera.status === 'denied' || camera.status === 'missing' || camera.status === 'failed'
      ? camera.status
      : null;

  // On each new stream, and on a new video element (the picture back after a camera problem).
  const showStream = useCallback(
    (video: HTMLVideoElement | null) => {
      if (video) video.srcObject = camera.stream;
    },
    [camera.stream],
  );
  const onCameraProblemRef = useRef(onCameraProblem);
  onCameraProblemRef.current = onCameraProblem;
  useEffect(() => {
    if (problem) onCameraProblemRef.current(problem);
  }, [problem]);

  const withSlate = settings.slate !== null;
  const begin = useCallback(() => {
    setCounting(null);
    if (!recorder.start()) {
      setStartFailed(true);
      return;
    }
    setStartFailed(false);
    setRun((taken) => taken + 1);
    setSlateShown(withSlate);
    setAnnouncement(t('selfTapeRecorder.recordingStarted'));
  }, [recorder.start, withSlate, t]);

  // The countdown, a second at a time, then the take.
  useEffect(() => {
    if (counting === null) return;
    if (counting <= 0) {
      begin();
      return;
    }
    setAnnouncement(t('selfTapeRecorder.countdown', { seconds: counting }));
    const timer = setTimeout(() => setCounting(counting - 1), 1000);
    return () => clearTimeout(timer);
  }, [counting, begin, t]);

  useEffect(() => {
    if (!slateShown) return;
    const timer = setTimeout(() => setSlateShown(false), SLATE_MS);
    return () => clearTimeout(timer);
  }, [slateShown]);

  // Once a take runs, focus goes to the teleprompter's pause button: Space pauses the text rather
  // than stopping the take, and the arrows change its speed.
  useEffect(() => {
    if (recording) teleprompter.current?.focus();
  }, [recording]);

  function onRecordButton() {
    if (recording) {
      setSlateShown(false);
      recorder.stop();
    } else if (counting !== null) {
      setCounting(null);
      setAnnouncement('');
    } else {
      if (settings.readerLanguage) speech.unlock();
      setCounting(settings.countdown);
    }
  }

  const switchCamera = () =>
    onSettingsChange({ ...settings, facing: settings.facing === 'user' ? 'environment' : 'user' });

  const recordLabel = recording
    ? t('selfTapeRecorder.stop')
    : counting !== null
      ? t('selfTapeRecorder.cancelCountdown')
      : t('selfTapeRecorder.record');
  const readerLanguage = settings.readerLanguage;
  const noVoiceFor =
    readerLanguage && !voiceReady && !problem && lines.some((line) => line.reader) ? readerLanguage : null;

  return (
    <section aria-label={t('selfTapeRecorder.label')} className="mx-auto w-full max-w-xl space-y-3">
      {problem ? (
        <CameraProblemNotice problem={problem} onRetry={() => void camera.start()} />
      ) : (
        <div className="relative aspect-[9/16] max-h-[85dvh] w-full overflow-hidden rounded-xl bg-black sm:aspect-video sm:max-h-none">
          <video
            ref={showStream}
            data-testid="self-tape-preview"
            aria-label={t('selfTapeRecorder.preview')}
            autoPlay
            muted
            playsInline
            className={`h-full w-full object-cover ${settings.facing === 'user' ? '-scale-x-100' : ''}`}
          />
          {camera.status !== 'ready' && (
            <p className="absolute inset-0 grid place-items-center text-base text-white">
              {t('selfTapeRecorder.startingCamera')}
            </p>
          )}
          {lines.length > 0 && (
            <Teleprompter
              key={run}
              focusRef={teleprompter}
              lines={lines}
              speed={settings.speed}
              onSpeedChange={(speed) => onSettingsChange({ ...settings, speed })}
              running={recording && !slateShown}
              speech={speech}
              readerLanguage={voiceReady ? readerLanguage : null}
              className="absolute inset-x-0 top-0 h-1/2 sm:h-[45%]"
            />
          )}
          {counting !== null && counting > 0 && (
            <div
              data-testid="self-tape-countdown"
              aria-hidden="true"
              // Below the teleprompter, above the buttons: the number never hides the controls.
              className="pointer-events-none absolute inset-x-0 top-1/2 bottom-24 z-20 grid place-items-center text-8xl font-bold text-white [text-shadow:0_2px_8px_rgb(0_0_0)]"
            >
              {counting}
            </div>
          )}
          {slateShown && settings.slate && <SlateCard slate={settings.slate} />}
          <div className="absolute inset-x-0 bottom-0 z-30 grid grid-cols-3 items-center bg-black/75 px-4 py-3 text-white">
            <p className="text-sm font-semibold tabular-nums">
              {t('selfTapeRecorder.take', { number: takeNumber })}
              <br />
              {recording && (
                <span aria-hidden="true" className="mr-1.5 inline-block size-2.5 rounded-full bg-red-500" />
              )}
              <span className="sr-only">{t('selfTapeRecorder.elapsed')}: </span>
              <span>{formatClock(recorder.elapsedSeconds)}</span>
            </p>
            <button
              type="button"
              data-testid="self-tape-record"
              onClick={onRecordButton}
              disabled={camera.status !== 'ready' || recorder.state === 'finishing'}
              className={`grid size-20 place-items-center justify-self-center rounded-full border-4 border-white bg-black/40 disabled:opacity-50 ${ROUND_BUTTON_FOCUS}`}
            >
              <span
                aria-hidden="true"
                className={recording ? 'size-8 rounded-md bg-red-600' : 'size-14 rounded-full bg-red-600'}
              />
              <span className="sr-only">{recordLabel}</span>
            </button>
            {camera.canSwitch && (
              <button
                type="button"
                onClick={switchCamera}
                disabled={recording || counting !== null}
                className={`justify-self-end rounded-full border-2 border-white px-3 py-2 text-sm font-semibold disabled:opacity-50 ${ROUND_BUTTON_FOCUS}`}
              >
                {t('selfTapeRecorder.switchCamera')}
              </button>
            )}
          </div>
        </div>
      )}
      <p role="status" className="sr-only">
        {announcement}
      </p>
      {noVoiceFor && (
        <p className="text-sm text-gray-700">
          {t('selfTapeRecorder.reader.noVoice', {
            language: t(`selfTapeRecorder.reader.languages.${noVoiceFor}`),
          })}
        </p>
      )}
      {recorder.stoppedAtLimit && (
        <p role="alert" className="text-sm font-medium text-amber-800">
          {t('selfTapeRecorder.stoppedAtLimit', { minutes: MAX_TAKE_SECONDS / 60 })}
        </p>
      )}
      {(startFailed || recorder.state === 'failed') && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {t('selfTapeRecorder.recorderFailed')}
        </p>
      )}
    </section>
  );
}
