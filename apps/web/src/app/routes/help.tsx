import { ComingSoon } from '@talent/ui/components/coming-soon';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '@/lib/use-document-title';

export default function HelpRoute() {
  const { t } = useTranslation();
  useDocumentTitle(t('screens.help.title'));
  return <ComingSoon title={t('screens.help.title')} message={t('screens.help.subtitle')} />;
}
