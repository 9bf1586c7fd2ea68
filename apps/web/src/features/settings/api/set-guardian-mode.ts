import type { User } from '@talent/contract/auth';
import { apiRequest } from '@talent/ui/http/api-client';
import { useMutation } from '@tanstack/react-query';

/** POST /users/guardian-mode/enable|disable: the updated user (enable is refused under 18). */
export async function setGuardianMode(enabled: boolean): Promise<User> {
  const body = await apiRequest<{ data: User }>(`/users/guardian-mode/${enabled ? 'enable' : 'disable'}`, {
    method: 'POST',
  });
  return body.data;
}

export function useSetGuardianMode() {
  return useMutation({ mutationFn: setGuardianMode });
}
