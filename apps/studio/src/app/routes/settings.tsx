import { useTranslation } from 'react-i18next';
import { SettingsPage } from '@/features/settings/components/settings-page';
import { useDocumentTitle } from '@/lib/use-document-title';

export default function SettingsRoute() {
  const { t } = useTranslation();
  useDocumentTitle(t('settings.title'));
  return <SettingsPage />;
}
