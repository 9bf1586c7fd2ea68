import type { Video } from '@talent/contract/media';
import { MEDIA_LIMITS } from '@talent/contract/media-limits';
import type { SelfTapeRequest } from '@talent/contract/self-tapes';
import { Button } from '@talent/ui/components/button';
import { notify } from '@talent/ui/notify';
import {
  profileBasePath,
  profileQueryKey,
  profileVideosQueryOptions,
} from '@talent/ui/video-upload/profile-videos';
import { useResumableVideoUpload } from '@talent/ui/video-upload/use-resumable-video-upload';
import { VideoUploadProgress } from '@talent/ui/video-upload/video-upload-progress';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { FormInput } from '@/components/form-input';
import { SmallButton } from '@/components/small-button';
import { selfTapeRequestsKey, submitSelfTape } from '@/lib/application-self-tapes';
import { errorMessage } from '@/lib/translate-message';
import { videoMessages } from '@/lib/video-messages';
import type { StudioTarget } from '../api/use-studio-origin';
import type { TakeTrim } from '../self-tape-types';
import { clipFile, type StudioClip, trimPayload } from './studio-clip';
import { formatTrimTime } from './trim-time';

interface SendStepProps {
  clip: StudioClip;
  /** Null, with `duration`, for a file this browser cannot play: it is sent whole. */
  trim: TakeTrim | null;
  duration: number | null;
  target: StudioTarget;
  /** The casting's title or the date: "Self-tape: …". */
  defaultTitle: string;
  /** Where the page goes once sent. */
  backPath: string;
  /** The studio session is over: its takes and sides are forgotten. */
  onSent: () => Promise<void>;
  onBack: () => void;
}

const alertClassName = 'rounded-lg bg-red-50 p-3 text-sm text-red-800';

/**
 * The last step: a title, then the resumable upload (progress, resume, cancel) with the trim; from a
 * request, the new video then answers it. The page then goes back where it came from.
 */
export default function SendStep({
  clip,
  trim,
  duration,
  target,
  defaultTitle,
  backPath,
  onSent,
  onBack,
}: SendStepProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const uploader = useResumableVideoUpload(videoMessages);
  const [title, setTitle] = useState(defaultTitle.slice(0, MEDIA_LIMITS.titleMaxLength));
  const [problem, setProblem] = useState<string | null>(null);
  const [answering, setAnswering] = useState(false);
  // Uploaded but not yet an answer (the answer failed): sending again only answers, never uploads twice.
  const [uploaded, setUploaded] = useState<Video | null>(null);
  // One File for the step: a second try after a dropped upload is the same file, and goes on from where it stopped.
  const file = useMemo(() => clipFile(clip), [clip]);

  const answer = async (requestId: string, video: Video): Promise<boolean> => {
    setAnswering(true);
    try {
      const answered = await submitSelfTape(requestId, video.id);
      queryClient.setQueryData<SelfTapeRequest[]>(selfTapeRequestsKey(answered.applicationId), (list) =>
        list?.map((item) => (item.id === answered.id ? answered : item)),
      );
      return true;
    } catch (error) {
      await import('@/lib/self-tape-messages');
      const reason = await errorMessage(t, error, t('selfTape.send.failed'));
      setProblem(`${t('selfTape.send.answerFailed')} ${reason}`);
      return false;
    } finally {
      setAnswering(false);
    }
  };

  const send = async (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    const video =
      uploaded ??
      (await uploader.upload(file, {
        basePath: profileBasePath(target.childId),
        title: title.trim() || defaultTitle,
        ...(trim && duration !== null ? trimPayload(trim, duration) : {}),
      }));
    if (!video) return;
    if (!uploaded) {
      setUploaded(video);
      // The profile's videos (and its count) show the new one, converting.
      void queryClient.invalidateQueries({ queryKey: profileVideosQueryOptions(target.childId).queryKey });
      void queryClient.invalidateQueries({ queryKey: profileQueryKey(target.childId), exact: true });
    }
    if (target.requestId && !(await answer(target.requestId, video))) return;
    await onSent();
    notify.success(target.requestId ? t('selfTape.send.answered') : t('selfTape.send.saved'));
    navigate(backPath);
  };

  const busy = uploader.busy || answering;
  return (
    <form onSubmit={(event) => void send(event)} noValidate className="space-y-4">
      <p className="text-sm text-gray-800" data-testid="self-tape-summary">
        {trim
          ? t('selfTape.send.what', { name: file.name, duration: formatTrimTime(trim.end - trim.start) })
          : t('selfTape.send.whatWhole', { name: file.name })}{' '}
        {target.requestId ? t('selfTape.send.toRequest') : t('selfTape.send.toProfile')}
      </p>
      <FormInput
        label={t('selfTape.send.title')}
        value={title}
        onChange={(event) => setTitle(event.target.value)}
        maxLength={MEDIA_LIMITS.titleMaxLength}
        disabled={busy || uploaded !== null}
        data-testid="self-tape-title"
      />
      {(uploader.error || problem) && (
        <p role="alert" data-testid="self-tape-send-problem" className={alertClassName}>
          {problem ?? uploader.error}
        </p>
      )}
      <VideoUploadProgress state={uploader.state} onCancel={uploader.cancel} onResume={uploader.resume} />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" loading={busy} data-testid="self-tape-send">
          {t('selfTape.send.send')}
        </Button>
        <SmallButton onClick={onBack} disabled={busy}>
          {t('selfTape.send.back')}
        </SmallButton>
      </div>
    </form>
  );
}
