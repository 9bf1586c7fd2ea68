import { APPLICANT_SORTS, SORT_ORDERS } from '@talent/contract/applicant-sorts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApplicantSort, SortOrder } from '../applicant-query';

const selectClassName =
  'rounded-lg border border-gray-400 bg-white py-2 pr-8 pl-3 text-sm text-gray-900 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-indigo-700';

interface SortControlsProps {
  sort: ApplicantSort;
  order: SortOrder;
  onChange: (sort: ApplicantSort, order: SortOrder) => void;
}

/** Sort by date applied, name or age, ascending or descending: applied at once. */
export function SortControls({ sort, order, onChange }: SortControlsProps) {
  const { t } = useTranslation();
  const sortId = useId();
  const orderId = useId();
  return (
    <div className="flex flex-wrap items-center gap-2 text-sm">
      <label htmlFor={sortId} className="font-medium text-gray-900">
        {t('applicants.sort.label')}
      </label>
      <select
        id={sortId}
        value={sort}
        data-testid="sort-by"
        onChange={(event) => onChange(event.target.value as ApplicantSort, order)}
        className={selectClassName}
      >
        {APPLICANT_SORTS.map((value) => (
          <option key={value} value={value}>
            {t(`applicants.sort.${value}`)}
          </option>
        ))}
      </select>
      <label htmlFor={orderId} className="sr-only">
        {t('applicants.sort.order')}
      </label>
      <select
        id={orderId}
        value={order}
        data-testid="sort-order"
        onChange={(event) => onChange(sort, event.target.value as SortOrder)}
        className={selectClassName}
      >
        {SORT_ORDERS.map((value) => (
          <option key={value} value={value}>
            {t(`applicants.sort.${value}`)}
          </option>
        ))}
      </select>
    </div>
  );
}
