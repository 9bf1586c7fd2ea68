import { BackLink } from '@talent/ui/components/back-link';
import { LazyMessageThread } from '@talent/ui/messages/lazy-messages';
import { useTranslation } from 'react-i18next';

/** One conversation on a page of its own (an invitation's, which has no applicant page). */
export function ConversationPage({ conversationId }: { conversationId: string }) {
  const { t } = useTranslation();
  return (
    <div className="space-y-4">
      <BackLink to="/messages">{t('conversations.back')}</BackLink>
      <h1 className="text-2xl font-semibold text-gray-900">{t('conversations.threadTitle')}</h1>
      <LazyMessageThread
        threadPath={`/studio/conversations/${encodeURIComponent(conversationId)}`}
        scrollClassName="max-h-[65vh]"
      />
    </div>
  );
}
