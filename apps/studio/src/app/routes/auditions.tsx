import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { AuditionsPage } from '@/features/auditions/components/auditions-page';
import { useStudioCasting } from '@/features/castings/api/get-studio-casting';
import { useDocumentTitle } from '@/lib/use-document-title';

/** A casting's audition sessions (its CLIENT or any ADMIN; the API answers 404 to anyone else). */
export default function AuditionsRoute() {
  const { t } = useTranslation();
  const { castingId = '' } = useParams();
  useDocumentTitle(t('auditions.title'));
  // The casting is another feature's: this route joins its title to the sessions (features never
  // import each other).
  const casting = useStudioCasting(castingId);
  return (
    <AuditionsPage
      key={castingId}
      castingId={castingId}
      castingTitle={casting.isError ? null : casting.data?.title}
    />
  );
}
