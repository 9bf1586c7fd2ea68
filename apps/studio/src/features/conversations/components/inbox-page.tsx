import type { ConversationSummary } from '@talent/contract/messages';
import { PageHeader } from '@talent/ui/components/page-header';
import { LazyConversationList } from '@talent/ui/messages/lazy-messages';
import { useTranslation } from 'react-i18next';

/**
 * Where a row leads: an application's thread lives on its applicant page (the talent beside the
 * talk); an invitation's, which has no applicant page, on a page of its own.
 */
export function conversationHref(conversation: ConversationSummary): string {
  if (conversation.applicationId)
    return `/castings/${encodeURIComponent(conversation.casting.id)}/applicants/${encodeURIComponent(conversation.applicationId)}`;
  return `/messages/${encodeURIComponent(conversation.id)}`;
}

/** The studio's inbox (DESIGN §14): the conversations of the client's castings (all, for an ADMIN). */
export function InboxPage() {
  const { t } = useTranslation();
  return (
    <div className="space-y-6">
      <PageHeader title={t('conversations.title')} subtitle={t('conversations.subtitle')} />
      <LazyConversationList
        listPath="/studio/conversations"
        linkTo={conversationHref}
        emptyText={t('conversations.emptyText')}
      />
    </div>
  );
}
