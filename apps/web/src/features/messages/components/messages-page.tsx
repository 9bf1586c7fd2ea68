import { PageHeader } from '@talent/ui/components/page-header';
import { LazyConversationList } from '@talent/ui/messages/lazy-conversation-list';
import { useTranslation } from 'react-i18next';
import { useConversationsTexts } from '../use-conversations-texts';

/** The inbox: every conversation of the talent (and of their children), newest first. */
export function MessagesPage() {
  useConversationsTexts();
  const { t } = useTranslation();
  return (
    <div className="space-y-6">
      <PageHeader title={t('conversations.page.title')} subtitle={t('conversations.page.subtitle')} />
      <LazyConversationList
        listPath="/conversations"
        linkTo={(conversation) => `/messages/${encodeURIComponent(conversation.id)}`}
      />
    </div>
  );
}
