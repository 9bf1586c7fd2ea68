import type { Video } from '@talent/contract/media';
import { VideoPlayer } from '@talent/ui/components/video-player';
import { useTranslation } from 'react-i18next';
import { postPlay } from './presentation-api';
import { useWatchReports } from './use-watch-reports';
import { Watermark } from './watermark';

/** Where the reports of watching go, and who hears of a refusal (the link gone, the name lost). */
export interface WatchReporting {
  token: string;
  viewerToken: string;
  onRefused: (error: unknown) => boolean;
}

/**
 * A video with the viewer's name over it, reporting what is watched. It plays inline with no
 * fullscreen or picture-in-picture: there the watermark would not follow it.
 */
export function WatchedVideo({
  video,
  label,
  viewerName,
  report: { token, viewerToken, onRefused },
}: {
  video: Video;
  label: string;
  viewerName: string;
  report: WatchReporting;
}) {
  const { t } = useTranslation();
  const handlers = useWatchReports(video.id, (body) => {
    postPlay(token, viewerToken, body).catch((error: unknown) => {
      // A report that did not arrive is not worth an error on the screen; a lost link or name is.
      onRefused(error);
    });
  });

  if (video.processingStatus !== 'READY' || !video.originalUrl)
    return (
      <p className="flex aspect-video w-full items-center justify-center rounded-lg bg-gray-100 p-4 text-center text-sm text-gray-800">
        {t(
          video.processingStatus === 'FAILED'
            ? 'presentation.talent.failed'
            : 'presentation.talent.processing',
        )}
      </p>
    );
  return (
    <div className="relative">
      <VideoPlayer
        src={video.originalUrl}
        poster={video.posterUrl ?? video.thumbnailUrl}
        label={label}
        preload="none"
        playback={{
          playsInline: true,
          controlsList: 'nofullscreen nodownload',
          disablePictureInPicture: true,
          ...handlers,
        }}
      />
      <Watermark name={viewerName} />
    </div>
  );
}
