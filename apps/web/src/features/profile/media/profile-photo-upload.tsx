import { useTranslation } from 'react-i18next';
import { PhotoPicker } from './photo-picker';
import { useSetProfilePhoto } from './set-profile-photo';
import { UploadStatus } from './upload-status';
import { usePhotoUpload } from './use-photo-upload';

/**
 * The profile photo of About me and of the onboarding's step 7: the Photos tab's own upload, then
 * the new photo becomes the profile photo.
 */
export default function ProfilePhotoUpload({
  profilePhotoUrl,
  onProfilePhotoChanged,
}: {
  profilePhotoUrl: string | null;
  onProfilePhotoChanged: () => Promise<void>;
}) {
  const { t } = useTranslation();
  const { upload, progress, messages } = usePhotoUpload({ quiet: true });
  const setAsProfile = useSetProfilePhoto(onProfilePhotoChanged);

  const choose = async (files: File[]) => {
    const [photo] = await upload(files, t('profile.media.photoUploadError'));
    if (photo) {
      await setAsProfile(photo, {
        success: t('profile.media.profilePhotoUpdated'),
        failure: t('profile.media.setProfileFailed'),
      });
    }
  };

  return (
    <div data-testid="profile-photo-upload" className="flex flex-col gap-4 sm:flex-row sm:items-start">
      {profilePhotoUrl ? (
        <img
          src={profilePhotoUrl}
          alt={t('profile.media.currentProfilePhoto')}
          width={112}
          height={112}
          data-testid="profile-photo-current"
          className="size-28 shrink-0 rounded-full object-cover ring-1 ring-gray-200"
        />
      ) : (
        <span
          data-testid="profile-photo-none"
          className="flex size-28 shrink-0 items-center justify-center rounded-full bg-gray-100 px-2 text-center text-xs text-gray-700"
        >
          {t('profile.media.noProfilePhoto')}
        </span>
      )}
      <div className="min-w-0 flex-1 space-y-3">
        <PhotoPicker
          multiple={false}
          testId="profile-photo-input"
          label={profilePhotoUrl ? t('profile.media.changeProfilePhoto') : t('profile.media.addProfilePhoto')}
          disabled={progress !== null}
          onFiles={(files) => void choose(files)}
        />
        <UploadStatus messages={messages} progress={progress} label={t('profile.media.uploadingPhotos')} />
      </div>
    </div>
  );
}
