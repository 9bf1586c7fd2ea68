import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ApplicantsPage } from '@/features/applicants/components/applicants-page';
import { InviteToAudition } from '@/features/auditions/components/invite-to-audition';
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
  // Keyed by casting: another casting's list starts with nothing selected. The talent lists and the
  // audition invitations are other features': this route joins them (a feature never imports another).
  return (
    <ApplicantsPage
      key={castingId}
      castingId={castingId}
      selectionActions={(selection) => (
        <>
          <InviteToAudition
            castingId={castingId}
            applicationIds={selection.applicationIds}
            names={selection.names}
            onInvited={selection.clear}
          />
          {mayFindTalent(user) && <AddToListButton profileIds={selection.profileIds} />}
        </>
      )}
    />
  );
}
