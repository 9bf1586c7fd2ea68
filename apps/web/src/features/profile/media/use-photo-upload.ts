import { checkPhotoFiles, type Photo } from '@talent/contract/media';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '@/lib/notify';
import { uploadPhotos } from '../api/upload-photos';
import { photosKey, useProfileTarget } from '../profile-target';
import { invalidateMedia } from './invalidate-media';
import { mediaErrorMessage, translateMediaMessage } from './media-messages';

/**
 * The one photo upload of the app (Photos tab, About-me photo, onboarding step 7): client checks
 * with the specification's messages, real progress, the toasts, and fresh profile data afterwards.
 */
export function usePhotoUpload({ quiet = false }: { quiet?: boolean } = {}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const target = useProfileTarget();
  const [progress, setProgress] = useState<number | null>(null);
  const [messages, setMessages] = useState<string[]>([]);

  const upload = async (
    files: readonly File[],
    failure = t('profile.media.uploadFailed'),
  ): Promise<Photo[]> => {
    const check = checkPhotoFiles(files);
    setMessages(check.messages.map((message) => translateMediaMessage(t, message)));
    if (check.accepted.length === 0) return [];
    setProgress(0);
    try {
      const photos = await uploadPhotos(target, check.accepted, { onProgress: setProgress });
      if (!quiet) {
        notify.success(
          photos.length === 1
            ? t('profile.media.photoUploaded')
            : t('profile.media.photosUploaded', { count: photos.length }),
        );
      }
      await invalidateMedia(queryClient, target, photosKey(target));
      return photos;
    } catch (error) {
      notify.error(await mediaErrorMessage(t, error, failure));
      return [];
    } finally {
      setProgress(null);
    }
  };

  return { upload, progress, uploading: progress !== null, messages };
}
