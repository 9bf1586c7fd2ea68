import { useTranslation } from 'react-i18next';
import { NotificationsPage } from '@/features/notifications/components/notifications-page';
import { useDocumentTitle } from '@/lib/use-document-title';

export default function NotificationsRoute() {
  const { t } = useTranslation();
  useDocumentTitle(t('notifications.page.title'));
  return <NotificationsPage />;
}
