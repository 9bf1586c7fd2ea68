import { useTranslation } from 'react-i18next';
import { SettingsCard } from '../components/settings-card';
import { EmailPreferences } from './email-preferences';

/** Settings' e-mail card in both apps: which notices also come by e-mail (in-app ones always do). */
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
