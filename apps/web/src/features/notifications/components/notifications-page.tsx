import { PageHeader } from '@talent/ui/components/page-header';
import { NotificationList } from '@talent/ui/notifications/notification-list';
import { useTranslation } from 'react-i18next';

/** The talent's notices (the bell's page): decisions, castings, reminders, newest first. */
export function NotificationsPage() {
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <PageHeader title={t('notifications.page.title')} subtitle={t('inbox.subtitle')} />
      <NotificationList emptyText={t('inbox.emptyText')} />
    </div>
  );
}
