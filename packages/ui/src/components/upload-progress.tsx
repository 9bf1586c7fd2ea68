import { ProgressBar } from './progress-bar';

interface UploadProgressProps {
  percent: number;
  /** What is being uploaded ('Uploading photos…'): said above the bar and its name. */
  label: string;
  /** The share sent in the app's words ('42%'). */
  percentText: string;
  testId: string;
}

/** A running upload's bar: real bytes up to 90 %, the rest once the server has answered (upload-request.ts). */
export function UploadProgress({ percent, label, percentText, testId }: UploadProgressProps) {
  return (
    <div data-testid={testId} className="space-y-1">
      <p className="flex justify-between text-sm text-gray-800">
        <span>{label}</span>
        <span>{percentText}</span>
      </p>
      <ProgressBar value={percent} label={label} />
    </div>
  );
}
