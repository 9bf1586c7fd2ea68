import { PageHeader } from '@talent/ui/components/page-header';
import { NotificationList } from '@talent/ui/notifications/notification-list';
import { useTranslation } from 'react-i18next';

/**
 * The studio user's notices (the bell's page), newest first. Their links are paths from the site
 * root, `/studio/castings/…`: the list takes the router's basename off.
 */
export function NotificationsPage() {
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <PageHeader title={t('notifications.page.title')} subtitle={t('inbox.subtitle')} />
      <NotificationList emptyText={t('inbox.emptyText')} basename="/studio" />
    </div>
  );
}
