import { useTranslation } from 'react-i18next';
import { MessagesPage } from '@/features/messages/components/messages-page';
import { useConversationsTexts } from '@/features/messages/use-conversations-texts';
import { useDocumentTitle } from '@/lib/use-document-title';

export default function MessagesRoute() {
  useConversationsTexts();
  const { t } = useTranslation();
  useDocumentTitle(t('conversations.page.title'));
  return <MessagesPage />;
}
