import { CASTING_STATUSES, type CastingStatus } from '@talent/contract/casting-statuses';
import { controlClassName } from '@talent/ui/components/form-field';
import { LabelledSelect } from '@talent/ui/components/labelled-select';
import { useTranslation } from 'react-i18next';

/** The list's status filter; the page keeps the choice in the URL (?status=). */
export function StatusFilter({
  value,
  onChange,
}: {
  value: CastingStatus | undefined;
  onChange: (status: CastingStatus | undefined) => void;
}) {
  const { t } = useTranslation();
  // The empty value is "all statuses": no filter.
  const options = [
    { value: '' as const, label: t('castings.list.allStatuses') },
    ...CASTING_STATUSES.map((status) => ({ value: status, label: t(`castings.status.${status}`) })),
  ];
  return (
    <div className="flex items-center gap-3">
      <LabelledSelect
        label={t('castings.list.filterLabel')}
        value={value ?? ''}
        options={options}
        onChange={(next) => onChange(next || undefined)}
        testId="status-filter"
        className={`${controlClassName} max-w-64`}
      />
    </div>
  );
}
