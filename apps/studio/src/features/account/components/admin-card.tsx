import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** The administrator's way to the verification queue. */
export function AdminCard() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="admin-card-title" className="rounded-2xl bg-white p-5 ring-1 ring-gray-200">
      <h2 id="admin-card-title" className="text-base font-semibold text-gray-900">
        {t('home.admin.title')}
      </h2>
      <p className="mt-1 text-sm text-gray-700">{t('home.admin.text')}</p>
      <Link
        to="/clients"
        className="mt-4 inline-flex items-center justify-center rounded-lg bg-indigo-700 px-4 py-2.5 text-sm font-semibold text-white shadow-sm hover:bg-indigo-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-700"
      >
        {t('home.admin.clientsLink')}
      </Link>
    </section>
  );
}
