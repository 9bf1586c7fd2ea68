import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '@/lib/use-document-title';
import { GuardianModeCard } from './guardian-mode-card';

/**
 * Settings (§2): a column of cards, each its own component. The account info, password, language
 * and danger-zone cards join the guardian card here.
 */
export function SettingsPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('settings.title'));
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-gray-900 sm:text-3xl">{t('settings.title')}</h1>
        <p className="mt-1 text-gray-700">{t('settings.subtitle')}</p>
      </div>
      <GuardianModeCard />
    </div>
  );
}
