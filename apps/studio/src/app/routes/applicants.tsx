import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ApplicantsPage } from '@/features/applicants/components/applicants-page';
import { useDocumentTitle } from '@/lib/use-document-title';

/** A casting's applicants (its CLIENT or any ADMIN; the API answers 404 to anyone else). */
export default function ApplicantsRoute() {
  const { t } = useTranslation();
  const { castingId = '' } = useParams();
  useDocumentTitle(t('applicants.title'));
  // Keyed by casting: another casting's list starts with nothing selected.
  return <ApplicantsPage key={castingId} castingId={castingId} />;
}
