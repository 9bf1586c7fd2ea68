import type { Video } from '@talent/contract/media';
import { MEDIA_MESSAGES } from '@talent/contract/media-texts';
import { Icon } from '@talent/ui/components/icons';
import { SpinnerIcon } from '@talent/ui/components/spinner';
import { VideoPlayer } from '@talent/ui/components/video-player';
import { useTranslation } from 'react-i18next';
import { registerMessageKeys, translateMessage } from '@/lib/translate-message';

// Why a conversion failed, as the server says it (the contract's Romanian), in the active language.
registerMessageKeys(
  (
    [
      'videoUnreadable',
      'videoIncomplete',
      'videoConversionFailed',
      'videoTooLong',
      'videoTooManyPixels',
      'videoFrameRateTooHigh',
      'videoConversionTooSlow',
    ] as const
  ).map((key) => [MEDIA_MESSAGES[key], `applicants.video.errors.${key}`] as const),
);

const boxClassName =
  'flex aspect-video w-full flex-col items-center justify-center gap-2 rounded-lg p-4 text-center text-sm';

interface VideoMediaProps {
  video: Pick<Video, 'originalUrl' | 'posterUrl' | 'thumbnailUrl' | 'processingStatus' | 'processingError'>;
  /** The player's accessible name. */
  title: string;
  /** "none" where a page shows many videos: nothing is fetched until play is pressed. */
  preload?: 'none' | 'metadata';
}

/**
 * A video as its conversion stands (DESIGN §9): a player once READY (the web-playable MP4 and its
 * poster), a polite status while it is still converting, and the reason when it could not be.
 */
export function VideoMedia({ video, title, preload = 'metadata' }: VideoMediaProps) {
  const { t } = useTranslation();
  if (video.processingStatus === 'PROCESSING')
    return (
      <div
        role="status"
        className={`${boxClassName} bg-gray-100 text-gray-800`}
        data-testid="video-processing"
      >
        <SpinnerIcon className="size-6 text-indigo-700" />
        <span className="font-medium">{t('applicants.video.processing')}</span>
      </div>
    );
  if (video.processingStatus === 'FAILED')
    return (
      <div
        className={`${boxClassName} bg-red-50 text-red-900 ring-1 ring-red-200`}
        data-testid="video-failed"
      >
        <Icon name="warning" className="size-6 text-red-700" />
        <span className="font-medium">{t('applicants.video.failed')}</span>
        {video.processingError && <span>{translateMessage(t, video.processingError)}</span>}
      </div>
    );
  return (
    <VideoPlayer
      src={video.originalUrl}
      poster={video.posterUrl ?? video.thumbnailUrl}
      label={title}
      preload={preload}
    />
  );
}
