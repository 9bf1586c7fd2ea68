import { Button } from '@talent/ui/components/button';
import { useTranslation } from 'react-i18next';
import type { CameraProblem } from './use-camera';

/** Why there is no picture and what to do; the page offers the file upload beside it. */
export function CameraProblemNotice({ problem, onRetry }: { problem: CameraProblem; onRetry(): void }) {
  const { t } = useTranslation();
  return (
    <div
      role="alert"
      data-testid="camera-problem"
      className="rounded-xl border border-amber-300 bg-amber-50 p-4 text-gray-900"
    >
      <h3 className="text-base font-semibold">{t(`selfTapeRecorder.camera.${problem}.title`)}</h3>
      <p className="mt-1 text-sm text-gray-800">{t(`selfTapeRecorder.camera.${problem}.text`)}</p>
      <Button variant="secondary" className="mt-3" onClick={onRetry}>
        {t('selfTapeRecorder.camera.tryAgain')}
      </Button>
    </div>
  );
}
