import { PageHeader } from '@talent/ui/components/page-header';
import { SettingsCard } from '@talent/ui/components/settings-card';
import { EmailNotificationsCard } from '@talent/ui/notifications/email-notifications-card';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '@/lib/use-document-title';
import { AccountInfoCard } from './account-info-card';
import { ChangePasswordCard } from './change-password-card';
import { DangerZoneCard } from './danger-zone-card';
import { GuardianModeCard } from './guardian-mode-card';
import { LanguageCard } from './language-card';

interface SettingsPageProps {
  /**
   * The switch of the own profile's place in the studio's talent search (DESIGN §11): the profile's,
   * composed by the route; left out for an account without a profile of its own.
   */
  directoryVisibility?: ReactNode;
}

/** Settings (§2): a column of cards, each its own component. */
export function SettingsPage({ directoryVisibility }: SettingsPageProps) {
  const { t } = useTranslation();
  useDocumentTitle(t('settings.title'));
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <PageHeader title={t('settings.title')} subtitle={t('settings.subtitle')} />
      <AccountInfoCard />
      <ChangePasswordCard />
      <LanguageCard />
      <EmailNotificationsCard />
      {directoryVisibility && (
        <SettingsCard
          title={t('settings.directory.title')}
          testId="directory-visibility-card"
          description={t('settings.directory.who')}
        >
          {directoryVisibility}
        </SettingsCard>
      )}
      <GuardianModeCard />
      <DangerZoneCard />
    </div>
  );
}
