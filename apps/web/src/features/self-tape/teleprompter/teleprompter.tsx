import { type KeyboardEvent, type Ref, useCallback, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SpeechReader } from '../reader/speech-reader';
import type { ReaderLanguage, ScriptLine } from '../self-tape-types';
import {
  advance,
  clampSpeed,
  isFinished,
  nextLine,
  type ScrollPosition,
  SPEED_MAX,
  SPEED_MIN,
  SPEED_STEP,
  START,
  scrollOffset,
} from './scroll-plan';

interface TeleprompterProps {
  lines: ScriptLine[];
  /** Words per minute. */
  speed: number;
  onSpeedChange(next: number): void;
  /** Scrolls only while true: the take is recording and the slate is over. */
  running: boolean;
  /** The voice that says the reader's lines (one for the recorder's life), or null. */
  speech: SpeechReader | null;
  /** The reader's language when it has a voice; null: the reader's lines are only shown, at the talent's pace. */
  readerLanguage: ReaderLanguage | null;
  className?: string;
  /** The pause button, where the recorder puts the focus when a take starts. */
  focusRef?: Ref<HTMLButtonElement>;
}

/** A frame more than this late (a background tab) moves the text no further than this. */
const LONGEST_FRAME_MS = 250;

const CONTROL_CLASS =
  'rounded-md border border-white/40 bg-black px-3 py-1.5 text-sm font-semibold text-white hover:bg-white/15 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-white disabled:opacity-50';

/**
 * The sides, large and high in the frame (near a phone's front camera, so the eyes stay close to the
 * lens), scrolled past a reading mark at the talent's speed. The reader's lines are marked apart and,
 * with a voice, said aloud while the text waits. Space on its pause button (where a take puts the
 * focus) pauses; the arrows, on any of its controls, change the speed.
 */
