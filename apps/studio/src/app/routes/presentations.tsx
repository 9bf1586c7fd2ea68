import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useStudioCasting } from '@/features/castings/api/get-studio-casting';
import { PresentationsPage } from '@/features/presentations/components/presentations-page';
import { useDocumentTitle } from '@/lib/use-document-title';

/** A casting's presentations (its CLIENT or any ADMIN; the API answers 404 to anyone else). */
export default function PresentationsRoute() {
  const { t } = useTranslation();
  const { castingId = '' } = useParams();
  useDocumentTitle(t('presentations.title'));
  // The casting is another feature's: this route joins its title to the presentations.
  const casting = useStudioCasting(castingId);
  return (
    <PresentationsPage
      key={castingId}
      castingId={castingId}
      castingTitle={casting.isError ? null : casting.data?.title}
    />
  );
}
