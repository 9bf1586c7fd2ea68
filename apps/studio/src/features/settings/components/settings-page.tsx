import { PageHeader } from '@talent/ui/components/page-header';
import { EmailNotificationsCard } from '@talent/ui/notifications/email-notifications-card';
import { useTranslation } from 'react-i18next';
import { LanguageCard } from './language-card';

/** The studio user's settings: the language, and which notices also come by e-mail. */
export function SettingsPage() {
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <PageHeader title={t('settings.title')} subtitle={t('settings.subtitle')} />
      <LanguageCard />
      <EmailNotificationsCard />
    </div>
  );
}
