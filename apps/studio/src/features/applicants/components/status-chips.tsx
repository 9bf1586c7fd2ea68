import type { ApplicationStatus } from '@talent/contract/applications';
import type { ApplicantPage } from '@talent/contract/studio';
import { useTranslation } from 'react-i18next';
import { APPLICANT_STATUSES } from '../applicant-query';

interface StatusChipsProps {
  selected: ApplicationStatus | undefined;
  /** The casting's applications per status, whatever the other filters; unknown while loading. */
  counts: ApplicantPage['meta']['counts'] | undefined;
  onSelect: (status: ApplicationStatus | undefined) => void;
}

const chipClassName =
  'inline-flex shrink-0 items-center gap-2 rounded-full px-3.5 py-1.5 text-sm font-medium ring-1 ring-inset focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-700';

/** All, then one chip per status with its count: pressing one filters the list by it. */
export function StatusChips({ selected, counts, onSelect }: StatusChipsProps) {
  const { t } = useTranslation();
  const total = counts
    ? APPLICANT_STATUSES.reduce((sum, status) => sum + (counts[status] ?? 0), 0)
    : undefined;
  const chips: { status: ApplicationStatus | undefined; label: string; count: number | undefined }[] = [
    { status: undefined, label: t('applicants.statusAll'), count: total },
    ...APPLICANT_STATUSES.map((status) => ({
      status,
      label: t(`applicants.status.${status}`),
      count: counts?.[status],
    })),
  ];
  return (
    <fieldset className="-mx-1 flex min-w-0 gap-2 overflow-x-auto px-1 py-1" data-testid="status-chips">
      <legend className="sr-only">{t('applicants.filters.status')}</legend>
      {chips.map((chip) => {
        const active = chip.status === selected;
        return (
          <button
            key={chip.status ?? 'ALL'}
            type="button"
            aria-pressed={active}
            data-testid={`status-chip-${chip.status ?? 'ALL'}`}
            onClick={() => onSelect(chip.status)}
            className={`${chipClassName} ${
              active
                ? 'bg-indigo-700 text-white ring-indigo-700'
                : 'bg-white text-gray-800 ring-gray-300 hover:bg-gray-50'
            }`}
          >
            {chip.label}
            {chip.count !== undefined && (
              <span
                className={`rounded-full px-2 text-xs font-semibold ${active ? 'bg-white/20' : 'bg-gray-100 text-gray-700'}`}
              >
                {chip.count}
              </span>
            )}
          </button>
        );
      })}
    </fieldset>
  );
}
