import type { TalentProfile } from '@talent/contract/profile';
import { apiData } from '@talent/ui/http/api-client';
import type { ProfileTarget } from '../profile-target';

/**
 * POST /profiles (a child's: POST /profiles/children/{childId}) { profilePhotoUrl }: the server
 * accepts only a URL of one of the profile's photos.
 */
export async function setProfilePhoto(
  target: ProfileTarget,
  profilePhotoUrl: string,
): Promise<TalentProfile> {
  return apiData<TalentProfile>(target.updatePath, {
    method: 'POST',
    body: { profilePhotoUrl },
  });
}
