import { ProgressBar } from '@talent/ui/components/progress-bar';
import { useTranslation } from 'react-i18next';

/**
 * Under a photo or video picker: the client checks' messages of the last pick (one per refused
 * file), then the upload's progress bar while one runs.
 */
export function UploadStatus({
  messages,
  progress,
  label,
}: {
  messages: readonly string[];
  /** The percentage sent, or null when no upload runs. */
  progress: number | null;
  /** What is being uploaded ('Uploading photos…'): the bar's name. */
  label: string;
}) {
  return (
    <>
      {messages.length > 0 && (
        <ul
          role="alert"
          data-testid="upload-messages"
          className="space-y-1 rounded-xl bg-red-50 p-3 text-sm text-red-800"
        >
          {messages.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      )}
      {progress !== null && <UploadProgress percent={progress} label={label} />}
    </>
  );
}

/** The upload's progress bar: real bytes up to 90 %, the rest when the server has answered. */
function UploadProgress({ percent, label }: { percent: number; label: string }) {
  const { t } = useTranslation();
  return (
    <div data-testid="upload-progress" className="space-y-1">
      <p className="flex justify-between text-sm text-gray-800">
        <span>{label}</span>
        <span>{t('profile.media.percent', { percent })}</span>
      </p>
      <ProgressBar value={percent} label={label} />
    </div>
  );
}
