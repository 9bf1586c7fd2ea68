import { Button } from '@talent/ui/components/button';
import { Fieldset } from '@talent/ui/components/fieldset';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { FormTextarea } from '@/components/form-input';
import { slateText } from '../recording/slate-card';
import type { ReaderLanguage, RecorderSettings, ScriptLine, Slate } from '../self-tape-types';
import { SPEED_MAX, SPEED_MIN, SPEED_STEP } from '../teleprompter/scroll-plan';
import { speakersOf } from './script-lines';

export const COUNTDOWNS = [0, 3, 5, 10] as const;
const READERS = [
  { value: null, label: 'selfTape.setup.readerOff' },
  { value: 'ro', label: 'selfTape.setup.readerRo' },
  { value: 'en', label: 'selfTape.setup.readerEn' },
] as const satisfies readonly { value: ReaderLanguage | null; label: string }[];

const selectClassName =
  'mt-1 block w-full rounded-lg border border-gray-400 bg-white px-3 py-2 text-base text-gray-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-700';

interface SetupStepProps {
  sides: string;
  onSides: (sides: string) => void;
  lines: ScriptLine[];
  onReaderLine: (index: number, reader: boolean) => void;
  /** All of one character's lines at once. */
  onReaderLines: (indexes: readonly number[], reader: boolean) => void;
  /** The profile's slate (shown when the slate is on). */
  slate: Slate;
  slateOn: boolean;
  onSlateOn: (on: boolean) => void;
  settings: RecorderSettings;
  onSettings: (next: RecorderSettings) => void;
  onNext: () => void;
}

