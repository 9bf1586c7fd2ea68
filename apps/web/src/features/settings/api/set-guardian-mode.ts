import type { User } from '@talent/contract/auth';
import { apiData } from '@talent/ui/http/api-client';
import { useMutation } from '@tanstack/react-query';

/** POST /users/guardian-mode/enable|disable: the updated user (enable is refused under 18). */
export async function setGuardianMode(enabled: boolean): Promise<User> {
  return apiData<User>(`/users/guardian-mode/${enabled ? 'enable' : 'disable'}`, {
    method: 'POST',
  });
}

export function useSetGuardianMode() {
  return useMutation({ mutationFn: setGuardianMode });
}
