import { useTranslation } from 'react-i18next';
import { CastingCreatePage } from '@/features/castings/components/casting-create-page';
import { useDocumentTitle } from '@/lib/use-document-title';

export default function CastingNewRoute() {
  const { t } = useTranslation();
  useDocumentTitle(t('castings.form.newTitle'));
  return <CastingCreatePage />;
}