/** The first step: the sides, the reader's lines, the slate, the countdown, the reader and the speed. */
export function SetupStep({
  sides,
  onSides,
  lines,
  onReaderLine,
  onReaderLines,
  slate,
  slateOn,
  onSlateOn,
  settings,
  onSettings,
  onNext,
}: SetupStepProps) {
  const { t } = useTranslation();
  const id = useId();
  const slateLine = slateText(slate);

  return (
    <div className="space-y-6">
      <FormTextarea
        label={t('selfTape.setup.sides')}
        helper={t('selfTape.setup.sidesHint')}
        value={sides}
        onChange={(event) => onSides(event.target.value)}
        rows={8}
        data-testid="self-tape-sides"
      />

      <Fieldset legend={t('selfTape.setup.lines')} aria-describedby={`${id}-lines-hint`}>
        <p id={`${id}-lines-hint`} className="mt-1 text-sm text-gray-700">
          {t('selfTape.setup.linesHint')}
        </p>
        <SpeakerButtons lines={lines} onReaderLines={onReaderLines} />
        {lines.length === 0 ? (
          <p className="mt-2 text-sm text-gray-700">{t('selfTape.setup.noLines')}</p>
        ) : (
          <ol className="mt-2 divide-y divide-gray-200 rounded-xl ring-1 ring-gray-200">
            {lines.map((line, index) => (
              <li key={line.id} data-testid="script-line" className="flex items-start gap-3 p-3">
                <p id={`${id}-${line.id}`} className="min-w-0 flex-1 text-sm break-words text-gray-900">
                  {line.text}
                </p>
                <label className="flex shrink-0 items-center gap-2 text-sm text-gray-800">
                  <input
                    type="checkbox"
                    checked={line.reader}
                    onChange={(event) => onReaderLine(index, event.target.checked)}
                    aria-describedby={`${id}-${line.id}`}
                    data-testid="script-line-reader"
                    className="size-5 accent-indigo-700"
                  />
                  {t('selfTape.setup.readerLine')}
                </label>
              </li>
            ))}
          </ol>
        )}
      </Fieldset>

      <div className="space-y-1">
        <label className="flex items-center gap-3 text-sm font-medium text-gray-900">
          <input
            type="checkbox"
            checked={slateOn}
            onChange={(event) => onSlateOn(event.target.checked)}
            aria-describedby={`${id}-slate`}
            data-testid="self-tape-slate-on"
            className="size-5 accent-indigo-700"
          />
          {t('selfTape.setup.slate')}
        </label>
        <p id={`${id}-slate`} className="text-sm text-gray-700">
          {slate.name && slate.height && slate.city
            ? t('selfTape.setup.slateHint', { slate: slateLine })
            : `${slateLine ? `${slateLine}. ` : ''}${t('selfTape.setup.slateMissing')}`}
        </p>
      </div>

      <div className="grid gap-4 sm:grid-cols-2">
        <label className="block text-sm font-medium text-gray-900">
          {t('selfTape.setup.countdown')}
          <select
            value={settings.countdown}
            onChange={(event) => onSettings({ ...settings, countdown: Number(event.target.value) })}
            data-testid="self-tape-countdown-setting"
            className={selectClassName}
          >
            {COUNTDOWNS.map((seconds) => (
              <option key={seconds} value={seconds}>
                {seconds === 0
                  ? t('selfTape.setup.countdownNone')
                  : t('selfTape.setup.countdownSeconds', { count: seconds })}
              </option>
            ))}
          </select>
        </label>
        <label className="block text-sm font-medium text-gray-900">
          {t('selfTape.setup.reader')}
          <select
            value={settings.readerLanguage ?? ''}
            onChange={(event) =>
              onSettings({
                ...settings,
                readerLanguage: (event.target.value || null) as ReaderLanguage | null,
              })
            }
            data-testid="self-tape-reader-language"
            className={selectClassName}
          >
            {READERS.map((reader) => (
              <option key={reader.label} value={reader.value ?? ''}>
                {t(reader.label)}
              </option>
            ))}
          </select>
        </label>
      </div>

      <div>
        <label htmlFor={`${id}-speed`} className="block text-sm font-medium text-gray-900">
          {t('selfTape.setup.speed')}
        </label>
        <div className="mt-1 flex items-center gap-3">
          <input
            id={`${id}-speed`}
            type="range"
            min={SPEED_MIN}
            max={SPEED_MAX}
            step={SPEED_STEP}
            value={settings.speed}
            aria-valuetext={t('selfTape.setup.speedValue', { speed: settings.speed })}
            onChange={(event) => onSettings({ ...settings, speed: Number(event.target.value) })}
            data-testid="self-tape-speed-setting"
            className="min-w-0 flex-1 accent-indigo-700"
          />
          <output htmlFor={`${id}-speed`} className="w-40 shrink-0 text-sm text-gray-800">
            {t('selfTape.setup.speedValue', { speed: settings.speed })}
          </output>
        </div>
      </div>

      <Button onClick={onNext} data-testid="self-tape-to-record" className="w-full sm:w-auto">
        {t('selfTape.setup.toRecord')}
      </Button>
    </div>
  );
}

/**
 * For sides written as "NAME: line": one button per character that marks (or unmarks) all of its
 * lines as the partner's, pressed while every one of them is marked.
 */
function SpeakerButtons({
  lines,
  onReaderLines,
}: {
  lines: ScriptLine[];
  onReaderLines: (indexes: readonly number[], reader: boolean) => void;
}) {
  const { t } = useTranslation();
  const speakers = speakersOf(lines);
  if (speakers.length === 0) return null;
  return (
    <div className="mt-3 flex flex-wrap items-center gap-2" data-testid="script-speakers">
      <span className="text-sm text-gray-800">{t('selfTape.setup.speakers')}</span>
      {speakers.map((speaker) => {
        const marked = speaker.lines.every((index) => lines[index]?.reader);
        return (
          <button
            key={speaker.name}
            type="button"
            aria-pressed={marked}
            onClick={() => onReaderLines(speaker.lines, !marked)}
            className="rounded-full px-3 py-1.5 text-sm font-medium ring-1 ring-gray-400 aria-pressed:bg-amber-100 aria-pressed:text-amber-950 aria-pressed:ring-amber-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-700"
          >
            {t('selfTape.setup.speaker', { name: speaker.name, count: speaker.lines.length })}
          </button>
        );
      })}
    </div>
  );
}
