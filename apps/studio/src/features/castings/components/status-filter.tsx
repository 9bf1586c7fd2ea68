import { CASTING_STATUSES, type CastingStatus } from '@talent/contract/casting-statuses';
import { controlClassName } from '@talent/ui/components/form-field';
import { useId } from 'react';
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
  const id = useId();
  return (
    <div className="flex items-center gap-3">
      <label htmlFor={id} className="text-sm font-medium text-gray-900">
        {t('castings.list.filterLabel')}
      </label>
      <select
        id={id}
        value={value ?? ''}
        onChange={(event) => onChange((event.target.value || undefined) as CastingStatus | undefined)}
        data-testid="status-filter"
        className={`${controlClassName} max-w-64`}
      >
        <option value="">{t('castings.list.allStatuses')}</option>
        {CASTING_STATUSES.map((status) => (
          <option key={status} value={status}>
            {t(`castings.status.${status}`)}
          </option>
        ))}
      </select>
    </div>
  );
}
