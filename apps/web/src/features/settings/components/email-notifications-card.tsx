import { EmailPreferences } from '@talent/ui/notifications/email-preferences';
import { useTranslation } from 'react-i18next';
import { SettingsCard } from './settings-card';

/** Settings' e-mail card: which notices also come by e-mail (in-app ones always do). */
export function EmailNotificationsCard() {
  const { t } = useTranslation();
  return (
    <SettingsCard
      title={t('notifications.preferences.title')}
      description={t('notifications.preferences.description')}
      testId="email-notifications-card"
    >
      <EmailPreferences />
    </SettingsCard>
  );
}
