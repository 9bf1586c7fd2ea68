import type { Invitation } from '@talent/contract/invitations';
import { Icon } from '@talent/ui/components/icons';
import { secondaryButtonClassName } from '@talent/ui/link-styles';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMarkInvitationViewed } from '../api/answer-invitation';
import { useInvitations } from '../api/get-invitations';
import { DeclineInvitationDialog } from './decline-invitation-dialog';
import { InvitationMessage } from './invitation-message';
import { InvitingCompany } from './inviting-company';

interface CastingInvitationsProps {
  castingId: string;
  /** The invitation the visitor came by (the notice's and the dashboard's `?invitation=`), if any. */
  invitationId?: string | null;
}

/**
 * The invitations to this casting (the talent's own, a guardian's children's): the casting team's
 * message, and Not for me while unanswered; Apply is the page's own button. Being shown here is the
 * talent opening the invitation, so each one still INVITED is marked VIEWED, once. Nothing shows
 * when there is none, or when they cannot be loaded (the page is about the casting; only logged).
 */
export function CastingInvitations({ castingId, invitationId = null }: CastingInvitationsProps) {
  const invitations = useInvitations();
  const markViewed = useMarkInvitationViewed();
  const [declining, setDeclining] = useState<Invitation | null>(null);
  const marked = useRef(new Set<string>());
  const mine = invitations.data?.filter((invitation) => invitation.casting.id === castingId) ?? [];
  // Beyond the list's one page, the link's invitation is still marked: the server answers for it.
  const unseen = [
    ...mine.filter((invitation) => invitation.status === 'INVITED').map((invitation) => invitation.id),
    ...(invitations.isSuccess && invitationId && !mine.some((i) => i.id === invitationId)
      ? [invitationId]
      : []),
  ];
  const unseenKey = unseen.join(' ');

  useEffect(() => {
    for (const id of unseenKey ? unseenKey.split(' ') : []) {
      if (marked.current.has(id)) continue;
      marked.current.add(id);
      markViewed.mutate(id, {
        onError: (error) => console.warn('Could not mark the invitation as seen', error),
      });
    }
  }, [unseenKey, markViewed.mutate]);
  useEffect(() => {
    if (invitations.error) console.warn('Could not load the invitations', invitations.error);
  }, [invitations.error]);

  if (mine.length === 0) return null;
  return (
    <>
      <ul className="space-y-3">
        {mine.map((invitation) => (
          <li key={invitation.id}>
            <InvitationBanner invitation={invitation} onDecline={setDeclining} />
          </li>
        ))}
      </ul>
      <DeclineInvitationDialog
        invitation={declining}
        onClose={() => setDeclining(null)}
        // Declined, the banner's answer takes the place of its Not for me button.
        returnFocus={(declined) => document.getElementById(answerId(declined))}
      />
    </>
  );
}

const answerId = (invitation: Invitation) => `casting-invitation-${invitation.id}-answer`;

function InvitationBanner({
  invitation,
  onDecline,
}: {
  invitation: Invitation;
  onDecline: (invitation: Invitation) => void;
}) {
  const { t } = useTranslation();
  const open = invitation.status === 'INVITED' || invitation.status === 'VIEWED';
  const who = invitation.childName ? 'child' : 'self';
  const headingId = `casting-invitation-${invitation.id}`;
  return (
    <section
      aria-labelledby={headingId}
      data-testid="invitation-banner"
      data-status={invitation.status}
      className={`rounded-2xl p-4 ring-1 sm:p-5 ${
        open ? 'bg-indigo-50 ring-indigo-200' : 'bg-gray-50 ring-gray-200'
      }`}
    >
      <h2 id={headingId} className="flex items-center gap-2 font-semibold text-gray-900">
        <Icon name="info" className="size-5 shrink-0 text-indigo-700" />
        {t(`invitations.banner.title.${who}`, { name: invitation.childName })}
      </h2>
      <InvitingCompany name={invitation.companyName} className="mt-1" />
      <InvitationMessage message={invitation.message} className="mt-2" />
      {open ? (
        <div className="mt-3 flex flex-col gap-2 sm:flex-row sm:items-center">
          <p className="text-sm text-gray-800">{t('invitations.banner.howToApply')}</p>
          <button
            type="button"
            onClick={() => onDecline(invitation)}
            className={`${secondaryButtonClassName} sm:ml-auto`}
          >
            {t('invitations.list.decline')}
          </button>
        </div>
      ) : (
        <p
          id={answerId(invitation)}
          tabIndex={-1}
          className="mt-3 text-sm text-gray-800 focus:outline-none"
          data-testid="invitation-answer"
        >
          {invitation.status === 'APPLIED'
            ? t('invitations.banner.applied')
            : invitation.declineReason
              ? t('invitations.banner.declinedWithReason', { reason: invitation.declineReason })
              : t('invitations.banner.declined')}
        </p>
      )}
    </section>
  );
}
