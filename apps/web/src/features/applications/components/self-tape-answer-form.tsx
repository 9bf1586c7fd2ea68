import { formatDuration, MEDIA_LIMITS, type Video } from '@talent/contract/media';
import type { SelfTapeRequest } from '@talent/contract/self-tapes';
import { Button } from '@talent/ui/components/button';
import { Spinner } from '@talent/ui/components/spinner';
import { ApiError } from '@talent/ui/http/api-client';
import { notify } from '@talent/ui/notify';
import {
  profileBasePath,
  profileQueryKey,
  profileVideosQueryOptions,
} from '@talent/ui/video-upload/profile-videos';
import { useResumableVideoUpload } from '@talent/ui/video-upload/use-resumable-video-upload';
import { VideoPicker } from '@talent/ui/video-upload/video-picker';
import { VideoUploadProgress } from '@talent/ui/video-upload/video-upload-progress';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SmallButton } from '@/components/small-button';
import { selfTapeRequestsKey, submitSelfTape } from '@/lib/application-self-tapes';
import { errorMessage } from '@/lib/translate-message';
import { videoMessages } from '@/lib/video-messages';

interface SelfTapeAnswerFormProps {
  request: SelfTapeRequest;
  /** The child the application is for, or null for the caller's own profile. */
  childId: string | null;
  /** Names a video uploaded from here ("Self-tape: …"). */
  castingTitle: string;
  onSent: () => void;
  /** The server refused because the deadline passed: the message, for the request's card. */
  onRefused: (message: string) => void;
  /** While replacing a sent video: keep the one sent. */
  onKeep?: (() => void) | undefined;
}

const alertClassName = 'rounded-lg bg-red-50 p-3 text-sm text-red-800';

/**
 * Answers an open request: one of the profile's videos (the profile the application is for), or a new
 * one uploaded or filmed on the phone right here, then "Trimite self-tape". A video still converting
 * may be sent; one whose conversion failed may not.
 */
