import type { Presentation, PresentationPatchPayload } from '@talent/contract/presentations';
import { apiData } from '@talent/ui/http/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { PRESENTATIONS_KEY } from './get-presentations';

/** PATCH /studio/presentations/{id}: a new expiry, or the link revoked for good. */
export function useUpdatePresentation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, payload }: { id: string; payload: PresentationPatchPayload }) =>
      apiData<Presentation>(`/studio/presentations/${encodeURIComponent(id)}`, {
        method: 'PATCH',
        body: payload,
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: PRESENTATIONS_KEY }),
  });
}
