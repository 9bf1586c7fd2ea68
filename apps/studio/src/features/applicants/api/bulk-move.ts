import type { BulkStatusPayload, BulkStatusResult } from '@talent/contract/studio';
import { apiData } from '@talent/ui/http/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { STUDIO_CASTINGS_KEY } from '@/lib/query-keys';
import { APPLICANTS_KEY } from './get-applicants';

/** POST /studio/applications/bulk-status: those that cannot move come back with why. */
export async function bulkMove(payload: BulkStatusPayload): Promise<BulkStatusResult> {
  return apiData<BulkStatusResult>('/studio/applications/bulk-status', {
    method: 'POST',
    body: payload.message ? payload : { ids: payload.ids, status: payload.status },
  });
}

export function useBulkMove() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: bulkMove,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: APPLICANTS_KEY }),
        // Any applicant already opened may be among those moved.
        queryClient.invalidateQueries({ queryKey: ['studio-applicant'] }),
        queryClient.invalidateQueries({ queryKey: STUDIO_CASTINGS_KEY }),
      ]),
  });
}
