import type { ProfileViews } from '@talent/contract/directory';
import { QueryStates } from '@talent/ui/components/load-error';
import { currentLanguage } from '@talent/ui/i18n';
import { textLinkClassName } from '@talent/ui/link-styles';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate } from '@/lib/format-date';
import { formatNumber } from '@/lib/format-number';
import { useProfileViews } from '../api/get-profile-views';

/** Romanian counts: 1, then 2–19 (and 101–119…), then "de" from 20 on; English has only one and other. */
function countForm(count: number): 'One' | 'Few' | 'Many' {
  if (count === 1) return 'One';
  const rest = count % 100;
  return rest > 0 && rest < 20 ? 'Few' : 'Many';
}

/**
 * Who of the studio looked (DESIGN §11, issue 32 point 3): distinct casting directors this week, and
 * the companies that opened the profile in the last weeks, most recent first.
 */
export function ProfileViewsCard() {
  const { t } = useTranslation();
  const views = useProfileViews();
  return (
    <section
      aria-labelledby="dashboard-views"
      data-testid="profile-views"
      className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-gray-200 sm:p-6"
    >
      <h2 id="dashboard-views" className="text-lg font-semibold text-gray-900">
        {t('dashboard.views.title')}
      </h2>
      <div className="mt-3">
        <QueryStates
          query={views}
          loadingLabel={t('dashboard.views.loading')}
          errorMessage={t('dashboard.views.loadFailed')}
          retryLabel={t('dashboard.views.retry')}
          errorTestId="profile-views-error"
          placeholderClassName="h-12 rounded bg-gray-100"
        >
          {(data) => <ViewsSummary views={data} />}
        </QueryStates>
      </div>
    </section>
  );
}

function ViewsSummary({ views }: { views: ProfileViews }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const count = views.viewersThisWeek;
  return (
    <>
      <p data-testid="profile-views-this-week" className="text-gray-900">
        {count === 0
          ? t('dashboard.views.noneThisWeek')
          : t(`dashboard.views.thisWeek${countForm(count)}`, { count: formatNumber(count, language) })}
      </p>
      {views.companies.length === 0 ? (
        <p data-testid="profile-views-empty" className="mt-2 text-sm text-gray-700">
          {t('dashboard.views.empty')}{' '}
          <Link to="/settings" className={textLinkClassName}>
            {t('dashboard.views.visibility')}
          </Link>
        </p>
      ) : (
        <>
          <h3 className="mt-4 text-sm font-semibold text-gray-900">{t('dashboard.views.companies')}</h3>
          <ul className="mt-2 divide-y divide-gray-100" data-testid="profile-views-companies">
            {views.companies.map((company) => (
              <li
                key={company.name}
                className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-0.5 py-2 text-sm"
              >
                <span className="font-medium break-words text-gray-900">{company.name}</span>
                <span className="text-gray-700">
                  {t('dashboard.views.lastViewed', {
                    date: formatDate(new Date(company.lastViewedAt), language),
                  })}
                </span>
              </li>
            ))}
          </ul>
        </>
      )}
    </>
  );
}
