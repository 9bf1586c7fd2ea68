import type { ConversationSummary } from '@talent/contract/messages';
import { ApiError, apiData } from '@talent/ui/http/api-client';
import { useQuery } from '@tanstack/react-query';

/** GET /studio/applications/{id}/conversation: the application's thread, made on first ask. */
export function getApplicationConversation(id: string, signal?: AbortSignal): Promise<ConversationSummary> {
  return apiData<ConversationSummary>(`/studio/applications/${encodeURIComponent(id)}/conversation`, {
    signal,
  });
}

export function useApplicationConversation(applicationId: string) {
  return useQuery({
    queryKey: ['studio-application-conversation', applicationId],
    queryFn: ({ signal }) => getApplicationConversation(applicationId, signal),
    // A refusal (the day's thread limit, a casting closed to messages) is an answer, not a hiccup.
    retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 2,
    staleTime: Number.POSITIVE_INFINITY,
  });
}
