import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ThreadPage } from '@/features/messages/components/thread-page';
import { useConversationsTexts } from '@/features/messages/use-conversations-texts';
import { useDocumentTitle } from '@/lib/use-document-title';

export default function MessageThreadRoute() {
  useConversationsTexts();
  const { t } = useTranslation();
  const { id = '' } = useParams();
  useDocumentTitle(t('conversations.thread.title'));
  return <ThreadPage conversationId={id} />;
}
