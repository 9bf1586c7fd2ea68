import { useTranslation } from 'react-i18next';
import { MessagesPage } from '@/features/messages/components/messages-page';
import { useDocumentTitle } from '@/lib/use-document-title';

export default function MessagesRoute() {
  const { t } = useTranslation();
  useDocumentTitle(t('conversations.page.title'));
  return <MessagesPage />;
}
