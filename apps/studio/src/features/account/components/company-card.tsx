import type { Company } from '@talent/contract/clients';
import { useTranslation } from 'react-i18next';
import { ClientStatusBadge } from './client-status-badge';

/** The company the client signed up with, as the administrator reviews it. */
export function CompanyCard({ company }: { company: Company }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="company-card-title" className="rounded-2xl bg-white p-5 ring-1 ring-gray-200">
      <h2 id="company-card-title" className="text-base font-semibold text-gray-900">
        {t('home.company.title')}
      </h2>
      <dl className="mt-4 grid gap-4 text-sm sm:grid-cols-3">
        <div>
          <dt className="text-gray-600">{t('home.company.name')}</dt>
          <dd className="mt-1 font-medium break-words text-gray-900">{company.name}</dd>
        </div>
        <div>
          <dt className="text-gray-600">{t('home.company.code')}</dt>
          <dd className="mt-1 font-medium text-gray-900">{company.code}</dd>
        </div>
        <div>
          <dt className="text-gray-600">{t('home.company.status')}</dt>
          <dd className="mt-1">
            <ClientStatusBadge status={company.status} />
          </dd>
        </div>
      </dl>
    </section>
  );
}
