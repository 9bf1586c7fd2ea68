import { INVITATION_STATUSES, type InvitationStatus } from '@talent/contract/invitation-options';
import { Badge, type BadgeTone } from '@talent/ui/components/badge';
import { ApiError } from '@talent/ui/http/api-client';
import { currentLanguage } from '@talent/ui/i18n';
import { textLinkClassName } from '@talent/ui/link-styles';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ListStates } from '@/components/list-states';
import { DetailSection } from '@/components/profile-sections';
import { useCastingInvitations } from '../api/get-invitations';
import { formatDay } from '../format-day';
import { InvitationThreadButton } from './invitation-thread-button';

const TONES: Record<InvitationStatus, BadgeTone> = {
  INVITED: 'yellow',
  VIEWED: 'gray',
  APPLIED: 'green',
  DECLINED: 'red',
};

/**
 * The talents invited to this casting from the directory, each where it stands: invited, viewed,
 * applied or declined (with the reason the talent gave). A client not verified may not invite (403):
 * then there is nothing to show.
 */
export function CastingInvitations({ castingId }: { castingId: string }) {
  const { t } = useTranslation();
  const invitations = useCastingInvitations(castingId, true);
  if (invitations.error instanceof ApiError && invitations.error.status === 403) return null;
  const language = currentLanguage();
  return (
    <DetailSection id="section-invitations" title={t('applicants.invitations.title')}>
      <ListStates
        query={invitations}
        failed={t('applicants.invitations.loadFailed')}
        testId="invitations-error"
      >
        {({ data, meta }) =>
          data.length === 0 ? (
            <p className="text-sm text-gray-700" data-testid="invitations-empty">
              {t('applicants.invitations.none')}{' '}
              <Link to="/talents" className={textLinkClassName}>
                {t('applicants.invitations.find')}
              </Link>
            </p>
          ) : (
            <div className="space-y-3">
              <p className="flex flex-wrap gap-2 text-sm text-gray-800" data-testid="invitation-counts">
                {INVITATION_STATUSES.map((status) => (
                  <span key={status}>
                    {t(`applicants.invitations.status.${status}`)}: {meta.counts[status] ?? 0}
                  </span>
                ))}
              </p>
              <ul className="divide-y divide-gray-200" data-testid="invitation-list">
                {data.map((invitation) => (
                  <li
                    key={invitation.id}
                    className="flex flex-wrap items-center justify-between gap-2 py-2"
                    data-testid="invitation-row"
                  >
                    <span className="min-w-0 break-words">
                      <span className="font-medium text-gray-900">
                        {invitation.lastName
                          ? `${invitation.firstName} ${invitation.lastName}`
                          : invitation.firstName}
                      </span>
                      <span className="text-sm text-gray-600">
                        {' · '}
                        {t('applicants.invitations.invitedOn', {
                          date: formatDay(invitation.invitedAt, language),
                        })}
                      </span>
                      {invitation.declineReason && (
                        <span className="block text-sm text-gray-700">
                          {t('applicants.invitations.declineReason', { reason: invitation.declineReason })}
                        </span>
                      )}
                    </span>
                    <span className="flex items-center gap-2">
                      <Badge tone={TONES[invitation.status]} testId="invitation-status">
                        {t(`applicants.invitations.status.${invitation.status}`)}
                      </Badge>
                      <InvitationThreadButton
                        invitationId={invitation.id}
                        name={
                          invitation.lastName
                            ? `${invitation.firstName} ${invitation.lastName}`
                            : invitation.firstName
                        }
                      />
                    </span>
                  </li>
                ))}
              </ul>
            </div>
          )
        }
      </ListStates>
    </DetailSection>
  );
}
