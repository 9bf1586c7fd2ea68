import { PageHeader } from '@talent/ui/components/page-header';
import { EmailPreferences } from '@talent/ui/notifications/email-preferences';
import { useTranslation } from 'react-i18next';
import { LanguageCard } from './language-card';
import { SettingsSection } from './settings-section';

/** The studio user's settings: the language, and which notices also come by e-mail. */
export function SettingsPage() {
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <PageHeader title={t('settings.title')} subtitle={t('settings.subtitle')} />
      <LanguageCard />
      <SettingsSection
        title={t('notifications.preferences.title')}
        description={t('notifications.preferences.description')}
        testId="email-notifications-card"
      >
        <EmailPreferences />
      </SettingsSection>
    </div>
  );
}
