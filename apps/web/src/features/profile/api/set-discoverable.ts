import type { TalentProfile } from '@talent/contract/profile';
import { apiRequest } from '@talent/ui/http/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { OWN_PROFILE } from '../profile-target';

/** PATCH /profiles/me { discoverable }: whether the studio's talent search lists the own profile. */
export async function setDiscoverable(discoverable: boolean): Promise<TalentProfile> {
  const body = await apiRequest<{ data: TalentProfile }>('/profiles/me', {
    method: 'PATCH',
    body: { discoverable },
  });
  return body.data;
}

export function useSetDiscoverable() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setDiscoverable,
    onSuccess: (profile) => queryClient.setQueryData(OWN_PROFILE.queryKey, profile),
  });
}
