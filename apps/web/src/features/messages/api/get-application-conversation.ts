import type { ConversationSummary } from '@talent/contract/messages';
import { useQuery } from '@tanstack/react-query';
import { resourceQueryOptions } from '@/lib/resource-query';

/**
 * GET /applications/{id}/conversation: the thread of the caller's own application (or their child's),
 * made by the server on first ask; another's is a 404.
 */
export function useApplicationConversation(applicationId: string) {
  return useQuery(
    resourceQueryOptions<ConversationSummary>(
      ['messages', 'application', applicationId],
      `/applications/${encodeURIComponent(applicationId)}/conversation`,
    ),
  );
}
