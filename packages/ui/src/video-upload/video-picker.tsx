import { MEDIA_LIMITS } from '@talent/contract/media';
import { type ChangeEvent, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Fieldset } from '../components/fieldset';

const MAX_MB = Math.round(MEDIA_LIMITS.resumableVideoMaxBytes / 1024 / 1024);

const outlinedButton =
  'rounded-lg border border-indigo-700 bg-white px-4 py-2 text-sm font-semibold text-indigo-800 hover:bg-indigo-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-700 disabled:opacity-70';

/**
 * Choose the video to upload with the product's own button, as photos are chosen: the browser's
 * file input ("Choose File / No file chosen", in the browser's language) stays hidden and out of the
 * tab order; the button opens its picker. The chosen file's name (or that there is none) is said
 * beside the button, announced when it changes and read with the button. With `record`, a second
 * button opens the phone's camera ("Filmează acum"); elsewhere the browser offers its file picker.
 */
export function VideoPicker({
  file,
  onFile,
  disabled,
  record = false,
  legend,
}: {
  file: File | null;
  onFile: (file: File | null) => void;
  disabled?: boolean;
  record?: boolean;
  /** The group's name; "Video file" unless the screen says otherwise. */
  legend?: string;
}) {
  const { t } = useTranslation();
  const inputRef = useRef<HTMLInputElement>(null);
  const cameraRef = useRef<HTMLInputElement>(null);
  const chosenId = useId();
  const hintId = useId();

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0] ?? null;
    // The same file can be picked again after a failure or an upload.
    event.target.value = '';
    if (chosen) onFile(chosen);
  };

  return (
    <Fieldset legend={legend ?? t('videos.picker.legend')}>
      <div className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-2">
        <button
          type="button"
          disabled={disabled}
          onClick={() => inputRef.current?.click()}
          aria-describedby={`${chosenId} ${hintId}`}
          data-testid="video-input-button"
          // Outlined: choosing is a step of the form, whose own primary action is the upload.
          className={outlinedButton}
        >
          {t('videos.picker.choose')}
        </button>
        {record && (
          <button
            type="button"
            disabled={disabled}
            onClick={() => cameraRef.current?.click()}
            aria-describedby={hintId}
            data-testid="video-record-button"
            className={outlinedButton}
          >
            {t('videos.picker.record')}
          </button>
        )}
        <p
          id={chosenId}
          aria-live="polite"
          data-testid="video-file-name"
          className="min-w-0 text-sm break-all text-gray-800"
        >
          {file ? t('videos.picker.chosen', { name: file.name }) : t('videos.picker.none')}
        </p>
      </div>
      <p id={hintId} className="mt-1 text-sm text-gray-700">
        {t('videos.picker.hint', { max: MAX_MB })}
      </p>
      <input
        ref={inputRef}
        type="file"
        accept={MEDIA_LIMITS.videoAccept}
        hidden
        tabIndex={-1}
        data-testid="video-input"
        onChange={onChange}
      />
      {record && (
        <input
          ref={cameraRef}
          type="file"
          accept="video/*"
          capture="user"
          hidden
          tabIndex={-1}
          data-testid="video-camera-input"
          onChange={onChange}
        />
      )}
    </Fieldset>
  );
}
