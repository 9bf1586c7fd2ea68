import { useTranslation } from 'react-i18next';
import { CastingsPage } from '@/features/castings/components/castings-page';
import { useDocumentTitle } from '@/lib/use-document-title';

/** The caller's castings (an ADMIN's: all), with the applications each received. */
export default function CastingsRoute() {
  const { t } = useTranslation();
  useDocumentTitle(t('castings.list.title'));
  return <CastingsPage />;
}
