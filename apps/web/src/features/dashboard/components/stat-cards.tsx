import type { ApplicationStats } from '@talent/contract/applications';
import { Icon, type IconName } from '@talent/ui/components/icons';
import { currentLanguage } from '@talent/ui/i18n';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '@/lib/format-number';

const CARDS: {
  key: keyof ApplicationStats;
  label: 'active' | 'accepted' | 'available';
  icon: IconName;
  testId: string;
}[] = [
  { key: 'pendingApplications', label: 'active', icon: 'clock', testId: 'stat-active-applications' },
  { key: 'acceptedApplications', label: 'accepted', icon: 'check', testId: 'stat-accepted-applications' },
  { key: 'availableCastings', label: 'available', icon: 'briefcase', testId: 'stat-available-castings' },
];

interface StatCardsProps {
  stats: ApplicationStats | undefined;
  loading: boolean;
}

/** §2: active applications (pending, reviewed, shortlisted), accepted ones, and open castings. */
export function StatCards({ stats, loading }: StatCardsProps) {
  const { t } = useTranslation();
  const language = currentLanguage();
  return (
    <section aria-labelledby="dashboard-stats">
      <h2 id="dashboard-stats" className="sr-only">
        {t('dashboard.stats.title')}
      </h2>
      <dl className="grid gap-4 sm:grid-cols-3">
        {CARDS.map((card) => {
          const value = stats?.[card.key];
          return (
            <div
              key={card.key}
              data-testid={card.testId}
              className="relative rounded-2xl bg-white py-5 pr-5 pl-20 shadow-sm ring-1 ring-gray-200"
            >
              <dt className="text-sm text-gray-700">
                <span className="absolute top-1/2 left-5 flex size-11 -translate-y-1/2 items-center justify-center rounded-xl bg-indigo-50 text-indigo-700">
                  <Icon name={card.icon} className="size-6" />
                </span>
                {t(`dashboard.stats.${card.label}`)}
              </dt>
              <dd className="mt-1 text-2xl font-bold text-gray-900">
                {loading ? (
                  <span className="block h-8 w-12 rounded bg-gray-200 motion-safe:animate-pulse">
                    <span className="sr-only">{t('common.loading')}</span>
                  </span>
                ) : value === undefined ? (
                  <>
                    <span aria-hidden="true">—</span>
                    <span className="sr-only">{t('dashboard.stats.unavailable')}</span>
                  </>
                ) : (
                  formatNumber(value, language)
                )}
              </dd>
            </div>
          );
        })}
      </dl>
    </section>
  );
}
