import { useTranslation } from 'react-i18next';
import { AuditionsPage } from '@/features/auditions/components/auditions-page';
import { useDocumentTitle } from '@/lib/use-document-title';

export default function AuditionsRoute() {
  const { t } = useTranslation();
  useDocumentTitle(t('auditions.title'));
  return <AuditionsPage />;
}
