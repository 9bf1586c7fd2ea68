import { checkVideoFile, formatDuration, MEDIA_LIMITS } from '@talent/contract/media';
import { Button } from '@talent/ui/components/button';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { uploadVideo } from '../api/upload-video';
import { MediaSection } from './media-section';
import { UploadStatus } from './upload-status';
import { useMediaUpload } from './use-media-upload';
import { VideoPicker } from './video-picker';

/** m:ss, or '—' when the server could not read the duration. */
export function durationLabel(seconds: number | null): string {
  return formatDuration(seconds) || '—';
}

export function VideosTab() {
  const { t } = useTranslation();
  const [playing, setPlaying] = useState<string | null>(null);

  return (
    <MediaSection
      kind="videos"
      upload={<VideoUploadForm />}
      nameOf={(video, index) => video.title || t('profile.media.videoName', { number: index + 1 })}
      renderItem={(video, { name, actions }) => (
        <>
          {playing === video.id ? (
            // biome-ignore lint/a11y/useMediaCaption: the talent's own uploads come without caption tracks
            <video
              controls
              preload="metadata"
              src={video.originalUrl}
              poster={video.thumbnailUrl}
              data-testid="video-player"
              className="aspect-video w-full rounded-lg bg-black"
            />
          ) : (
            <button
              type="button"
              onClick={() => setPlaying(video.id)}
              aria-label={t('profile.media.play', { name })}
              data-testid="video-play"
              className="relative block overflow-hidden rounded-lg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-700"
            >
              <img
                src={video.thumbnailUrl}
                alt=""
                width={320}
                height={180}
                loading="lazy"
                className="aspect-video w-full bg-gray-200 object-cover"
              />
              <span
                aria-hidden="true"
                className="absolute inset-0 m-auto flex size-12 items-center justify-center rounded-full bg-gray-900/70 text-xl text-white"
              >
                ▶
              </span>
            </button>
          )}
          <div className="flex items-start justify-between gap-2">
            <div className="min-w-0">
              <p className="truncate font-medium text-gray-900">{name}</p>
              {video.caption && <p className="text-sm text-gray-700">{video.caption}</p>}
            </div>
            <span data-testid="video-duration" className="shrink-0 text-sm text-gray-800">
              <span className="sr-only">{t('profile.media.duration')} </span>
              {durationLabel(video.duration)}
            </span>
          </div>
          {actions}
        </>
      )}
    />
  );
}

// The video's own texts beside the file: a title (the file's name when left empty) and a caption.
const TEXT_FIELDS = [
  { name: 'title', label: 'profile.media.videoTitle', maxLength: MEDIA_LIMITS.titleMaxLength },
  { name: 'caption', label: 'profile.media.videoCaption', maxLength: MEDIA_LIMITS.captionMaxLength },
] as const;
const NO_TEXTS = { title: '', caption: '' };

function VideoUploadForm() {
  const { t } = useTranslation();
  const { send, refuse, progress, messages } = useMediaUpload('videos');
  const [texts, setTexts] = useState(NO_TEXTS);
  const [file, setFile] = useState<File | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!file) {
      refuse(['Alege un fișier.']);
      return;
    }
    const problem = checkVideoFile(file);
    if (problem) {
      refuse([problem]);
      return;
    }
    refuse([]);
    await send(
      (target, onProgress) =>
        uploadVideo(
          target,
          { file, title: texts.title.trim() || file.name, caption: texts.caption.trim() || undefined },
          { onProgress },
        ),
      {
        success: () => t('profile.media.videoUploaded'),
        failure: t('profile.media.uploadVideoFailed'),
        onSent: () => {
          setTexts(NO_TEXTS);
          setFile(null);
        },
      },
    );
  };

  return (
    <form
      onSubmit={(event) => void submit(event)}
      noValidate
      data-testid="video-upload-form"
      className="grid gap-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-gray-200 sm:grid-cols-2"
    >
      {TEXT_FIELDS.map(({ name, label, maxLength }) => (
        <TextInput
          key={name}
          label={t(label)}
          value={texts[name]}
          onChange={(value) => setTexts((current) => ({ ...current, [name]: value }))}
          maxLength={maxLength}
          testId={`video-${name}`}
        />
      ))}
      <div className="sm:col-span-2">
        <VideoPicker
          file={file}
          disabled={progress !== null}
          onFile={(chosen) => {
            setFile(chosen);
            refuse([]);
          }}
        />
      </div>
      <div className="space-y-3 sm:col-span-2">
        <UploadStatus messages={messages} progress={progress} label={t('profile.media.uploadingVideo')} />
        <Button type="submit" loading={progress !== null} data-testid="video-upload">
          {t('profile.media.uploadVideo')}
        </Button>
      </div>
    </form>
  );
}

function TextInput({
  label,
  value,
  onChange,
  maxLength,
  testId,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  maxLength: number;
  testId: string;
}) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="text-sm font-medium text-gray-900">
        {label}
      </label>
      <input
        id={id}
        value={value}
        maxLength={maxLength}
        onChange={(event) => onChange(event.target.value)}
        className="mt-1 block w-full rounded-lg border border-gray-400 px-3 py-2 text-sm text-gray-900 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-indigo-700"
        data-testid={testId}
      />
    </div>
  );
}
