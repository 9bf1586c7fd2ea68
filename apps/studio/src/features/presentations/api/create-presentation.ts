import type { PresentationCreated, PresentationCreatePayload } from '@talent/contract/presentations';
import { apiData } from '@talent/ui/http/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { PRESENTATIONS_KEY } from './get-presentations';

/** POST /studio/presentations: the link comes back once, in this answer (only its hash is kept). */
export function useCreatePresentation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: PresentationCreatePayload) =>
      apiData<PresentationCreated>('/studio/presentations', { method: 'POST', body: payload }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: PRESENTATIONS_KEY }),
  });
}
