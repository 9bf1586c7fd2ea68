import type { ProfileUpdatePayload, TalentProfile } from '@talent/contract/profile';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { myProfileQueryOptions } from './get-my-profile';

/** POST /profiles: a partial update of the caller's own profile; answers the updated profile. */
export async function updateProfile(payload: ProfileUpdatePayload): Promise<TalentProfile> {
  const body = await apiRequest<{ data: TalentProfile }>('/profiles', { method: 'POST', body: payload });
  return body.data;
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (profile) => queryClient.setQueryData(myProfileQueryOptions().queryKey, profile),
  });
}
