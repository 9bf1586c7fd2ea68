import { Spinner } from '@talent/ui/components/spinner';
import { currentLanguage } from '@talent/ui/i18n';
import {
  lazy,
  type ReactNode,
  Suspense,
  useCallback,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
} from 'react';
import { useTranslation } from 'react-i18next';
import { SmallButton } from '@/components/small-button';
import { formatDate } from '@/lib/format-date';
import { useSession } from '@/lib/session-context';
import { useSlate } from '../api/use-slate';
import type { StudioTarget } from '../api/use-studio-origin';
import { backPathOf, type SelfTapeOrigin, sessionKeyOf } from '../self-tape-origin';
import type { RecordedTake, RecorderSettings, StoredTake, TakeTrim } from '../self-tape-types';
import { useTakes } from '../takes/use-takes';
import { SPEED_DEFAULT } from '../teleprompter/scroll-plan';
import { scriptLines } from './script-lines';
import { SetupStep } from './setup-step';
import { StepIndicator } from './step-indicator';
import type { StudioClip } from './studio-clip';
import { STUDIO_STEPS, type StudioStep } from './studio-steps';
import { TakeList } from './take-list';
import { useSavedSides } from './use-saved-sides';

// The camera, teleprompter and reader: a chunk of their own, fetched when the record step opens.
const SelfTapeRecorder = lazy(() => import('../recording/self-tape-recorder'));
// The trim, the upload and the file picker bring the contract's media rules (with zod): chunks of
// their own, fetched when a take is chosen or the camera fails, so the studio's first load stays small.
const TrimStep = lazy(() => import('./trim-step'));
const SendStep = lazy(() => import('./send-step'));
const CameraUpload = lazy(() => import('./camera-upload'));

const DEFAULT_SETTINGS: RecorderSettings = {
  countdown: 3,
  speed: SPEED_DEFAULT,
  slate: null,
  readerLanguage: null,
  facing: 'user',
};

/**
 * The studio's four steps on one page (DESIGN §15): set up the sides and the recorder, record takes
 * (kept in IndexedDB), trim the chosen one, send it. Each step's heading takes focus when it opens.
 */
