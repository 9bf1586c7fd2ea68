import { trimProblem } from '@talent/contract/media';
import { Button } from '@talent/ui/components/button';
import { type RefObject, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SmallButton } from '@/components/small-button';
import { videoMessages } from '@/lib/video-messages';
import type { TakeTrim } from '../self-tape-types';
import { clipBlob, clipDuration, type StudioClip, trimPayload } from './studio-clip';
import { formatTrimTime, toTenth } from './trim-time';
import { useObjectUrl } from './use-object-url';

const STEP = 0.1;
const UNPLAYABLE_AFTER_MS = 5000;

interface TrimStepProps {
  clip: StudioClip;
  /** Null until the length is known (a picked file's, from its player). */
  trim: TakeTrim | null;
  duration: number | null;
  onDuration: (duration: number) => void;
  onTrim: (trim: TakeTrim) => void;
  onBack: () => void;
  onNext: () => void;
}

/**
 * The chosen take plays; its start and end are set with two sliders (a tenth of a second each) or
 * from the player's current time, and a preview plays only the part kept. The contract's rule says
 * what cannot be sent (an end before the start, less than a second kept).
 */
export default function TrimStep({
  clip,
  trim,
  duration,
  onDuration,
  onTrim,
  onBack,
  onNext,
}: TrimStepProps) {
  const { t } = useTranslation();
  const id = useId();
  const url = useObjectUrl(clipBlob(clip));
  const player = useRef<HTMLVideoElement>(null);
  // The preview stops itself at the trim's end; playing freely does not.
  const [previewing, setPreviewing] = useState(false);
  const [, setTextsIn] = useState(false);
  // A file this browser cannot play (an AVI, HEVC on Chrome): no length, no trim; it is sent whole.
  const [unplayable, setUnplayable] = useState(false);

  // The contract's trim messages in the active language.
  useEffect(() => {
    void videoMessages.load().then(() => setTextsIn(true));
  }, []);

  const known = clipDuration(clip);
  useEffect(() => {
    if (known !== null && duration === null) onDuration(toTenth(known));
  }, [known, duration, onDuration]);

  // A player that never learns the length within a few seconds is taken as unable to play the file.
  useEffect(() => {
    if (duration !== null) return;
    const timer = window.setTimeout(() => setUnplayable(true), UNPLAYABLE_AFTER_MS);
    return () => window.clearTimeout(timer);
  }, [duration]);

  const readDuration = () => {
    const measured = player.current?.duration;
    // A browser's WebM says Infinity until played through; the take's own measure is used then.
    if (duration === null && measured && Number.isFinite(measured)) onDuration(toTenth(measured));
  };

  if (!trim || duration === null) {
    return (
      <div className="space-y-4">
        <ClipPlayer
          url={url}
          player={player}
          onMetadata={readDuration}
          onError={() => setUnplayable(true)}
          label={t('selfTape.review.player')}
        />
        <p role="status" className="text-sm text-gray-700" data-testid="trim-length-unknown">
          {unplayable ? t('selfTape.review.unplayable') : t('selfTape.review.lengthUnknown')}
        </p>
        <div className="flex flex-wrap gap-2">
          {unplayable && (
            <Button onClick={onNext} data-testid="self-tape-send-whole">
              {t('selfTape.review.sendWhole')}
            </Button>
          )}
          <SmallButton onClick={onBack}>{t('selfTape.review.back')}</SmallButton>
        </div>
      </div>
    );
  }

  // Checked on both ends as they are (the server measures against the video's end too); an untouched
  // take is sent whole, however short.
  const cut = Object.keys(trimPayload(trim, duration)).length > 0;
  const problem = cut ? trimProblem(trim.start, trim.end) : null;
  const kept = Math.max(0, trim.end - trim.start);
  const here = () => toTenth(Math.min(duration, Math.max(0, player.current?.currentTime ?? 0)));

  const preview = () => {
    const video = player.current;
    if (!video) return;
    video.currentTime = trim.start;
    setPreviewing(true);
    void video.play()?.catch(() => setPreviewing(false));
  };
  const onTimeUpdate = () => {
    const video = player.current;
    if (previewing && video && video.currentTime >= trim.end) {
      video.pause();
      setPreviewing(false);
    }
  };

  return (
    <div className="space-y-5">
      <ClipPlayer
        url={url}
        player={player}
        onMetadata={readDuration}
        onTimeUpdate={onTimeUpdate}
        onPause={() => setPreviewing(false)}
        label={t('selfTape.review.player')}
      />

      <div className="grid gap-4 sm:grid-cols-2">
        <TrimSlider
          id={`${id}-start`}
          label={t('selfTape.review.start')}
          value={trim.start}
          max={duration}
          testId="trim-start"
          onChange={(start) => onTrim({ ...trim, start })}
          hereLabel={t('selfTape.review.startHere')}
          onHere={() => onTrim({ ...trim, start: here() })}
        />
        <TrimSlider
          id={`${id}-end`}
          label={t('selfTape.review.end')}
          value={trim.end}
          max={duration}
          testId="trim-end"
          onChange={(end) => onTrim({ ...trim, end })}
          hereLabel={t('selfTape.review.endHere')}
          onHere={() => onTrim({ ...trim, end: here() })}
        />
      </div>

      <div className="flex flex-wrap items-center gap-3">
        <p data-testid="trim-length" aria-live="polite" className="text-sm font-medium text-gray-900">
          {t('selfTape.review.kept', { duration: formatTrimTime(kept) })}
        </p>
        <SmallButton onClick={preview} disabled={problem !== null} data-testid="trim-preview">
          {t('selfTape.review.preview')}
        </SmallButton>
      </div>

      {problem && (
        <p role="alert" data-testid="trim-problem" className="rounded-lg bg-red-50 p-3 text-sm text-red-800">
          {videoMessages.translateMessage(t, problem)}
        </p>
      )}

      <div className="flex flex-wrap gap-2">
        <Button onClick={onNext} disabled={problem !== null} data-testid="self-tape-to-send">
          {t('selfTape.review.toSend')}
        </Button>
        <SmallButton onClick={onBack}>{t('selfTape.review.back')}</SmallButton>
      </div>
    </div>
  );
}

