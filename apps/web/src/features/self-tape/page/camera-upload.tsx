import { VideoPicker } from '@talent/ui/video-upload/video-picker';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * No camera here (refused, none, or it would not start): a video filmed with the phone's own camera
 * app, or a file, goes through the same trim and send steps as a take.
 */
export default function CameraUpload({ onFile }: { onFile: (file: File) => void }) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      data-testid="self-tape-upload"
      className="space-y-2 rounded-xl bg-gray-50 p-4 ring-1 ring-gray-200"
    >
      <h3 id={headingId} className="font-semibold text-gray-900">
        {t('selfTape.camera.upload')}
      </h3>
      <p className="text-sm text-gray-700">{t('selfTape.camera.uploadHint')}</p>
      <VideoPicker
        file={null}
        record
        legend={t('selfTape.camera.upload')}
        onFile={(file) => file && onFile(file)}
      />
    </section>
  );
}
