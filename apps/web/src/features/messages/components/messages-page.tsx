import { PageHeader } from '@talent/ui/components/page-header';
import { LazyConversationList } from '@talent/ui/messages/lazy-messages';
import { useTranslation } from 'react-i18next';

/** The inbox: every conversation of the talent (and of their children), newest first. */
export function MessagesPage() {
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
