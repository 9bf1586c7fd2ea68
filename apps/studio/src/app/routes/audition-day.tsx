import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { AuditionDayPage } from '@/features/auditions/components/audition-day-page';
import { useDocumentTitle } from '@/lib/use-document-title';

/** A session's day sheet: check-in at the door and the printed list (its casting's CLIENT or an ADMIN). */
export default function AuditionDayRoute() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  useDocumentTitle(t('auditions.day.title'));
  return <AuditionDayPage key={id} sessionId={id} />;
}
