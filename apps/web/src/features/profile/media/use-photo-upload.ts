import { checkPhotoFiles, type Photo } from '@talent/contract/media';
import { useTranslation } from 'react-i18next';
import { uploadPhotos } from '../api/upload-photos';
import { useMediaUpload } from './use-media-upload';

/**
 * The one photo upload of the app (Photos tab, About-me photo, onboarding step 7): client checks
 * with the specification's messages, real progress, the toasts, and fresh profile data afterwards.
 */
export function usePhotoUpload({ quiet = false }: { quiet?: boolean } = {}) {
  const { t } = useTranslation();
  const { send, refuse, progress, messages } = useMediaUpload('photos');

  const upload = async (
    files: readonly File[],
    failure = t('profile.media.uploadFailed'),
  ): Promise<Photo[]> => {
    const check = checkPhotoFiles(files);
    refuse(check.messages);
    if (check.accepted.length === 0) return [];
    const photos = await send((target, onProgress) => uploadPhotos(target, check.accepted, { onProgress }), {
      success: quiet
        ? undefined
        : (sent) =>
            sent.length === 1
              ? t('profile.media.photoUploaded')
              : t('profile.media.photosUploaded', { count: sent.length }),
      failure,
    });
    return photos ?? [];
  };

  return { upload, progress, uploading: progress !== null, messages };
}
