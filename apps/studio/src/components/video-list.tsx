import type { DirectoryProfile } from '@talent/contract/directory';
import { formatDuration } from '@talent/contract/media-texts';
import { useTranslation } from 'react-i18next';
import { VideoMedia } from './video-media';

/** The talent's videos, playing in the page; nothing is downloaded until play is pressed. */
export function VideoList({ videos }: { videos: DirectoryProfile['videos'] }) {
  const { t } = useTranslation();
  if (videos.length === 0) return <p className="text-sm text-gray-600">{t('applicants.detail.noVideos')}</p>;
  return (
    <ul className="grid gap-4 sm:grid-cols-2" data-testid="video-list">
      {videos.map((video, index) => {
        const title = video.title ?? t('applicants.detail.videoTitle', { number: index + 1 });
        const duration = formatDuration(video.duration);
        return (
          <li key={video.id} className="min-w-0">
            <figure>
              <VideoMedia video={video} title={title} preload="none" />
              <figcaption className="mt-1.5 text-sm">
                <span className="font-medium text-gray-900">{title}</span>
                {duration && <span className="text-gray-600"> · {duration}</span>}
                {video.caption && <span className="block text-gray-700">{video.caption}</span>}
              </figcaption>
            </figure>
          </li>
        );
      })}
    </ul>
  );
}
