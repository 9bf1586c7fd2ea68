import type { Presentation } from '@talent/contract/presentations';
import { currentLanguage } from '@talent/ui/i18n';
import { secondaryButtonClassName } from '@talent/ui/link-styles';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateTime } from '@/lib/format-date';
import { PresentationStateBadge } from './presentation-state-badge';

const smallButton = `${secondaryButtonClassName} px-3 py-2`;

/** The id of a presentation's heading: focus comes back to it when the control that left is gone. */
export const presentationHeadingId = (presentationId: string) => `presentation-${presentationId}`;

interface PresentationCardProps {
  presentation: Presentation;
  onChangeExpiry: () => void;
  onRevoke: () => void;
}

/** One presentation: its state and when it ends (or ended), who it shows, who opened it, and what to do. */
export function PresentationCard({ presentation, onChangeExpiry, onRevoke }: PresentationCardProps) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const when = (value: string) => <time dateTime={value}>{formatDateTime(value, language)}</time>;
  const { id, title, state } = presentation;
  const headingId = presentationHeadingId(id);
  const facts = [
    [
      t('presentations.card.password'),
      t(presentation.hasPassword ? 'presentations.card.passwordYes' : 'presentations.card.passwordNo'),
    ],
    [t('presentations.card.viewers'), String(presentation.viewerCount)],
    [
      t('presentations.card.notes'),
      t(presentation.showNotes ? 'presentations.card.notesShown' : 'presentations.card.notesHidden'),
    ],
  ] as const;

  return (
    <article
      aria-labelledby={headingId}
      data-testid="presentation"
      className="space-y-3 rounded-2xl bg-white p-4 ring-1 ring-gray-200 sm:p-5"
    >
      <div className="flex flex-wrap items-center gap-2">
        <h2
          id={headingId}
          tabIndex={-1}
          className="text-lg font-semibold break-words text-gray-900 focus:outline-none focus-visible:outline-2 focus-visible:outline-indigo-700"
        >
          {title}
        </h2>
        <PresentationStateBadge presentation={presentation} />
      </div>
      <p className="text-sm text-gray-800">
        {t('presentations.card.talents', { count: presentation.talentCount })} ·{' '}
        {t('presentations.card.created')} {when(presentation.createdAt)}
      </p>
      <dl className="flex flex-wrap gap-x-5 gap-y-1 text-sm text-gray-800" data-testid="presentation-facts">
        {facts.map(([term, value]) => (
          <div key={term} className="flex gap-1">
            <dt className="font-medium">{term}:</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <div className="flex flex-wrap gap-2">
        <Link
          to={`/presentations/${encodeURIComponent(id)}`}
          aria-label={t('presentations.card.feedbackLabel', { title })}
          className={smallButton}
          data-testid="presentation-feedback-link"
        >
          {t('presentations.card.feedback')}
        </Link>
        {state !== 'REVOKED' && (
          <>
            <button
              type="button"
              onClick={onChangeExpiry}
              aria-label={t('presentations.card.changeExpiryLabel', { title })}
              className={smallButton}
              data-testid="presentation-change-expiry"
            >
              {t('presentations.card.changeExpiry')}
            </button>
            <button
              type="button"
              onClick={onRevoke}
              aria-label={t('presentations.card.revokeLabel', { title })}
              className={`${smallButton} text-red-800`}
              data-testid="presentation-revoke"
            >
              {t('presentations.card.revoke')}
            </button>
          </>
        )}
      </div>
    </article>
  );
}
