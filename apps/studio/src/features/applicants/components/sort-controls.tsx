import { APPLICANT_SORTS, SORT_ORDERS } from '@talent/contract/applicant-sorts';
import { LabelledSelect } from '@talent/ui/components/labelled-select';
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
  const optionsOf = <V extends ApplicantSort | SortOrder>(values: readonly V[]) =>
    values.map((value) => ({ value, label: t(`applicants.sort.${value}`) }));
  return (
    <div className="flex flex-wrap items-center gap-2 text-sm">
      <LabelledSelect
        label={t('applicants.sort.label')}
        value={sort}
        options={optionsOf(APPLICANT_SORTS)}
        onChange={(next) => onChange(next, order)}
        testId="sort-by"
        className={selectClassName}
      />
      <LabelledSelect
        label={t('applicants.sort.order')}
        hideLabel
        value={order}
        options={optionsOf(SORT_ORDERS)}
        onChange={(next) => onChange(sort, next)}
        testId="sort-order"
        className={selectClassName}
      />
    </div>
  );
}
