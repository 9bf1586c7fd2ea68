import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ApplicantDetailPage } from '@/features/applicants/components/applicant-detail-page';
import { AddToListButton } from '@/features/talent-directory/components/add-to-list-button';
import { mayFindTalent } from '@/lib/may-find-talent';
import { useSession } from '@/lib/session-context';
import { useDocumentTitle } from '@/lib/use-document-title';

// The producers' votes come after the review is up: the page's first load stays under budget (DESIGN §5).
const ApplicantFeedbackPanel = lazy(() =>
  import('@/features/presentations/components/applicant-feedback').then((module) => ({
    default: module.ApplicantFeedbackPanel,
  })),
);

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
      feedback={
        <Suspense fallback={null}>
          <ApplicantFeedbackPanel castingId={castingId} applicationId={applicationId} />
        </Suspense>
      }
      talentActions={
        mayFindTalent(user) ? (profileId) => <AddToListButton profileIds={[profileId]} /> : undefined
      }
    />
  );
}
