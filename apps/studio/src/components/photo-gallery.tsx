import type { DirectoryProfile } from '@talent/contract/directory';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';

// Fetched when a photo is opened: the pages with a gallery load only the thumbnails (DESIGN §5).
const Lightbox = lazy(() => import('@/components/lightbox').then((module) => ({ default: module.Lightbox })));

/** Thumbnails that open the photos large, one at a time, in a lightbox. */
export function PhotoGallery({ photos, name }: { photos: DirectoryProfile['photos']; name: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<number | null>(null);
  if (photos.length === 0) return <p className="text-sm text-gray-600">{t('applicants.detail.noPhotos')}</p>;
  const images = photos.map((photo, index) => ({
    src: photo.displayUrl,
    alt: photo.caption ?? t('applicants.detail.photoAlt', { name, number: index + 1 }),
    caption: photo.caption,
  }));
  return (
    <>
      <ul className="grid grid-cols-3 gap-2 sm:grid-cols-4" data-testid="photo-gallery">
        {photos.map((photo, index) => (
          <li key={photo.id}>
            <button
              type="button"
              onClick={() => setOpen(index)}
              className="block w-full overflow-hidden rounded-lg ring-1 ring-gray-200 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-700"
            >
              <img
                src={photo.thumbnailUrl}
                alt=""
                loading="lazy"
                className="aspect-square w-full object-cover"
              />
              <span className="sr-only">
                {t('applicants.detail.openPhoto', { number: index + 1, total: photos.length })}
              </span>
            </button>
          </li>
        ))}
      </ul>
      {open !== null && (
        <Suspense fallback={null}>
          <Lightbox
            images={images}
            index={open}
            onIndexChange={setOpen}
            onClose={() => setOpen(null)}
            labels={{
              dialog: t('applicants.detail.photosOf', { name }),
              close: t('applicants.detail.closePhoto'),
              previous: t('applicants.detail.previousPhoto'),
              next: t('applicants.detail.nextPhoto'),
              position: t('applicants.detail.photoPosition', {
                number: (open ?? 0) + 1,
                total: photos.length,
              }),
            }}
          />
        </Suspense>
      )}
    </>
  );
}
