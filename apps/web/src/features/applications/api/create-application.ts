import type { Application, ApplicationCreatePayload } from '@talent/contract/applications';
import { apiData } from '@talent/ui/http/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';

/** POST /applications: 201 with the new application; 409 when already applied or not accepting. */
export async function createApplication(payload: ApplicationCreatePayload): Promise<Application> {
  return apiData<Application>('/applications', { method: 'POST', body: payload });
}

export function useCreateApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createApplication,
    // The list, the dashboard's counts and recent activity all change with a new application.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['applications'] }),
  });
}