function ClipPlayer({
  url,
  player,
  label,
  onMetadata,
  onError,
  onTimeUpdate,
  onPause,
}: {
  url: string | null;
  player: RefObject<HTMLVideoElement | null>;
  label: string;
  onMetadata: () => void;
  onError?: () => void;
  onTimeUpdate?: () => void;
  onPause?: () => void;
}) {
  return (
    // biome-ignore lint/a11y/useMediaCaption: the talent's own take, just recorded: there are no captions to give.
    <video
      ref={player}
      src={url ?? undefined}
      controls
      playsInline
      preload="metadata"
      aria-label={label}
      data-testid="trim-player"
      onLoadedMetadata={onMetadata}
      onError={onError}
      onDurationChange={onMetadata}
      onTimeUpdate={onTimeUpdate}
      onPause={onPause}
      className="aspect-video w-full rounded-xl bg-black"
    />
  );
}

function TrimSlider({
  id,
  label,
  value,
  max,
  testId,
  onChange,
  hereLabel,
  onHere,
}: {
  id: string;
  label: string;
  value: number;
  max: number;
  testId: string;
  onChange: (value: number) => void;
  hereLabel: string;
  onHere: () => void;
}) {
  const time = formatTrimTime(value);
  return (
    <div className="space-y-1">
      <div className="flex items-baseline justify-between gap-2">
        <label htmlFor={id} className="text-sm font-medium text-gray-900">
          {label}
        </label>
        <output htmlFor={id} data-testid={`${testId}-value`} className="text-sm text-gray-800 tabular-nums">
          {time}
        </output>
      </div>
      <input
        id={id}
        type="range"
        min={0}
        max={max}
        step={STEP}
        value={value}
        aria-valuetext={time}
        onChange={(event) => onChange(toTenth(Number(event.target.value)))}
        data-testid={testId}
        className="w-full accent-indigo-700"
      />
      <SmallButton onClick={onHere} data-testid={`${testId}-here`}>
        {hereLabel}
      </SmallButton>
    </div>
  );
}
