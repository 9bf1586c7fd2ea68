import { LoadError } from '@talent/ui/components/load-error';
import { MessageThread } from '@talent/ui/messages/message-thread';
import { useTranslation } from 'react-i18next';
import { useApplicationConversation } from '../api/get-application-conversation';
import { useConversationsTexts } from '../use-conversations-texts';

/**
 * The application page's "Messages" section: the thread with the casting's people (a guardian writes
 * in their child's). A chunk of its own with the kit's thread (lazy-application-messages.tsx).
 */
export default function ApplicationMessages({ applicationId }: { applicationId: string }) {
  useConversationsTexts();
  const { t } = useTranslation();
  const conversation = useApplicationConversation(applicationId);
  return (
    <section
      aria-labelledby="application-messages"
      data-testid="application-messages"
      className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-gray-200 sm:p-6"
    >
      <h2 id="application-messages" className="text-lg font-semibold text-gray-900">
        {t('conversations.application.title')}
      </h2>
      <p className="mt-1 mb-4 text-sm text-gray-700">{t('conversations.application.text')}</p>
      {conversation.isError ? (
        <LoadError
          message={t('conversations.application.loadFailed')}
          retryLabel={t('conversations.application.retry')}
          onRetry={() => void conversation.refetch()}
          testId="application-messages-error"
        />
      ) : conversation.data ? (
        <MessageThread
          threadPath={`/conversations/${encodeURIComponent(conversation.data.id)}`}
          conversation={conversation.data}
          reportCompany
          headingLevel={3}
          scrollClassName="max-h-[28rem]"
        />
      ) : (
        <div aria-busy="true" className="h-48 rounded-2xl bg-gray-100 motion-safe:animate-pulse">
          <p role="status" className="sr-only">
            {t('conversations.application.loading')}
          </p>
        </div>
      )}
    </section>
  );
}
