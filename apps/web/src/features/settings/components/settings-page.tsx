import { PageHeader } from '@talent/ui/components/page-header';
import { EmailNotificationsCard } from '@talent/ui/notifications/email-notifications-card';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '@/lib/use-document-title';
import { AccountInfoCard } from './account-info-card';
import { ChangePasswordCard } from './change-password-card';
import { DangerZoneCard } from './danger-zone-card';
import { GuardianModeCard } from './guardian-mode-card';
import { LanguageCard } from './language-card';

/** Settings (§2): a column of cards, each its own component. */
export function SettingsPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('settings.title'));
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <PageHeader title={t('settings.title')} subtitle={t('settings.subtitle')} />
      <AccountInfoCard />
      <ChangePasswordCard />
      <LanguageCard />
      <EmailNotificationsCard />
      <GuardianModeCard />
      <DangerZoneCard />
    </div>
  );
}
