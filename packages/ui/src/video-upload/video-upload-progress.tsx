import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ProgressBar } from '../components/progress-bar';
import { SpinnerIcon } from '../components/spinner';
import { type AppLanguage, currentLanguage } from '../i18n';
import type { VideoUploadState } from './use-resumable-video-upload';

// The apps' Intl locales (ro-RO for Romanian; British English conventions for English).
const INTL_LOCALES: Record<AppLanguage, string> = { ro: 'ro-RO', en: 'en-GB' };

/** A file size in megabytes (of 1024 × 1024 bytes, as the upload limits count them): "12,3 MB". */
export function formatMegabytes(bytes: number, language: AppLanguage): string {
  const options = { style: 'unit', unit: 'megabyte', maximumFractionDigits: 1 } as const;
  return new Intl.NumberFormat(INTL_LOCALES[language], options).format(bytes / 1024 / 1024);
}

const smallButton =
  'rounded-lg border border-gray-400 bg-white px-3 py-2 text-sm font-medium text-gray-900 hover:bg-gray-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-700';

/**
 * A running video upload: the share and the megabytes sent, a cancel, and while the connection is
 * gone, that it waits for it (with "try now"); then that the server is saving the video.
 */
export function VideoUploadProgress({
  state,
  onCancel,
  onResume,
}: {
  state: VideoUploadState;
  onCancel: () => void;
  onResume: () => void;
}) {
  const { t } = useTranslation();
  const labelId = useId();
  const language = currentLanguage();

  if (state.phase === 'idle') return null;
  if (state.phase === 'saving') {
    return (
      <p
        role="status"
        data-testid="upload-saving"
        className="flex items-center gap-2 rounded-xl bg-gray-50 p-3 text-sm text-gray-800"
      >
        <SpinnerIcon className="size-4 text-indigo-700" />
        {t('videos.upload.saving')}
      </p>
    );
  }

  const percent = state.total > 0 ? Math.floor((state.sent / state.total) * 100) : 0;
  const sent = t('videos.upload.sent', {
    sent: formatMegabytes(state.sent, language),
    total: formatMegabytes(state.total, language),
  });
  return (
    <div data-testid="upload-progress" className="space-y-2 rounded-xl bg-gray-50 p-3">
      <p className="flex flex-wrap justify-between gap-x-3 text-sm text-gray-800">
        <span id={labelId} className="min-w-0 break-all">
          {t('videos.upload.uploading', { name: state.fileName })}
        </span>
        <span data-testid="upload-percent">{t('profile.media.percent', { percent })}</span>
      </p>
      <ProgressBar
        value={percent}
        labelledBy={labelId}
        valueText={`${t('profile.media.percent', { percent })}, ${sent}`}
      />
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p data-testid="upload-bytes" className="text-sm text-gray-700">
          {sent}
        </p>
        <button type="button" onClick={onCancel} data-testid="upload-cancel" className={smallButton}>
          {t('videos.upload.cancel')}
        </button>
      </div>
      {/* A live region from the start, so the stall is announced when it comes. */}
      <div role="status">
        {state.stalled && (
          <div
            data-testid="upload-stalled"
            className="flex flex-wrap items-center justify-between gap-2 rounded-lg bg-yellow-50 p-2 text-sm text-yellow-900"
          >
            <span>{t('videos.upload.stalled')}</span>
            <button type="button" onClick={onResume} className={smallButton}>
              {t('videos.upload.resume')}
            </button>
          </div>
        )}
      </div>
    </div>
  );
}
