import { BackLink } from '@talent/ui/components/back-link';
import { LazyMessageThread } from '@talent/ui/messages/lazy-thread';
import { useTranslation } from 'react-i18next';
import { useConversationsTexts } from '../use-conversations-texts';

/** One conversation on a page of its own; what it is about comes with the thread's answer. */
export function ThreadPage({ conversationId }: { conversationId: string }) {
  useConversationsTexts();
  const { t } = useTranslation();
  return (
    <div className="space-y-6">
      <BackLink to="/messages">{t('conversations.thread.back')}</BackLink>
      <h1 className="text-2xl font-bold tracking-tight text-gray-900 sm:text-3xl">
        {t('conversations.thread.title')}
      </h1>
      <LazyMessageThread
        threadPath={`/conversations/${encodeURIComponent(conversationId)}`}
        reportCompany
        scrollClassName="max-h-[60vh]"
      />
    </div>
  );
}
