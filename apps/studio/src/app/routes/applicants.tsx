import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useCasting } from '@/features/applicants/api/get-casting';
import { ApplicantsPage } from '@/features/applicants/components/applicants-page';
import { InviteToAudition } from '@/features/auditions/components/invite-to-audition';
import { useCastingFeedback } from '@/features/presentations/api/use-feedback';
import { FeedbackChips } from '@/features/presentations/components/feedback-chips';
import { PresentButton } from '@/features/presentations/components/present-button';
import { AddToListButton } from '@/features/talent-directory/components/add-to-list-button';
import { mayFindTalent } from '@/lib/may-find-talent';
import { useSession } from '@/lib/session-context';
import { useDocumentTitle } from '@/lib/use-document-title';

/** A casting's applicants (its CLIENT or any ADMIN; the API answers 404 to anyone else). */
export default function ApplicantsRoute() {
  const { t } = useTranslation();
  const { castingId = '' } = useParams();
  useDocumentTitle(t('applicants.title'));
  const { user } = useSession();
  // The casting's title is a presentation's first title: the page's own query, asked for once.
  const casting = useCasting(castingId);
  // The producers' votes of the casting's presentations: one request for the whole list, a chip row per applicant.
  const feedback = useCastingFeedback(castingId);
  // Keyed by casting: another casting's list starts with nothing selected. The talent lists, the
  // audition invitations and the presentations are other features': this route joins them (a
  // feature never imports another).
  return (
    <ApplicantsPage
      key={castingId}
      castingId={castingId}
      applicantExtras={(applicant) => <FeedbackChips feedback={feedback.data?.get(applicant.id)} />}
      selectionActions={(selection) => (
        <>
          <InviteToAudition
            castingId={castingId}
            applicationIds={selection.applicationIds}
            names={selection.names}
            onInvited={selection.clear}
          />
          <PresentButton
            source={{
              castingId,
              castingTitle: casting.data?.title,
              applicationIds: selection.applicationIds,
            }}
            onCreated={selection.clear}
          />
          {mayFindTalent(user) && <AddToListButton profileIds={selection.profileIds} />}
        </>
      )}
    />
  );
}
