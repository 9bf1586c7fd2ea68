import { checkVideoFile, formatDuration, MEDIA_LIMITS, type Video } from '@talent/contract/media';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Spinner } from '@/components/ui/spinner';
import { notify } from '@/lib/notify';
import { deleteVideo } from '../api/delete-video';
import { useVideos } from '../api/get-videos';
import { reorderVideos } from '../api/reorder-videos';
import { uploadVideo } from '../api/upload-video';
import { useProfileTarget, videosKey } from '../profile-target';
import { ConfirmDeleteDialog } from './confirm-dialog';
import { invalidateMedia } from './invalidate-media';
import { mediaErrorMessage, translateMediaMessage } from './media-messages';
import { MoveButtons } from './move-buttons';
import { UploadMessages } from './upload-messages';
import { UploadProgress } from './upload-progress';
import { useOptimisticMediaDelete } from './use-optimistic-media-delete';
import { useSortableMedia } from './use-sortable-media';
import { VideoPicker } from './video-picker';

const smallButton =
  'rounded-lg border border-gray-400 bg-white px-3 py-2 text-sm font-medium text-gray-900 hover:bg-gray-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-700 disabled:opacity-60';
const inputClass =
  'mt-1 block w-full rounded-lg border border-gray-400 px-3 py-2 text-sm text-gray-900 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-indigo-700';

/** m:ss, or '—' when the server could not read the duration. */
export function durationLabel(seconds: number | null): string {
  return formatDuration(seconds) || '—';
}

export function VideosTab() {
  const { t } = useTranslation();
  const target = useProfileTarget();
  const videos = useVideos(target);
  const items = videos.data ?? [];
  const queryKey = videosKey(target);
  const [deleting, setDeleting] = useState<Video | null>(null);
  const [playing, setPlaying] = useState<string | null>(null);
  const sortable = useSortableMedia(items, {
    queryKey,
    send: (ids) => reorderVideos(target, ids),
    success: t('profile.media.videosReordered'),
    failure: t('profile.media.reorderVideosFailed'),
    announce: (position, count) => t('profile.media.movedTo', { position, count }),
  });

  const deleteOptimistically = useOptimisticMediaDelete<Video>({
    queryKey,
    send: (id) => deleteVideo(target, id),
    success: t('profile.media.videoDeleted'),
    failure: t('profile.media.deleteVideoFailed'),
  });
  const remove = async (video: Video) => {
    setDeleting(null);
    await deleteOptimistically(video);
  };

  return (
    <section aria-labelledby="videos-title" className="space-y-4">
      <h3 id="videos-title" className="text-lg font-semibold text-gray-900">
        {t('profile.media.videosTitle')}
      </h3>
      <VideoUploadForm />
      {videos.isPending && <Spinner label={t('profile.media.loading')} className="py-12" />}
      {videos.isError && (
        <EmptyState headingLevel={3} title={t('profile.media.loadFailed')} testId="videos-error" />
      )}
      {videos.isSuccess && items.length === 0 && (
        <EmptyState headingLevel={3} testId="videos-empty" title={t('profile.media.videosEmpty')} />
      )}
      {items.length > 0 && (
        <ul data-testid="video-list" className="grid gap-3 sm:grid-cols-2">
          {items.map((video, index) => {
            const name = video.title || t('profile.media.videoName', { number: index + 1 });
            return (
              <li
                key={video.id}
                data-testid="video-item"
                {...sortable.dragProps(video.id, index)}
                className="flex flex-col gap-2 rounded-xl bg-white p-3 shadow-sm ring-1 ring-gray-200"
              >
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
                <div className="flex flex-wrap items-center justify-between gap-1">
                  <MoveButtons
                    name={name}
                    index={index}
                    count={items.length}
                    onMove={(to) => void sortable.move(index, to)}
                  />
                  <button
                    type="button"
                    className={smallButton}
                    onClick={() => setDeleting(video)}
                    aria-label={t('profile.media.deleteNamed', { name })}
                    data-testid="video-delete"
                  >
                    {t('profile.media.delete')}
                  </button>
                </div>
              </li>
            );
          })}
        </ul>
      )}
      <p aria-live="polite" className="sr-only" data-testid="reorder-announcement">
        {sortable.announcement}
      </p>
      <ConfirmDeleteDialog
        open={deleting !== null}
        title={t('profile.media.deleteVideoTitle')}
        text={t('profile.media.deleteVideoText')}
        onClose={() => setDeleting(null)}
        onConfirm={() => deleting && void remove(deleting)}
      />
    </section>
  );
}

function VideoUploadForm() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const target = useProfileTarget();
  const titleId = useId();
  const captionId = useId();
  const [title, setTitle] = useState('');
  const [caption, setCaption] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [messages, setMessages] = useState<string[]>([]);
  const [progress, setProgress] = useState<number | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!file) {
      setMessages([translateMediaMessage(t, 'Alege un fișier.')]);
      return;
    }
    const problem = checkVideoFile(file);
    if (problem) {
      setMessages([translateMediaMessage(t, problem)]);
      return;
    }
    setMessages([]);
    setProgress(0);
    try {
      await uploadVideo(
        target,
        { file, title: title.trim() || file.name, caption: caption.trim() || undefined },
        { onProgress: setProgress },
      );
      notify.success(t('profile.media.videoUploaded'));
      setTitle('');
      setCaption('');
      setFile(null);
      await invalidateMedia(queryClient, target, videosKey(target));
    } catch (error) {
      notify.error(await mediaErrorMessage(t, error, t('profile.media.uploadVideoFailed')));
    } finally {
      setProgress(null);
    }
  };

  return (
    <form
      onSubmit={(event) => void submit(event)}
      noValidate
      data-testid="video-upload-form"
      className="grid gap-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-gray-200 sm:grid-cols-2"
    >
      <div>
        <label htmlFor={titleId} className="text-sm font-medium text-gray-900">
          {t('profile.media.videoTitle')}
        </label>
        <input
          id={titleId}
          value={title}
          maxLength={MEDIA_LIMITS.titleMaxLength}
          onChange={(event) => setTitle(event.target.value)}
          className={inputClass}
          data-testid="video-title"
        />
      </div>
      <div>
        <label htmlFor={captionId} className="text-sm font-medium text-gray-900">
          {t('profile.media.videoCaption')}
        </label>
        <input
          id={captionId}
          value={caption}
          maxLength={MEDIA_LIMITS.captionMaxLength}
          onChange={(event) => setCaption(event.target.value)}
          className={inputClass}
          data-testid="video-caption"
        />
      </div>
      <div className="sm:col-span-2">
        <VideoPicker
          file={file}
          disabled={progress !== null}
          onFile={(chosen) => {
            setFile(chosen);
            setMessages([]);
          }}
        />
      </div>
      <div className="space-y-3 sm:col-span-2">
        <UploadMessages messages={messages} />
        {progress !== null && <UploadProgress percent={progress} label={t('profile.media.uploadingVideo')} />}
        <Button type="submit" loading={progress !== null} data-testid="video-upload">
          {t('profile.media.uploadVideo')}
        </Button>
      </div>
    </form>
  );
}
