import type { Photo } from '@talent/contract/media';
import { notify } from '@talent/ui/notify';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { setProfilePhoto } from '../api/set-profile-photo';
import { type ProfileTarget, useProfileTarget } from '../profile-target';
import { mediaErrorMessage } from './media-messages';

/** The photo's URL the server accepts as profilePhotoUrl (and the avatar shows). */
export const profilePhotoUrlOf = (photo: Photo) => photo.displayUrl;

/**
 * Is this photo the profile photo? A child's URLs are signed and expire (a fresh signature in each
 * answer), so the file's path decides, not the query.
 */
export const isProfilePhoto = (profilePhotoUrl: string | null, photo: Photo) =>
  profilePhotoUrl !== null && profilePhotoUrl.split('?')[0] === profilePhotoUrlOf(photo).split('?')[0];

async function applyProfilePhoto(
  queryClient: QueryClient,
  target: ProfileTarget,
  photo: Photo,
  onChanged: () => Promise<void>,
) {
  const profile = await setProfilePhoto(target, profilePhotoUrlOf(photo));
  queryClient.setQueryData(target.queryKey, profile);
  await queryClient.invalidateQueries({ queryKey: target.queryKey, exact: true });
  // The user menu's avatar comes from the session's user.
  await onChanged();
}

/** Makes a photo the profile photo; `success` and `failure` are the caller's texts (§8). */
export function useSetProfilePhoto(onChanged: () => Promise<void>) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const target = useProfileTarget();
  return async (photo: Photo, texts: { success: string; failure: string }): Promise<boolean> => {
    try {
      await applyProfilePhoto(queryClient, target, photo, onChanged);
      notify.success(texts.success);
      return true;
    } catch (error) {
      notify.error(await mediaErrorMessage(t, error, texts.failure));
      return false;
    }
  };
}
