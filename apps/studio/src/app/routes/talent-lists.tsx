import { useTranslation } from 'react-i18next';
import { ListsPage } from '@/features/talent-directory/components/lists-page';
import { useDocumentTitle } from '@/lib/use-document-title';

/** The client's talent lists. */
export default function TalentListsRoute() {
  const { t } = useTranslation();
  useDocumentTitle(t('directory.lists.title'));
  return <ListsPage />;
}
