import type { Video } from '@talent/contract/media';
import { useTranslation } from 'react-i18next';
import { SpinnerIcon } from '../components/spinner';
import { VideoPlayer } from '../components/video-player';
import { useVideoMessage, type VideoMessages } from './video-messages';

const frame = 'aspect-video w-full rounded-lg';

/**
 * A video as its conversion stands (DESIGN §9): still converting (said, with a spinner: the list
 * asks again until it is done), failed (the server's reason, translated), or ready to play.
 */
export function VideoView({
  video,
  name,
  messages,
}: {
  video: Pick<Video, 'processingStatus' | 'processingError' | 'originalUrl' | 'posterUrl' | 'thumbnailUrl'>;
  /** The video's name, for the player. */
  name: string;
  /** The app's translator of the server's reason for a failed conversion. */
  messages: VideoMessages;
}) {
  const { t } = useTranslation();
  const reason = useVideoMessage(
    video.processingStatus === 'FAILED' ? video.processingError : null,
    messages,
  );

  if (video.processingStatus === 'FAILED') {
    return (
      <div
        data-testid="video-failed"
        className={`${frame} flex flex-col items-center justify-center gap-1 bg-red-50 p-4 text-center text-red-800 ring-1 ring-red-200 ring-inset`}
      >
        <p className="font-semibold">{t('videos.failed')}</p>
        {reason && <p className="text-sm">{reason}</p>}
      </div>
    );
  }
  // A status this app does not know yet plays once there is something to play.
  if (video.processingStatus === 'PROCESSING' || !video.originalUrl) {
    return (
      <div
        role="status"
        data-testid="video-processing"
        className={`${frame} flex flex-col items-center justify-center gap-2 bg-gray-100 p-4 text-center text-gray-800`}
      >
        <SpinnerIcon className="size-8 text-indigo-700" />
        <p className="font-semibold">{t('videos.processing')}</p>
        <p className="text-sm text-gray-700">{t('videos.processingHint')}</p>
      </div>
    );
  }
  return <VideoPlayer src={video.originalUrl} poster={video.posterUrl ?? video.thumbnailUrl} label={name} />;
}
