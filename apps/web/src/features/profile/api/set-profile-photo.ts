import type { TalentProfile } from '@talent/contract/profile';
import { apiRequest } from '@/lib/api-client';

/** POST /profiles { profilePhotoUrl }: the server accepts only a URL of one of the profile's photos. */
export async function setProfilePhoto(profilePhotoUrl: string): Promise<TalentProfile> {
  const body = await apiRequest<{ data: TalentProfile }>('/profiles', {
    method: 'POST',
    body: { profilePhotoUrl },
  });
  return body.data;
}