export default function SelfTapeAnswerForm({
  request,
  childId,
  castingTitle,
  onSent,
  onRefused,
  onKeep,
}: SelfTapeAnswerFormProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const videos = useQuery(profileVideosQueryOptions(childId));
  const uploader = useResumableVideoUpload(videoMessages);
  const [chosen, setChosen] = useState<string | null>(null);
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const legendId = useId();
  const problemId = useId();
  const videosKey = profileVideosQueryOptions(childId).queryKey;

  const uploadNew = async (picked: File) => {
    setFile(picked);
    setProblem(null);
    const video = await uploader.upload(picked, {
      basePath: profileBasePath(childId),
      title: t('applications.selfTape.videoTitle', { title: castingTitle }).slice(
        0,
        MEDIA_LIMITS.titleMaxLength,
      ),
    });
    setFile(null);
    if (!video) return;
    // In the list at once, and chosen: the next step is "Trimite self-tape".
    queryClient.setQueryData<Video[]>(videosKey, (list) => [...(list ?? []), video]);
    setChosen(video.id);
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: videosKey, exact: true }),
      // The profile's videosCount and completion.
      queryClient.invalidateQueries({ queryKey: profileQueryKey(childId), exact: true }),
    ]);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!chosen) {
      setProblem(t('applications.selfTape.chooseFirst'));
      return;
    }
    setProblem(null);
    setSending(true);
    try {
      const answered = await submitSelfTape(request.id, chosen);
      queryClient.setQueryData<SelfTapeRequest[]>(selfTapeRequestsKey(request.applicationId), (list) =>
        list?.map((item) => (item.id === answered.id ? answered : item)),
      );
      notify.success(t('applications.selfTape.sent'));
      onSent();
    } catch (error) {
      await import('@/lib/self-tape-messages');
      const message = await errorMessage(t, error, t('applications.selfTape.sendFailed'));
      setProblem(message);
      if (error instanceof ApiError && error.status === 422) {
        // The deadline passed by the server's clock: the request reads MISSED once asked again.
        onRefused(message);
        await queryClient.invalidateQueries({ queryKey: selfTapeRequestsKey(request.applicationId) });
      }
    } finally {
      setSending(false);
    }
  };

  const list = videos.data ?? [];
  return (
    <form
      onSubmit={(event) => void submit(event)}
      noValidate
      data-testid="self-tape-form"
      className="space-y-4 rounded-xl bg-gray-50 p-4"
    >
      <fieldset aria-describedby={problem ? problemId : undefined}>
        <legend id={legendId} className="text-sm font-medium text-gray-900">
          {t('applications.selfTape.chooseLegend')}
        </legend>
        {videos.isPending && <Spinner label={t('profile.media.loading')} className="py-4" />}
        {videos.isError && <p className="mt-2 text-sm text-red-800">{t('profile.media.loadFailed')}</p>}
        {videos.isSuccess && list.length === 0 && (
          <p className="mt-2 text-sm text-gray-700" data-testid="self-tape-no-videos">
            {t('applications.selfTape.noVideos')}
          </p>
        )}
        {list.length > 0 && (
          <ul className="mt-2 grid gap-2 sm:grid-cols-2">
            {list.map((video, index) => (
              <li key={video.id}>
                <VideoChoice
                  video={video}
                  name={video.title || t('profile.media.videoName', { number: index + 1 })}
                  group={`self-tape-${request.id}`}
                  checked={chosen === video.id}
                  onChoose={() => {
                    setChosen(video.id);
                    setProblem(null);
                  }}
                />
              </li>
            ))}
          </ul>
        )}
      </fieldset>

      <div className="space-y-3">
        <VideoPicker
          file={file}
          disabled={uploader.busy || sending}
          record
          legend={t('applications.selfTape.newVideo')}
          onFile={(picked) => picked && void uploadNew(picked)}
        />
        {uploader.error && (
          <p role="alert" data-testid="upload-messages" className={alertClassName}>
            {uploader.error}
          </p>
        )}
        <VideoUploadProgress state={uploader.state} onCancel={uploader.cancel} onResume={uploader.resume} />
      </div>

      {problem && (
        <p id={problemId} role="alert" data-testid="self-tape-problem" className={alertClassName}>
          {problem}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" loading={sending} disabled={uploader.busy} data-testid="self-tape-submit">
          {t('applications.selfTape.submit')}
        </Button>
        {onKeep && <SmallButton onClick={onKeep}>{t('applications.selfTape.keep')}</SmallButton>}
      </div>
    </form>
  );
}

/** One of the profile's videos as a choice: a radio with its frame, name, length and state. */
function VideoChoice({
  video,
  name,
  group,
  checked,
  onChoose,
}: {
  video: Video;
  name: string;
  group: string;
  checked: boolean;
  onChoose: () => void;
}) {
  const { t } = useTranslation();
  const failed = video.processingStatus === 'FAILED';
  const status =
    video.processingStatus === 'PROCESSING'
      ? t('applications.selfTape.videoProcessing')
      : failed
        ? t('applications.selfTape.videoFailed')
        : formatDuration(video.duration);
  return (
    <label
      data-testid="self-tape-video-choice"
      className={`flex items-center gap-3 rounded-lg bg-white p-2 ring-1 ring-gray-300 has-checked:ring-2 has-checked:ring-indigo-700 has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-indigo-700 ${failed ? 'opacity-70' : 'cursor-pointer'}`}
    >
      <input
        type="radio"
        name={group}
        value={video.id}
        checked={checked}
        disabled={failed}
        onChange={onChoose}
        className="size-4 shrink-0 accent-indigo-700"
      />
      <img
        src={video.thumbnailUrl}
        alt=""
        width={96}
        height={54}
        loading="lazy"
        className="aspect-video w-24 shrink-0 rounded bg-gray-200 object-cover"
      />
      <span className="min-w-0 text-sm">
        <span className="block truncate font-medium text-gray-900">{name}</span>
        {status && <span className="block text-gray-700">{status}</span>}
      </span>
    </label>
  );
}
