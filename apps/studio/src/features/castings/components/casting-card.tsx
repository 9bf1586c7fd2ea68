import type { StudioCasting } from '@talent/contract/studio';
import { CastingCardCover } from '@talent/ui/components/casting-card-cover';
import { CastingStatusLine, minorScheduleText } from '@talent/ui/components/casting-labels';
import { Icon } from '@talent/ui/components/icons';
import { currentLanguage } from '@talent/ui/i18n';
import { textLinkClassName } from '@talent/ui/link-styles';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatCalendarDate } from '@/lib/format-date';
import type { CastingActions as Actions } from '../hooks/use-casting-actions';
import { ApplicationCounts } from './application-counts';
import { CastingActions } from './casting-actions';

interface CastingCardProps {
  casting: StudioCasting;
  actions: Actions;
  /** In the first row, visible without scrolling: its cover loads at once. */
  aboveTheFold?: boolean;
}

/** One casting of the studio's list: what it is, where it stands, its applicants, what can be done. */
export function CastingCard({ casting, actions, aboveTheFold = false }: CastingCardProps) {
  const { t } = useTranslation();
  const applicantsPath = `/castings/${encodeURIComponent(casting.id)}/applicants`;
  return (
    <article
      aria-labelledby={`casting-${casting.id}`}
      data-testid="casting-card"
      className="flex flex-col gap-4 rounded-2xl bg-white p-4 ring-1 ring-gray-200 sm:flex-row sm:p-5"
    >
      <CastingCardCover
        casting={casting}
        aboveTheFold={aboveTheFold}
        className="aspect-video w-full shrink-0 self-start rounded-xl text-3xl sm:w-48"
      />
      <div className="min-w-0 flex-1 space-y-3">
        <CastingStatusLine casting={casting} />
        <h2
          id={`casting-${casting.id}`}
          className="text-lg leading-snug font-semibold break-words text-gray-900"
        >
          <Link to={applicantsPath} className={`${textLinkClassName} text-gray-900`}>
            {casting.title}
          </Link>
        </h2>
        <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-gray-700">
          <span className="inline-flex items-center gap-1.5">
            <Icon name="mapPin" className="size-4" />
            {casting.location}
          </span>
          <span className="inline-flex items-center gap-1.5" data-testid="casting-date">
            <Icon name="calendar" className="size-4" />
            {casting.castingDate ? (
              <>
                <span className="sr-only">{t('castings.card.castingDate')}: </span>
                {formatCalendarDate(casting.castingDate, currentLanguage())}
              </>
            ) : (
              t('castings.card.noCastingDate')
            )}
          </span>
          {casting.minorSchedule && (
            <span className="inline-flex items-center gap-1.5" data-testid="casting-minor-schedule">
              <Icon name="clock" className="size-4" />
              {t('castings.minorSchedule.short', { value: minorScheduleText(t, casting.minorSchedule) })}
            </span>
          )}
        </p>
        <ApplicationCounts casting={casting} />
        <div className="flex flex-wrap items-center gap-x-4 gap-y-3 border-t border-gray-100 pt-3">
          <Link
            to={applicantsPath}
            aria-label={t('castings.card.viewApplicantsLabel', { title: casting.title })}
            className={`${textLinkClassName} inline-flex items-center gap-1.5 text-sm`}
          >
            <Icon name="users" className="size-4" />
            {t('castings.card.viewApplicants')}
          </Link>
          <Link
            to={`/castings/${encodeURIComponent(casting.id)}/auditions`}
            aria-label={t('castings.card.auditionsLabel', { title: casting.title })}
            className={`${textLinkClassName} inline-flex items-center gap-1.5 text-sm`}
          >
            <Icon name="calendar" className="size-4" />
            {t('castings.card.auditions')}
          </Link>
          <Link
            to={`/castings/${encodeURIComponent(casting.id)}/presentations`}
            aria-label={t('presentations.linkLabel', { title: casting.title })}
            className={`${textLinkClassName} inline-flex items-center gap-1.5 text-sm`}
          >
            <Icon name="broadcast" className="size-4" />
            {t('presentations.link')}
          </Link>
          <CastingActions casting={casting} actions={actions} withEdit />
        </div>
      </div>
    </article>
  );
}
