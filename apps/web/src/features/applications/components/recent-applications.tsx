import type { Application } from '@talent/contract/applications';
import { currentLanguage } from '@talent/ui/i18n';
import { textLinkClassName } from '@talent/ui/link-styles';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LinkEmptyState } from '@/components/link-empty-state';
import { formatDate } from '@/lib/format-date';
import { ApplicationForChild } from './application-for-child';
import { ApplicationStatusBadge } from './application-status-badge';

/** §9: the dashboard shows the five latest applications. */
export const RECENT_APPLICATIONS = 5;

interface RecentApplicationsProps {
  /** Newest first, as the API sends them; undefined while loading. */
  applications: Application[] | undefined;
  loading: boolean;
}

/** The dashboard's recent activity (§2). */
export function RecentApplications({ applications, loading }: RecentApplicationsProps) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const recent = (applications ?? []).slice(0, RECENT_APPLICATIONS);

  return (
    <section aria-labelledby="dashboard-recent" data-testid="recent-activity">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="dashboard-recent" className="text-lg font-semibold text-gray-900">
          {t('dashboard.recent.title')}
        </h2>
        <Link to="/my-applications" className={`${textLinkClassName} text-sm`}>
          {t('dashboard.recent.viewAll')}
        </Link>
      </div>
      <div className="mt-3">
        {loading ? (
          <div aria-busy="true" className="rounded-2xl bg-white shadow-sm ring-1 ring-gray-200">
            <p role="status" className="sr-only">
              {t('dashboard.recent.loading')}
            </p>
            <ul aria-hidden="true" className="divide-y divide-gray-100">
              {[0, 1, 2].map((row) => (
                <li key={row} className="flex items-center justify-between gap-4 p-4">
                  <div className="flex-1 space-y-2">
                    <div className="h-4 w-1/2 rounded bg-gray-200 motion-safe:animate-pulse" />
                    <div className="h-3 w-1/4 rounded bg-gray-200 motion-safe:animate-pulse" />
                  </div>
                  <div className="h-5 w-20 rounded-full bg-gray-200 motion-safe:animate-pulse" />
                </li>
              ))}
            </ul>
          </div>
        ) : recent.length === 0 ? (
          <LinkEmptyState
            headingLevel={3}
            title={t('dashboard.recent.emptyTitle')}
            text={t('dashboard.recent.emptyText')}
            link={{ to: '/castings', label: t('dashboard.recent.browse') }}
            quiet
            testId="recent-activity-empty"
          />
        ) : (
          <ul className="divide-y divide-gray-100 rounded-2xl bg-white shadow-sm ring-1 ring-gray-200">
            {recent.map((application) => {
              const title = application.casting?.title || t('applications.unknownCasting');
              const slug = application.casting?.slug;
              return (
                <li
                  key={application.id}
                  data-testid="recent-application"
                  className="flex flex-col gap-2 p-4 sm:flex-row sm:items-center sm:justify-between sm:gap-4"
                >
                  <div className="min-w-0">
                    <p className="font-medium break-words text-gray-900">{title}</p>
                    {application.childId && (
                      <p className="mt-0.5">
                        <ApplicationForChild application={application} />
                      </p>
                    )}
                    <p className="text-sm text-gray-600">
                      {t('applications.appliedOn', {
                        date: formatDate(new Date(application.appliedAt), language),
                      })}
                    </p>
                  </div>
                  <div className="flex shrink-0 items-center gap-4">
                    <ApplicationStatusBadge status={application.status} />
                    {slug && (
                      <Link
                        to={`/castings/${encodeURIComponent(slug)}`}
                        aria-label={t('dashboard.recent.detailsFor', { title })}
                        className={`${textLinkClassName} text-sm`}
                      >
                        {t('dashboard.recent.details')}
                      </Link>
                    )}
                  </div>
                </li>
              );
            })}
          </ul>
        )}
      </div>
    </section>
  );
}
