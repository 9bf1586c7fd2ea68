import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PresentButton } from '@/features/presentations/components/present-button';
import { ListPage } from '@/features/talent-directory/components/list-page';
import { useDocumentTitle } from '@/lib/use-document-title';

/** One talent list with its talents. */
export default function TalentListRoute() {
  const { t } = useTranslation();
  const { listId = '' } = useParams();
  useDocumentTitle(t('directory.lists.title'));
  // Presenting is another feature's: this route puts its button among the list's own actions.
  return (
    <ListPage key={listId} listId={listId} actions={<PresentButton source={{ talentListId: listId }} />} />
  );
}