export function SelfTapeStudio({ origin, target }: { origin: SelfTapeOrigin; target: StudioTarget }) {
  const { t } = useTranslation();
  const sessionKey = sessionKeyOf(origin, useSession().user?.id ?? 'signed-out');
  const saved = useSavedSides(sessionKey, target.instructions);
  const lines = useMemo(() => scriptLines(saved.sides, saved.reader), [saved.sides, saved.reader]);
  const slate = useSlate(target.childId);
  const [slateOn, setSlateOn] = useState(true);
  const [settings, setSettings] = useState<RecorderSettings>(() => ({
    ...DEFAULT_SETTINGS,
    readerLanguage: currentLanguage(),
  }));
  const takes = useTakes(sessionKey);
  const [step, setStep] = useState<StudioStep>('setup');
  const [cameraProblem, setCameraProblem] = useState(false);
  // A take under way (or counting down): leaving the step would end it unsaved.
  const [recording, setRecording] = useState(false);
  const [clip, setClip] = useState<StudioClip | null>(null);
  const [duration, setDuration] = useState<number | null>(null);
  const [trim, setTrim] = useState<TakeTrim | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);
  const headingId = useId();

  // A new step: its heading takes focus, so a keyboard or screen reader user starts there.
  // biome-ignore lint/correctness/useExhaustiveDependencies: it runs when the step changes, which it does not read.
  useEffect(() => {
    if (moved.current) headingRef.current?.focus();
  }, [step]);
  const go = (next: StudioStep) => {
    moved.current = true;
    setStep(next);
  };

  const choose = (chosen: StudioClip) => {
    setClip(chosen);
    setDuration(null);
    setTrim(null);
    go('review');
  };
  const onDuration = useCallback((known: number) => {
    setDuration(known);
    setTrim({ start: 0, end: known });
  }, []);

  const onTake = (take: RecordedTake) => void takes.add(take);
  const recorderSettings = useMemo<RecorderSettings>(
    () => ({ ...settings, slate: slateOn ? slate : null }),
    [settings, slateOn, slate],
  );
  const defaultTitle = target.castingTitle
    ? t('selfTape.send.titleRequest', { title: target.castingTitle })
    : t('selfTape.send.titleDate', { date: formatDate(new Date(), currentLanguage()) });

  let content: ReactNode;
  switch (step) {
    case 'setup':
      content = (
        <SetupStep
          sides={saved.sides}
          onSides={saved.setSides}
          lines={lines}
          onReaderLine={saved.toggleReader}
          onReaderLines={saved.setReaderLines}
          slate={slate}
          slateOn={slateOn}
          onSlateOn={setSlateOn}
          settings={settings}
          onSettings={setSettings}
          onNext={() => go('record')}
        />
      );
      break;
    case 'record':
      content = (
        <div className="space-y-6">
          <Suspense fallback={<Spinner label={t('selfTape.record.loading')} className="py-12" />}>
            <SelfTapeRecorder
              lines={lines}
              settings={recorderSettings}
              onSettingsChange={(next) => setSettings({ ...next, slate: null })}
              onTake={onTake}
              onCameraProblem={() => setCameraProblem(true)}
              takeNumber={takes.nextNumber}
              onRecording={setRecording}
            />
          </Suspense>
          {cameraProblem && (
            <Suspense fallback={<Spinner label={t('selfTape.loading')} className="py-6" />}>
              <CameraUpload onFile={(file) => choose({ kind: 'file', file })} />
            </Suspense>
          )}
          <TakesSection
            takes={takes}
            onChoose={(take) => choose({ kind: 'take', take })}
            disabled={recording}
          />
          <SmallButton onClick={() => go('setup')} disabled={recording}>
            {t('selfTape.record.back')}
          </SmallButton>
        </div>
      );
      break;
    case 'review':
      content = clip && (
        <TrimStep
          clip={clip}
          trim={trim}
          duration={duration}
          onDuration={onDuration}
          onTrim={setTrim}
          onBack={() => go('record')}
          onNext={() => go('send')}
        />
      );
      break;
    case 'send':
      content = clip && (
        <SendStep
          clip={clip}
          trim={trim}
          duration={duration}
          target={target}
          defaultTitle={defaultTitle}
          backPath={backPathOf(origin)}
          onSent={async () => {
            saved.forget();
            await takes.clear();
          }}
          onBack={() => go('review')}
        />
      );
      break;
  }

  return (
    <div className="space-y-5">
      <StepIndicator step={step} />
      <section aria-labelledby={headingId} className="space-y-4">
        <h2
          id={headingId}
          ref={headingRef}
          tabIndex={-1}
          className="text-lg font-semibold text-gray-900 focus:outline-2 focus:outline-offset-2 focus:outline-indigo-700"
        >
          {t('selfTape.steps.stepOf', { step: STUDIO_STEPS.indexOf(step) + 1, total: STUDIO_STEPS.length })}:{' '}
          {t(`selfTape.steps.${step}`)}
        </h2>
        <Suspense fallback={<Spinner label={t('selfTape.loading')} className="py-12" />}>{content}</Suspense>
      </section>
    </div>
  );
}

function TakesSection({
  takes,
  onChoose,
  disabled,
}: {
  takes: ReturnType<typeof useTakes>;
  onChoose: (take: StoredTake) => void;
  disabled: boolean;
}) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="space-y-2">
      <h3 id={headingId} className="font-semibold text-gray-900">
        {t('selfTape.record.takes')}
      </h3>
      <p className="text-sm text-gray-700">{t('selfTape.record.takesKept')}</p>
      {takes.problem && (
        <p role="alert" className="rounded-lg bg-yellow-50 p-3 text-sm text-yellow-900">
          {takes.problem === 'save' ? t('selfTape.record.saveFailed') : t('selfTape.record.loadFailed')}
        </p>
      )}
      {takes.loaded ? (
        <TakeList
          takes={takes.takes}
          onChoose={onChoose}
          onDelete={(take) => void takes.remove(take.id)}
          disabled={disabled}
        />
      ) : (
        <Spinner label={t('selfTape.loading')} className="py-4" />
      )}
    </section>
  );
}
