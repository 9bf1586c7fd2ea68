import { CURRENCY } from '@talent/contract/castings';
import { Icon } from '@talent/ui/components/icons';
import { currentLanguage } from '@talent/ui/i18n';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@/lib/format-number';
import type { CastingListParams } from '../hooks/use-casting-list-params';

type ChipKey = 'q' | 'location' | 'minRemuneration' | 'maxRemuneration';

interface FilterChipsProps {
  params: CastingListParams;
  onRemove: (key: ChipKey) => void;
}

/** What narrows the list right now, each removable on its own (§2); amounts read in RON. */
export function FilterChips({ params, onRemove }: FilterChipsProps) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const money = (value: string) => {
    const amount = Number(value);
    return Number.isFinite(amount) ? formatMoney(amount, CURRENCY, language) : value;
  };

  const chips: { key: ChipKey; label: string }[] = [];
  // A search sets the filters aside (the API searches without them): only the search is in force.
  if (params.q) {
    chips.push({ key: 'q', label: t('castings.list.chipSearch', { value: params.q }) });
  } else {
    if (params.location) {
      chips.push({ key: 'location', label: t('castings.list.chipLocation', { value: params.location }) });
    }
    if (params.minRemuneration) {
      chips.push({
        key: 'minRemuneration',
        label: t('castings.list.chipMin', { value: money(params.minRemuneration) }),
      });
    }
    if (params.maxRemuneration) {
      chips.push({
        key: 'maxRemuneration',
        label: t('castings.list.chipMax', { value: money(params.maxRemuneration) }),
      });
    }
  }
  if (chips.length === 0) return null;

  return (
    <ul
      aria-label={t('castings.list.activeFilters')}
      className="flex flex-wrap gap-2"
      data-testid="filter-chips"
    >
      {chips.map((chip) => (
        <li
          key={chip.key}
          data-testid={`filter-chip-${chip.key}`}
          className="inline-flex items-center gap-1 rounded-full bg-indigo-50 py-1 pr-1 pl-3 text-sm font-medium text-indigo-900 ring-1 ring-indigo-200 ring-inset"
        >
          <span>{chip.label}</span>
          <button
            type="button"
            aria-label={t('castings.list.removeFilter', { filter: chip.label })}
            onClick={() => onRemove(chip.key)}
            className="inline-flex size-6 items-center justify-center rounded-full text-indigo-800 hover:bg-indigo-100 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-indigo-700"
          >
            <Icon name="close" className="size-3.5" />
          </button>
        </li>
      ))}
    </ul>
  );
}
