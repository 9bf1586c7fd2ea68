import type { Video } from '@talent/contract/media';
import type { PresentedTalent } from '@talent/contract/presentations';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { WatchedVideo, type WatchReporting } from './watched-video';
import { Watermark } from './watermark';

/**
 * One talent as the producer sees it: first name, age, city, height, categories, the director's note
 * when the link shows notes, the photos, videos and self-tapes. Never more (DESIGN §13).
 */
export function TalentCard({
  talent,
  viewerName,
  headingRef,
  report,
}: {
  talent: PresentedTalent;
  viewerName: string;
  headingRef: Ref<HTMLHeadingElement>;
  report: WatchReporting;
}) {
  const { t } = useTranslation();
  const name = talent.firstName;
  const facts: [string, string][] = [];
  if (talent.age !== null) facts.push([t('presentation.talent.age'), String(talent.age)]);
  if (talent.city) facts.push([t('presentation.talent.city'), talent.city]);
  if (talent.heightCm !== null)
    facts.push([
      t('presentation.talent.height'),
      t('presentation.talent.heightValue', { height: talent.heightCm }),
    ]);
  if (talent.categories.length > 0)
    facts.push([
      t('presentation.talent.categories'),
      talent.categories.map((category) => t(`presentation.categories.${category}`)).join(', '),
    ]);

  return (
    <>
      <h2
        id="talent-name"
        ref={headingRef}
        tabIndex={-1}
        className="text-2xl font-semibold text-gray-900 focus:outline-none"
      >
        {name}
      </h2>
      {facts.length > 0 && (
        <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm" data-testid="talent-facts">
          {facts.map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="text-gray-700">{label}</dt>
              <dd className="font-medium text-gray-900">{value}</dd>
            </div>
          ))}
        </dl>
      )}
      {talent.note && (
        <section className="mt-4 rounded-lg bg-amber-50 p-3 ring-1 ring-amber-200">
          <h3 className="text-sm font-semibold text-amber-900">{t('presentation.talent.note')}</h3>
          <p className="mt-1 text-sm whitespace-pre-line text-gray-900">{talent.note}</p>
        </section>
      )}

      {talent.photos.length > 0 && (
        <section className="mt-6">
          <h3 className="text-base font-semibold text-gray-900">{t('presentation.talent.photos')}</h3>
          <ul className="mt-2 grid gap-3 sm:grid-cols-2">
            {talent.photos.map((photo, number) => (
              <li key={photo.id} className="relative overflow-hidden rounded-lg bg-gray-100">
                <img
                  src={photo.displayUrl}
                  srcSet={`${photo.thumbnailUrl} 300w, ${photo.displayUrl} 1200w`}
                  sizes="(min-width: 640px) 360px, 100vw"
                  alt={photo.caption ?? t('presentation.talent.photo', { number: number + 1, name })}
                  loading={number === 0 ? 'eager' : 'lazy'}
                  decoding="async"
                  className="block h-auto w-full"
                />
                <Watermark name={viewerName} />
              </li>
            ))}
          </ul>
        </section>
      )}

      {(
        [
          [t('presentation.talent.videos'), talent.videos],
          [t('presentation.talent.selfTapes'), talent.selfTapes],
        ] as const
      ).map(([title, videos]) => (
        <Videos
          key={title}
          title={title}
          videos={videos}
          name={name}
          viewerName={viewerName}
          report={report}
        />
      ))}
    </>
  );
}

function Videos({
  title,
  videos,
  name,
  viewerName,
  report,
}: {
  title: string;
  videos: Video[];
  name: string;
  viewerName: string;
  report: WatchReporting;
}) {
  const { t } = useTranslation();
  if (videos.length === 0) return null;
  return (
    <section className="mt-6">
      <h3 className="text-base font-semibold text-gray-900">{title}</h3>
      <ul className="mt-2 space-y-4">
        {videos.map((video, number) => (
          <li key={video.id}>
            <WatchedVideo
              video={video}
              label={video.title ?? t('presentation.talent.video', { number: number + 1, name })}
              viewerName={viewerName}
              report={report}
            />
            {video.caption && <p className="mt-1 text-sm text-gray-700">{video.caption}</p>}
          </li>
        ))}
      </ul>
    </section>
  );
}
