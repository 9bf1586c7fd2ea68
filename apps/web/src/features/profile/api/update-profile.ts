import type { ProfileUpdatePayload, TalentProfile } from '@talent/contract/profile';
import { apiData } from '@talent/ui/http/api-client';
import type { ProfileTarget } from '../profile-target';

/**
 * POST /profiles (a child's: POST /profiles/children/{childId}): a partial update of the profile;
 * answers the updated profile.
 */
export async function updateProfile(
  target: ProfileTarget,
  payload: ProfileUpdatePayload,
): Promise<TalentProfile> {
  return apiData<TalentProfile>(target.updatePath, {
    method: 'POST',
    body: payload,
  });
}
