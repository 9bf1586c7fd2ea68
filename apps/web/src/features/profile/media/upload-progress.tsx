import { useTranslation } from 'react-i18next';

/** The upload's progress bar: real bytes up to 90 %, the rest when the server has answered. */
export function UploadProgress({ percent, label }: { percent: number; label: string }) {
  const { t } = useTranslation();
  return (
    <div data-testid="upload-progress" className="space-y-1">
      <p className="flex justify-between text-sm text-gray-800">
        <span>{label}</span>
        <span>{t('profile.media.percent', { percent })}</span>
      </p>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-2.5 overflow-hidden rounded-full bg-gray-200"
      >
        <div
          className="h-full rounded-full bg-indigo-700 transition-[width]"
          style={{ width: `${percent}%` }}
        />
      </div>
    </div>
  );
}
