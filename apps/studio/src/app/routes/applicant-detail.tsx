import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ApplicantDetailPage } from '@/features/applicants/components/applicant-detail-page';
import { ApplicantFeedbackPanel } from '@/features/presentations/components/applicant-feedback';
import { AddToListButton } from '@/features/talent-directory/components/add-to-list-button';
import { mayFindTalent } from '@/lib/may-find-talent';
import { useSession } from '@/lib/session-context';
import { useDocumentTitle } from '@/lib/use-document-title';

/** One applicant, reviewed; the URL's query is the list it was opened from (for J and K). */
export default function ApplicantDetailRoute() {
  const { t } = useTranslation();
  const { castingId = '', applicationId = '' } = useParams();
  useDocumentTitle(t('applicants.detail.title'));
  const { user } = useSession();
  // Keyed by applicant: J and K start each one with its own note and dialogs. The talent lists are
  // another feature's: this route joins them (a feature never imports another).
  return (
    <ApplicantDetailPage
      key={applicationId}
      castingId={castingId}
      applicationId={applicationId}
      feedback={<ApplicantFeedbackPanel castingId={castingId} applicationId={applicationId} />}
      talentActions={
        mayFindTalent(user) ? (profileId) => <AddToListButton profileIds={[profileId]} /> : undefined
      }
    />
  );
}
