import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ApplicantDetailPage } from '@/features/applicants/components/applicant-detail-page';
import { useDocumentTitle } from '@/lib/use-document-title';

/** One applicant, reviewed; the URL's query is the list it was opened from (for J and K). */
export default function ApplicantDetailRoute() {
  const { t } = useTranslation();
  const { castingId = '', applicationId = '' } = useParams();
  useDocumentTitle(t('applicants.detail.title'));
  // Keyed by applicant: J and K start each one with its own note and dialogs.
  return <ApplicantDetailPage key={applicationId} castingId={castingId} applicationId={applicationId} />;
}
