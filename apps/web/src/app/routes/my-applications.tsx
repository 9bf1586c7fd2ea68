import { useTranslation } from 'react-i18next';
import { ApplicationsPage } from '@/features/applications/components/applications-page';
import { useDocumentTitle } from '@/lib/use-document-title';

export default function MyApplicationsRoute() {
  const { t } = useTranslation();
  useDocumentTitle(t('applications.list.title'));
  return <ApplicationsPage />;
}
