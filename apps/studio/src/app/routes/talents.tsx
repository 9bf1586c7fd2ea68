import { useTranslation } from 'react-i18next';
import { DirectoryPage } from '@/features/talent-directory/components/directory-page';
import { useDocumentTitle } from '@/lib/use-document-title';

/** The talent directory (a VERIFIED client or an ADMIN; the API answers 403 to anyone else). */
export default function TalentsRoute() {
  const { t } = useTranslation();
  useDocumentTitle(t('directory.title'));
  return <DirectoryPage />;
}
