import type { ApplicationStatus } from '@talent/contract/applications';
import { apiRequest } from '@talent/ui/http/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { STUDIO_CASTINGS_KEY } from '@/lib/query-keys';
import { applicantKey } from './get-applicant';
import { APPLICANTS_KEY } from './get-applicants';

export interface MoveApplicant {
  id: string;
  status: ApplicationStatus;
  /** What the talent reads on the application's timeline; left out when blank. */
  message?: string;
}

/** PATCH /applications/{id}/status: one applicant moved, with an optional message to the talent. */
export async function moveApplicant({ id, status, message }: MoveApplicant): Promise<void> {
  await apiRequest<unknown>(`/applications/${encodeURIComponent(id)}/status`, {
    method: 'PATCH',
    body: message ? { status, message } : { status },
  });
}

export function useMoveApplicant() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: moveApplicant,
    // Moved or refused (a 409: someone else moved it first), the screens no longer match the server.
    onSettled: (_data, _error, { id }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: applicantKey(id) }),
        queryClient.invalidateQueries({ queryKey: APPLICANTS_KEY }),
        queryClient.invalidateQueries({ queryKey: STUDIO_CASTINGS_KEY }),
      ]),
  });
}
