import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { CastingEditPage } from '@/features/castings/components/casting-edit-page';
import { useDocumentTitle } from '@/lib/use-document-title';

export default function CastingEditRoute() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  useDocumentTitle(t('castings.form.editTitle'));
  // Keyed by id: after Duplicate the copy's page starts fresh, not with the original's state.
  return <CastingEditPage key={id} id={id} />;
}
