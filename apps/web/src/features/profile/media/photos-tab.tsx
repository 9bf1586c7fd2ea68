import type { Photo } from '@talent/contract/media';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '@/components/ui/dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { Icon } from '@/components/ui/icons';
import { Spinner } from '@/components/ui/spinner';
import { deletePhoto } from '../api/delete-photo';
import { usePhotos } from '../api/get-photos';
import { reorderPhotos } from '../api/reorder-photos';
import { photosKey, useProfileTarget } from '../profile-target';
import { ConfirmDeleteDialog } from './confirm-dialog';
import { MoveButtons } from './move-buttons';
import { PhotoPicker } from './photo-picker';
import { profilePhotoUrlOf, useSetProfilePhoto } from './set-profile-photo';
import { UploadMessages } from './upload-messages';
import { UploadProgress } from './upload-progress';
import { useOptimisticMediaDelete } from './use-optimistic-media-delete';
import { usePhotoUpload } from './use-photo-upload';
import { useSortableMedia } from './use-sortable-media';

const smallButton =
  'rounded-lg border border-gray-400 bg-white px-3 py-2 text-sm font-medium text-gray-900 hover:bg-gray-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-700 disabled:opacity-60';
// The profile photo's mark takes the place, and the box, of the other photos' "Set as profile
// photo" button: same border, padding and text size, so every card keeps one height.
const profileMark =
  'flex w-full items-center justify-center gap-1.5 rounded-lg border border-green-200 bg-green-50 px-3 py-2 text-center text-sm font-semibold text-green-800';

export function PhotosTab({
  profilePhotoUrl,
  onProfilePhotoChanged,
}: {
  profilePhotoUrl: string | null;
  onProfilePhotoChanged: () => Promise<void>;
}) {
  const { t } = useTranslation();
  const target = useProfileTarget();
  const photos = usePhotos(target);
  const { upload, progress, messages } = usePhotoUpload();
  const setAsProfile = useSetProfilePhoto(onProfilePhotoChanged);
  const [viewing, setViewing] = useState<Photo | null>(null);
  const [deleting, setDeleting] = useState<Photo | null>(null);
  const items = photos.data ?? [];
  const queryKey = photosKey(target);
  const sortable = useSortableMedia(items, {
    queryKey,
    send: (ids) => reorderPhotos(target, ids),
    success: t('profile.media.photosReordered'),
    failure: t('profile.media.reorderFailed'),
    announce: (position, count) => t('profile.media.movedTo', { position, count }),
  });

  const deleteOptimistically = useOptimisticMediaDelete<Photo>({
    queryKey,
    send: (id) => deletePhoto(target, id),
    success: t('profile.media.photoDeleted'),
    failure: t('profile.media.deletePhotoFailed'),
  });
  const remove = async (photo: Photo) => {
    setDeleting(null);
    await deleteOptimistically(photo);
  };

  const nameOf = (index: number) => t('profile.media.photoName', { number: index + 1 });

  return (
    <section aria-labelledby="photos-title" className="space-y-4">
      <h3 id="photos-title" className="text-lg font-semibold text-gray-900">
        {t('profile.media.photosTitle')}
      </h3>
      <PhotoPicker
        label={t('profile.media.choosePhotos')}
        disabled={progress !== null}
        onFiles={(files) => void upload(files)}
      />
      <UploadMessages messages={messages} />
      {progress !== null && <UploadProgress percent={progress} label={t('profile.media.uploadingPhotos')} />}
      {photos.isPending && <Spinner label={t('profile.media.loading')} className="py-12" />}
      {photos.isError && (
        <EmptyState headingLevel={3} title={t('profile.media.loadFailed')} testId="photos-error" />
      )}
      {photos.isSuccess && items.length === 0 && (
        <EmptyState headingLevel={3} testId="photos-empty" title={t('profile.media.photosEmpty')} />
      )}
      {items.length > 0 && (
        <>
          <p className="text-sm text-gray-700">{t('profile.media.reorderHint')}</p>
          {/* Rows of one height (auto-rows-fr): a card is as tall as the tallest, whatever it shows. */}
          <ul
            data-testid="photo-grid"
            className="grid auto-rows-fr grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4"
          >
            {items.map((photo, index) => {
              const name = nameOf(index);
              const isProfile = profilePhotoUrl !== null && profilePhotoUrl === profilePhotoUrlOf(photo);
              return (
                <li
                  key={photo.id}
                  data-testid="photo-item"
                  data-photo-id={photo.id}
                  {...sortable.dragProps(photo.id, index)}
                  className="flex flex-col gap-2 rounded-xl bg-white p-2 shadow-sm ring-1 ring-gray-200"
                >
                  <button
                    type="button"
                    onClick={() => setViewing(photo)}
                    aria-label={t('profile.media.viewPhoto', { name })}
                    className="block overflow-hidden rounded-lg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-700"
                  >
                    <img
                      src={photo.thumbnailUrl}
                      alt={photo.caption || name}
                      width={400}
                      height={400}
                      loading="lazy"
                      decoding="async"
                      className="aspect-square w-full object-cover"
                    />
                  </button>
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
                      onClick={() => setDeleting(photo)}
                      aria-label={t('profile.media.deleteNamed', { name })}
                      data-testid="photo-delete"
                    >
                      {t('profile.media.delete')}
                    </button>
                  </div>
                  <div className="mt-auto">
                    {isProfile ? (
                      <p data-testid="profile-photo-badge" className={profileMark}>
                        <Icon name="check" className="size-4" />
                        {t('profile.media.isProfilePhoto')}
                      </p>
                    ) : (
                      <button
                        type="button"
                        className={`${smallButton} w-full`}
                        data-testid="photo-set-profile"
                        aria-label={t('profile.media.setAsProfileNamed', { name })}
                        onClick={() =>
                          void setAsProfile(photo, {
                            success: t('profile.media.mainPhotoSet'),
                            failure: t('profile.media.setProfileFailed'),
                          })
                        }
                      >
                        {t('profile.media.setAsProfile')}
                      </button>
                    )}
                  </div>
                </li>
              );
            })}
          </ul>
        </>
      )}
      <p aria-live="polite" className="sr-only" data-testid="reorder-announcement">
        {sortable.announcement}
      </p>
      <Dialog
        open={viewing !== null}
        onClose={() => setViewing(null)}
        title={viewing?.caption || t('profile.media.photoView')}
        testId="photo-dialog"
      >
        {viewing && (
          <div className="space-y-4">
            <img
              src={viewing.displayUrl}
              alt={viewing.caption || t('profile.media.photoView')}
              className="max-h-[70dvh] w-full rounded-lg object-contain"
            />
            <div className="flex justify-end">
              <button type="button" className={smallButton} onClick={() => setViewing(null)}>
                {t('profile.media.close')}
              </button>
            </div>
          </div>
        )}
      </Dialog>
      <ConfirmDeleteDialog
        open={deleting !== null}
        title={t('profile.media.deletePhotoTitle')}
        text={t('profile.media.deletePhotoText')}
        onClose={() => setDeleting(null)}
        onConfirm={() => deleting && void remove(deleting)}
      />
    </section>
  );
}
