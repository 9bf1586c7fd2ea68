import type { Invitation } from '@talent/contract/invitations';
import { QueryStates } from '@talent/ui/components/load-error';
import { currentLanguage } from '@talent/ui/i18n';
import { buttonLinkClassName, secondaryButtonClassName } from '@talent/ui/link-styles';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate } from '@/lib/format-date';
import { isOpenInvitation, useInvitations } from '../api/get-invitations';
import { invitationCastingPath } from '../invitation-path';
import { DeclineInvitationDialog } from './decline-invitation-dialog';
import { InvitationMessage } from './invitation-message';
import { InvitingCompany } from './inviting-company';

/**
 * The dashboard's invitations (DESIGN §11): each one not yet answered, to a casting still open, with
 * the casting team's message, Apply (the casting page, where the apply flow is) and Not for me. A new
 * INVITATION notice refreshes it live: the bell's stream makes every query on screen stale.
 */
export function OpenInvitations() {
  const { t } = useTranslation();
  const invitations = useInvitations();
  const [declining, setDeclining] = useState<Invitation | null>(null);
  const section = useRef<HTMLElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  // Where the declined card stood: the card now in its place is the next one.
  const declinedPlace = useRef(0);

  // Declined, the card and its Not for me button are gone: focus goes on in the list (to the next
  // card, the one before when it was the last) or, with none left, to the section's heading.
  const afterDecline = (declined: Invitation) => {
    if (document.getElementById(cardHeadingId(declined))) return null;
    const cards = [...(section.current?.querySelectorAll('[data-testid="invitation-card"]') ?? [])];
    const card = cards[Math.min(declinedPlace.current, cards.length - 1)];
    return card?.querySelector<HTMLElement>('a[href], button') ?? heading.current;
  };

  return (
    <section ref={section} aria-labelledby="dashboard-invitations" data-testid="open-invitations">
      <h2
        ref={heading}
        id="dashboard-invitations"
        tabIndex={-1}
        className="text-lg font-semibold text-gray-900 focus:outline-none"
      >
        {t('invitations.list.title')}
      </h2>
      <div className="mt-3">
        <QueryStates
          query={invitations}
          loadingLabel={t('invitations.list.loading')}
          errorMessage={t('invitations.list.loadFailed')}
          retryLabel={t('invitations.list.retry')}
          errorTestId="invitations-load-error"
          placeholderClassName="h-24 rounded-2xl bg-white shadow-sm ring-1 ring-gray-200"
        >
          {(list) => {
            const open = list.filter(isOpenInvitation);
            return open.length === 0 ? (
              <p
                data-testid="invitations-empty"
                className="rounded-2xl bg-white p-4 text-sm text-gray-700 shadow-sm ring-1 ring-gray-200"
              >
                {t('invitations.list.empty')}
              </p>
            ) : (
              <ul className="space-y-3">
                {open.map((invitation, place) => (
                  <li key={invitation.id}>
                    <InvitationCard
                      invitation={invitation}
                      onDecline={(chosen) => {
                        declinedPlace.current = place;
                        setDeclining(chosen);
                      }}
                    />
                  </li>
                ))}
              </ul>
            );
          }}
        </QueryStates>
      </div>
      <DeclineInvitationDialog
        invitation={declining}
        onClose={() => setDeclining(null)}
        returnFocus={afterDecline}
      />
    </section>
  );
}

const cardHeadingId = (invitation: Invitation) => `invitation-${invitation.id}`;

function InvitationCard({
  invitation,
  onDecline,
}: {
  invitation: Invitation;
  onDecline: (invitation: Invitation) => void;
}) {
  const { t } = useTranslation();
  const headingId = cardHeadingId(invitation);
  const title = invitation.casting.title;
  return (
    <article
      aria-labelledby={headingId}
      data-testid="invitation-card"
      className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-gray-200 sm:p-5"
    >
      <h3 id={headingId} className="font-semibold break-words text-gray-900">
        {title}
      </h3>
      <InvitingCompany name={invitation.companyName} className="mt-0.5" />
      <p className="mt-0.5 text-sm text-gray-700">
        {invitation.childName
          ? t('invitations.list.invitedChildOn', {
              name: invitation.childName,
              date: formatDate(new Date(invitation.invitedAt), currentLanguage()),
            })
          : t('invitations.list.invitedOn', {
              date: formatDate(new Date(invitation.invitedAt), currentLanguage()),
            })}
      </p>
      <InvitationMessage message={invitation.message} className="mt-3" />
      <div className="mt-4 flex flex-col gap-2 sm:flex-row">
        <Link
          to={invitationCastingPath(invitation)}
          aria-label={t('invitations.list.applyTo', { title })}
          className={buttonLinkClassName}
        >
          {t('invitations.list.apply')}
        </Link>
        <button
          type="button"
          onClick={() => onDecline(invitation)}
          aria-label={t('invitations.list.declineOf', { title })}
          className={secondaryButtonClassName}
        >
          {t('invitations.list.decline')}
        </button>
      </div>
    </article>
  );
}
