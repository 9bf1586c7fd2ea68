import { formatDuration, MEDIA_LIMITS, MEDIA_MESSAGES } from '@talent/contract/media';
import { Button } from '@talent/ui/components/button';
import { secondaryButtonClassName } from '@talent/ui/link-styles';
import { notify } from '@talent/ui/notify';
import { useResumableVideoUpload } from '@talent/ui/video-upload/use-resumable-video-upload';
import { VideoPicker } from '@talent/ui/video-upload/video-picker';
import { VideoUploadProgress } from '@talent/ui/video-upload/video-upload-progress';
import { VideoView } from '@talent/ui/video-upload/video-view';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FormInput } from '@/components/form-input';
import { videoMessages } from '@/lib/video-messages';
import { mediaKey, type ProfileTarget, useProfileTarget } from '../profile-target';
import { invalidateMedia } from './invalidate-media';
import { translateMediaMessage } from './media-messages';
import { MediaSection } from './media-section';

/** m:ss, or '—' when the server could not read the duration. */
export function durationLabel(seconds: number | null): string {
  return formatDuration(seconds) || '—';
}

/** The self-tape studio for this profile: the own (`/self-tape`) or a child's (`?child=`). */
function studioPath({ childId }: ProfileTarget): string {
  return childId ? `/self-tape?child=${encodeURIComponent(childId)}` : '/self-tape';
}

export function VideosTab() {
  const { t } = useTranslation();
  const target = useProfileTarget();

  return (
    <MediaSection
      kind="videos"
      upload={
        <>
          <p>
            <Link
              to={studioPath(target)}
              data-testid="video-studio-link"
              className={secondaryButtonClassName}
            >
              {t('profile.media.recordSelfTape')}
            </Link>
          </p>
          <VideoUploadForm />
        </>
      }
      nameOf={(video, index) => video.title || t('profile.media.videoName', { number: index + 1 })}
      renderItem={(video, { name, actions }) => (
        <>
          <VideoView video={video} name={name} messages={videoMessages} />
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

/**
 * A video sent resumably (DESIGN §9): progress with the megabytes sent and a cancel; a dropped
 * connection only pauses it. The new video shows at once as processing.
 */
function VideoUploadForm() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const target = useProfileTarget();
  const { upload, cancel, resume, refuse, state, error, busy } = useResumableVideoUpload(videoMessages);
  const [texts, setTexts] = useState(NO_TEXTS);
  const [file, setFile] = useState<File | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!file) {
      refuse(translateMediaMessage(t, MEDIA_MESSAGES.fileRequired));
      return;
    }
    const video = await upload(file, {
      basePath: target.basePath,
      title: (texts.title.trim() || file.name).slice(0, MEDIA_LIMITS.titleMaxLength),
      caption: texts.caption.trim() || undefined,
    });
    if (!video) return;
    notify.success(t('profile.media.videoUploaded'));
    setTexts(NO_TEXTS);
    setFile(null);
    await invalidateMedia(queryClient, target, mediaKey(target, 'videos'));
  };

  return (
    <form
      onSubmit={(event) => void submit(event)}
      noValidate
      data-testid="video-upload-form"
      className="grid gap-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-gray-200 sm:grid-cols-2"
    >
      {TEXT_FIELDS.map(({ name, label, maxLength }) => (
        <FormInput
          key={name}
          label={t(label)}
          value={texts[name]}
          onChange={(event) => setTexts((current) => ({ ...current, [name]: event.target.value }))}
          maxLength={maxLength}
          data-testid={`video-${name}`}
        />
      ))}
      <div className="sm:col-span-2">
        <VideoPicker
          file={file}
          disabled={busy}
          onFile={(chosen) => {
            setFile(chosen);
            refuse(null);
          }}
        />
      </div>
      <div className="space-y-3 sm:col-span-2">
        {error && (
          <p
            role="alert"
            data-testid="upload-messages"
            className="rounded-xl bg-red-50 p-3 text-sm text-red-800"
          >
            {error}
          </p>
        )}
        <VideoUploadProgress state={state} onCancel={cancel} onResume={resume} />
        <Button type="submit" loading={busy} data-testid="video-upload">
          {t('profile.media.uploadVideo')}
        </Button>
      </div>
    </form>
  );
}
