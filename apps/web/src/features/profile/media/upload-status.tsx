import { UploadProgress } from '@talent/ui/components/upload-progress';
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
  const { t } = useTranslation();
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
      {progress !== null && (
        <UploadProgress
          percent={progress}
          label={label}
          percentText={t('profile.media.percent', { percent: progress })}
          testId="upload-progress"
        />
      )}
    </>
  );
}
