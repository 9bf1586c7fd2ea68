import { MEDIA_LIMITS } from '@talent/contract/media';
import { FileButton } from '@talent/ui/components/file-button';
import { type DragEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Choose one or several photos: a button (keyboard) opening the file picker, and a zone a set of
 * files can be dropped on.
 */
export function PhotoPicker({
  onFiles,
  disabled,
  multiple = true,
  label,
  testId = 'photo-input',
}: {
  onFiles: (files: File[]) => void;
  disabled?: boolean;
  multiple?: boolean;
  label: string;
  testId?: string;
}) {
  const { t } = useTranslation();
  const hintId = useId();
  const [over, setOver] = useState(false);

  const hasFiles = (event: DragEvent) => [...event.dataTransfer.types].includes('Files');

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: the drop target only; the button inside is the keyboard's way in
    <div
      data-testid="photo-drop-zone"
      onDragOver={(event) => {
        if (!hasFiles(event) || disabled) return;
        event.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={(event) => {
        if (!hasFiles(event)) return;
        event.preventDefault();
        setOver(false);
        if (!disabled) onFiles([...event.dataTransfer.files]);
      }}
      className={`flex flex-col items-center gap-2 rounded-2xl border-2 border-dashed p-6 text-center ${
        over ? 'border-indigo-700 bg-indigo-50' : 'border-gray-400 bg-white'
      }`}
    >
      <FileButton
        accept={MEDIA_LIMITS.photoAccept}
        multiple={multiple}
        onFiles={onFiles}
        disabled={disabled}
        describedBy={hintId}
        buttonTestId={`${testId}-button`}
        inputTestId={testId}
        className="rounded-lg bg-indigo-700 px-4 py-2.5 text-sm font-semibold text-white hover:bg-indigo-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-700 disabled:opacity-70"
      >
        {label}
      </FileButton>
      <p id={hintId} className="text-sm text-gray-700">
        {multiple ? t('profile.media.photoHintMany') : t('profile.media.photoHint')}
      </p>
    </div>
  );
}
