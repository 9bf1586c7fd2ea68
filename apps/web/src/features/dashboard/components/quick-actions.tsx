import { Icon, type IconName } from '@talent/ui/components/icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

const ACTIONS: { key: 'castings' | 'applications' | 'profile'; to: string; icon: IconName }[] = [
  { key: 'castings', to: '/castings', icon: 'search' },
  { key: 'applications', to: '/my-applications', icon: 'folder' },
  { key: 'profile', to: '/profile', icon: 'person' },
];

/** §2: the three places a talent goes from the dashboard. */
export function QuickActions() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="dashboard-quick-actions">
      <h2 id="dashboard-quick-actions" className="text-lg font-semibold text-gray-900">
        {t('dashboard.quickActions.title')}
      </h2>
      <ul className="mt-3 grid gap-4 sm:grid-cols-3">
        {ACTIONS.map((action) => (
          <li key={action.key}>
            <Link
              to={action.to}
              data-testid={`quick-action-${action.key}`}
              className="flex h-full items-start gap-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-gray-200 transition-shadow hover:shadow-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-700"
            >
              <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-indigo-700 text-white">
                <Icon name={action.icon} className="size-5" />
              </span>
              <span className="min-w-0">
                <span className="block font-semibold text-gray-900">
                  {t(`dashboard.quickActions.${action.key}.title`)}
                </span>
                <span className="mt-1 block text-sm text-gray-700">
                  {t(`dashboard.quickActions.${action.key}.text`)}
                </span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