export function Teleprompter({
  lines,
  speed,
  onSpeedChange,
  running,
  speech,
  readerLanguage,
  className = '',
  focusRef,
}: TeleprompterProps) {
  const { t } = useTranslation();
  const keysId = useId();
  const [paused, setPaused] = useState(false);
  const [speaking, setSpeaking] = useState(false);
  const [current, setCurrent] = useState(0);
  const position = useRef<ScrollPosition>(START);
  const content = useRef<HTMLDivElement>(null);
  const lineBoxes = useRef<(HTMLLIElement | null)[]>([]);
  const speedRef = useRef(speed);
  speedRef.current = speed;
  // Each spoken line's number: a line cut short by a pause must not move the text on when it ends.
  const spokenLine = useRef(0);

  /** Moves the text so the mark's place sits on the reading mark (updated every frame, not re-rendered). */
  const place = useCallback(
    (next: ScrollPosition) => {
      position.current = next;
      setCurrent(next.index);
      const boxes = lineBoxes.current.slice(0, lines.length);
      const offset = scrollOffset(
        boxes.map((box) => box?.offsetTop ?? 0),
        boxes.map((box) => box?.offsetHeight ?? 0),
        next,
      );
      if (content.current) content.current.style.transform = `translateY(${-offset}px)`;
    },
    [lines.length],
  );

  const speaks = Boolean(speech && readerLanguage);

  const speakLine = useCallback(
    (index: number) => {
      const line = lines[index];
      if (!speech || !readerLanguage || !line) return;
      const mine = ++spokenLine.current;
      setSpeaking(true);
      void speech.speak(line.text, readerLanguage).then(() => {
        if (mine !== spokenLine.current) return;
        setSpeaking(false);
        place(nextLine(lines, { index, progress: 0 }));
      });
    },
    [lines, speech, readerLanguage, place],
  );

  const shouldSpeak = useCallback(
    (at: ScrollPosition) => speaks && at.progress === 0 && Boolean(lines[at.index]?.reader),
    [lines, speaks],
  );

  useEffect(() => {
    if (!running || paused || speaking) return;
    if (shouldSpeak(position.current)) {
      speakLine(position.current.index);
      return;
    }
    let last = performance.now();
    let frame = requestAnimationFrame(function tick(now) {
      const elapsed = Math.min(LONGEST_FRAME_MS, Math.max(0, now - last));
      last = now;
      const from = position.current;
      let next = advance(lines, from, elapsed, speedRef.current);
      // A reader line is said from its start: the text stops there while the voice speaks.
      if (next.index !== from.index) next = { index: next.index, progress: 0 };
      place(next);
      if (isFinished(lines, next)) return;
      if (shouldSpeak(next)) {
        speakLine(next.index);
        return;
      }
      frame = requestAnimationFrame(tick);
    });
    return () => cancelAnimationFrame(frame);
  }, [running, paused, speaking, lines, place, shouldSpeak, speakLine]);

  // A pause (or the end of the take) cuts the reader short; the line is said again on resume.
  useEffect(() => {
    if (running && !paused) return;
    if (!speaking) return;
    spokenLine.current += 1;
    speech?.cancel();
    setSpeaking(false);
  }, [running, paused, speaking, speech]);

  useEffect(() => () => speech?.cancel(), [speech]);

  const changeSpeed = (delta: number) => onSpeedChange(clampSpeed(speed + delta));

  /** The teleprompter's keys; true when the key was one of them. */
  function onKey(key: string, withSpace: boolean): boolean {
    if (key === 'ArrowUp') changeSpeed(SPEED_STEP);
    else if (key === 'ArrowDown') changeSpeed(-SPEED_STEP);
    else if (withSpace && (key === ' ' || key === 'Spacebar')) setPaused((was) => !was);
    else return false;
    return true;
  }

  // Space on the pause button is the button's own; the arrows, from any of its buttons, reach here.
  function onKeyDown(event: KeyboardEvent<HTMLElement>) {
    if (onKey(event.key, false)) event.preventDefault();
  }

  // A click on the picture leaves nothing focused: the keys still work on the running teleprompter.
  const onKeyRef = useRef(onKey);
  onKeyRef.current = onKey;
  useEffect(() => {
    if (!running) return;
    const onPageKey = (event: globalThis.KeyboardEvent) => {
      if (event.defaultPrevented || event.target !== document.body) return;
      if (onKeyRef.current(event.key, true)) event.preventDefault();
    };
    window.addEventListener('keydown', onPageKey);
    return () => window.removeEventListener('keydown', onPageKey);
  }, [running]);

  const finished = isFinished(lines, { index: current, progress: 0 });

  return (
    // The arrows from its buttons bubble up to the section.
    <section
      aria-label={t('selfTapeRecorder.teleprompter.label')}
      onKeyDown={onKeyDown}
      data-testid="teleprompter"
      data-paused={paused || undefined}
      className={`flex flex-col bg-black/85 text-white ${className}`}
    >
      <div className="relative min-h-0 flex-1 overflow-hidden">
        {/* The reading mark: the line being said sits here. */}
        <div
          aria-hidden="true"
          className="pointer-events-none absolute inset-x-0 top-[30%] z-10 flex items-center"
        >
          <span className="h-0 w-0 border-y-8 border-l-[12px] border-y-transparent border-l-amber-300" />
          <span className="h-px flex-1 bg-amber-300/60" />
        </div>
        <div
          ref={content}
          className="absolute inset-x-0 top-[30%] px-5 motion-safe:transition-transform motion-safe:duration-300 motion-safe:ease-out"
        >
          <ol className="space-y-4">
            {lines.map((line, index) => (
              <li
                key={line.id}
                ref={(box) => {
                  lineBoxes.current[index] = box;
                }}
                aria-current={index === current || undefined}
                className={`text-2xl leading-snug font-semibold sm:text-3xl ${
                  line.reader ? 'text-amber-200' : 'text-white'
                } ${index < current ? 'opacity-60' : ''}`}
              >
                {line.reader && (
                  <span className="mb-1 block text-xs font-bold tracking-wider text-amber-300 uppercase">
                    {t('selfTapeRecorder.teleprompter.reader')}
                  </span>
                )}
                {line.text}
              </li>
            ))}
          </ol>
          {finished && lines.length > 0 && (
            <p className="mt-6 text-base text-white/80">{t('selfTapeRecorder.teleprompter.end')}</p>
          )}
        </div>
      </div>
      <div className="flex flex-wrap items-center gap-2 border-t border-white/20 px-3 py-2">
        <button
          ref={focusRef}
          type="button"
          className={CONTROL_CLASS}
          onClick={() => setPaused((was) => !was)}
          aria-describedby={keysId}
          aria-keyshortcuts="Space ArrowUp ArrowDown"
        >
          {paused ? t('selfTapeRecorder.teleprompter.resume') : t('selfTapeRecorder.teleprompter.pause')}
        </button>
        <fieldset data-testid="teleprompter-speed" className="flex items-center gap-2">
          <legend className="sr-only">{t('selfTapeRecorder.teleprompter.speed')}</legend>
          <button
            type="button"
            className={CONTROL_CLASS}
            onClick={() => changeSpeed(-SPEED_STEP)}
            disabled={speed <= SPEED_MIN}
            aria-label={t('selfTapeRecorder.teleprompter.slower')}
          >
            −
          </button>
          <output aria-live="polite" className="min-w-24 text-center text-sm font-semibold tabular-nums">
            {t('selfTapeRecorder.teleprompter.wordsPerMinute', { speed })}
          </output>
          <button
            type="button"
            className={CONTROL_CLASS}
            onClick={() => changeSpeed(SPEED_STEP)}
            disabled={speed >= SPEED_MAX}
            aria-label={t('selfTapeRecorder.teleprompter.faster')}
          >
            +
          </button>
        </fieldset>
        <p role="status" className="text-sm text-amber-200">
          {paused
            ? t('selfTapeRecorder.teleprompter.paused')
            : speaking
              ? t('selfTapeRecorder.teleprompter.readerSpeaking')
              : ''}
        </p>
        <p id={keysId} className="hidden w-full text-xs text-white/80 sm:block">
          {t('selfTapeRecorder.teleprompter.keys')}
        </p>
      </div>
    </section>
  );
}
