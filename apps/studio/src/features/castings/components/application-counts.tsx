import { APPLICATION_STATUSES } from '@talent/contract/application-statuses';
import type { StudioCasting } from '@talent/contract/studio';
import { useTranslation } from 'react-i18next';

type Counts = Pick<StudioCasting, 'applicationCounts' | 'applicationsTotal' | 'newApplications'>;

/** The casting's applications per status, and the ones that came since the caller last looked. */
export function ApplicationCounts({ casting }: { casting: Counts }) {
  const { t } = useTranslation();
  return (
    <div data-testid="application-counts" className="space-y-2">
      <p className="flex flex-wrap items-center gap-2 text-sm font-medium text-gray-900">
        {t('castings.card.applicationsTotal', { count: casting.applicationsTotal })}
        {casting.newApplications > 0 && (
          <span
            data-testid="new-applications"
            className="inline-flex items-center rounded-full bg-indigo-700 px-2.5 py-0.5 text-xs font-semibold text-white"
          >
            <span aria-hidden="true">
              {t('castings.card.newApplications', { count: casting.newApplications })}
            </span>
            <span className="sr-only">
              {t('castings.card.newApplicationsLabel', { count: casting.newApplications })}
            </span>
          </span>
        )}
      </p>
      <dl className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-gray-700">
        {APPLICATION_STATUSES.map((status) => (
          <div key={status} className="flex gap-1" data-testid={`count-${status}`}>
            <dt>{t(`castings.applicationStatus.${status}`)}:</dt>
            <dd className="font-semibold text-gray-900">{casting.applicationCounts[status] ?? 0}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
