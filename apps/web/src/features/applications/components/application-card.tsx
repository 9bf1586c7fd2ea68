import type { Application } from '@talent/contract/applications';
import { CoverImage } from '@talent/ui/components/cover-image';
import { Icon } from '@talent/ui/components/icons';
import { currentLanguage } from '@talent/ui/i18n';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatCalendarDate } from '@/lib/format-date';
import { useApplicationHeading } from './application-dates';
import { ApplicationForChild } from './application-for-child';
import { ApplicationStatusBadge } from './application-status-badge';

/** One application of My applications (§2); the whole card leads to its detail. */
export function ApplicationCard({ application }: { application: Application }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const { casting } = application;
  const { title, applied, updated } = useApplicationHeading(application);

  return (
    <Link
      to={`/my-applications/${encodeURIComponent(application.id)}`}
      data-testid="application-card"
      className="flex flex-col gap-4 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-gray-200 transition-shadow hover:shadow-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-700 sm:flex-row sm:p-5"
    >
      {/* Decorative here: the title beside it names the casting. */}
      <CoverImage
        src={casting?.coverPhoto?.thumbnailUrl}
        alt=""
        title={title}
        width={400}
        height={225}
        className="aspect-video w-full shrink-0 rounded-xl sm:w-48"
      />
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <div className="min-w-0">
            {casting && (
              <p className="text-xs font-medium tracking-wide text-indigo-800 uppercase">
                {t(`castings.projectType.${casting.projectType}`, { defaultValue: casting.projectType })}
              </p>
            )}
            <h2 className="mt-1 text-lg leading-snug font-semibold break-words text-gray-900">{title}</h2>
            {application.childId && (
              <p className="mt-1">
                <ApplicationForChild application={application} />
              </p>
            )}
          </div>
          <ApplicationStatusBadge status={application.status} />
        </div>
        {casting && <p className="mt-2 line-clamp-2 text-sm text-gray-700">{casting.shortDescription}</p>}
        {casting && (
          <p className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-sm text-gray-700">
            <span className="inline-flex items-center gap-1.5">
              <Icon name="mapPin" className="size-4 text-gray-500" />
              <span className="sr-only">{t('castings.facts.location')}: </span>
              {casting.location}
            </span>
            {casting.castingDate && (
              <span className="inline-flex items-center gap-1.5">
                <Icon name="calendar" className="size-4 text-gray-500" />
                <span className="sr-only">{t('castings.facts.castingDate')}: </span>
                {formatCalendarDate(casting.castingDate, language)}
              </span>
            )}
          </p>
        )}
        <p className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-xs text-gray-600">
          <span data-testid="application-applied-at">{t('applications.appliedOn', { date: applied })}</span>
          {updated && (
            <span data-testid="application-updated-at">{t('applications.updatedOn', { date: updated })}</span>
          )}
        </p>
      </div>
    </Link>
  );
}
