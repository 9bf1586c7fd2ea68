import type { Photo } from '@talent/contract/media';
import { Dialog } from '@talent/ui/components/dialog';
import { Icon } from '@talent/ui/components/icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SmallButton } from '@/components/small-button';
import { MediaSection } from './media-section';
import { PhotoPicker } from './photo-picker';
import { isProfilePhoto, useSetProfilePhoto } from './set-profile-photo';
import { UploadStatus } from './upload-status';
import { usePhotoUpload } from './use-photo-upload';

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
  const { upload, progress, messages } = usePhotoUpload();
  const setAsProfile = useSetProfilePhoto(onProfilePhotoChanged);
  const [viewing, setViewing] = useState<Photo | null>(null);

  return (
    <MediaSection
      kind="photos"
      upload={
        <>
          <PhotoPicker
            label={t('profile.media.choosePhotos')}
            disabled={progress !== null}
            onFiles={(files) => void upload(files)}
          />
          <UploadStatus messages={messages} progress={progress} label={t('profile.media.uploadingPhotos')} />
        </>
      }
      hint={t('profile.media.reorderHint')}
      nameOf={(_, index) => t('profile.media.photoName', { number: index + 1 })}
      renderItem={(photo, { name, actions }) => (
        <>
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
          {actions}
          <div className="mt-auto">
            {isProfilePhoto(profilePhotoUrl, photo) ? (
              <p data-testid="profile-photo-badge" className={profileMark}>
                <Icon name="check" className="size-4" />
                {t('profile.media.isProfilePhoto')}
              </p>
            ) : (
              <SmallButton
                className="w-full"
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
              </SmallButton>
            )}
          </div>
        </>
      )}
    >
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
              <SmallButton onClick={() => setViewing(null)}>{t('profile.media.close')}</SmallButton>
            </div>
          </div>
        )}
      </Dialog>
    </MediaSection>
  );
}
