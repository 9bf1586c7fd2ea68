import { castingListQuerySchema } from '@talent/contract/castings';
import { CityOptions } from '@talent/ui/components/city-options';
import { controlClassName, FormField } from '@talent/ui/components/form-field';
import { secondaryButtonClassName } from '@talent/ui/link-styles';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormInput } from '@/components/form-input';
import '../casting-messages';
import type { CastingListParams, UpdateOptions } from '../hooks/use-casting-list-params';

/** §9: typing settles for half a second before the list changes. */
export const FILTER_DEBOUNCE_MS = 500;

type RemunerationKey = 'minRemuneration' | 'maxRemuneration';
type RemunerationErrors = Partial<Record<RemunerationKey, string>>;

/** The contract's filter rules (≥ 0, min ≤ max) over what is typed; empty means "no limit". */
export function remunerationErrors(min: string, max: string): RemunerationErrors {
  const result = castingListQuerySchema.safeParse({
    minRemuneration: min.trim() || undefined,
    maxRemuneration: max.trim() || undefined,
  });
  if (result.success) return {};
  const errors: RemunerationErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if ((field === 'minRemuneration' || field === 'maxRemuneration') && !errors[field]) {
      errors[field] = issue.message;
    }
  }
  return errors;
}

interface CastingsFiltersProps {
  params: CastingListParams;
  update: (changes: Partial<CastingListParams>, options?: UpdateOptions) => void;
  onClear: () => void;
  /** A search is typed: the API searches without filters, so they are set aside meanwhile. */
  searchActive: boolean;
  /** Something to clear (filters or a search): enables the clear button. */
  canClear: boolean;
}

export function CastingsFilters({ params, update, onClear, searchActive, canClear }: CastingsFiltersProps) {
  const { t } = useTranslation();
  const hintId = useId();
  const [min, setMin] = useState(params.minRemuneration);
  const [max, setMax] = useState(params.maxRemuneration);
  // What this form last wrote to the URL: any other URL value came from outside (back/forward, a
  // cleared chip) and replaces what is typed.
  const written = useRef({ min: params.minRemuneration, max: params.maxRemuneration });

  useEffect(() => {
    if (params.minRemuneration !== written.current.min) {
      written.current.min = params.minRemuneration;
      setMin(params.minRemuneration);
    }
    if (params.maxRemuneration !== written.current.max) {
      written.current.max = params.maxRemuneration;
      setMax(params.maxRemuneration);
    }
  }, [params.minRemuneration, params.maxRemuneration]);

  const errors = remunerationErrors(min, max);
  const valid = !errors.minRemuneration && !errors.maxRemuneration;

  const commit = () => {
    const next = { min: min.trim(), max: max.trim() };
    if (!valid || (next.min === written.current.min && next.max === written.current.max)) return;
    written.current = next;
    update({ minRemuneration: next.min, maxRemuneration: next.max });
  };
  const commitRef = useRef(commit);
  commitRef.current = commit;

  // biome-ignore lint/correctness/useExhaustiveDependencies: each keystroke restarts the wait
  useEffect(() => {
    const timer = window.setTimeout(() => commitRef.current(), FILTER_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [min, max]);

  const bounds = {
    minRemuneration: { value: min, set: setMin },
    maxRemuneration: { value: max, set: setMax },
  };

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        commit();
      }}
    >
      <div className="flex flex-col gap-4 lg:flex-row lg:items-start">
        <fieldset
          disabled={searchActive}
          aria-describedby={searchActive ? hintId : undefined}
          className="grid min-w-0 flex-1 gap-4 sm:grid-cols-3"
        >
          <legend className="sr-only">{t('castings.list.filters')}</legend>
          <FormField label={t('castings.list.location')}>
            {(control) => (
              <select
                {...control}
                data-testid="filter-location"
                value={params.location}
                onChange={(event) =>
                  update({ location: event.target.value as CastingListParams['location'] })
                }
                className={`${controlClassName} disabled:bg-gray-100`}
              >
                <CityOptions emptyLabel={t('castings.list.allLocations')} />
              </select>
            )}
          </FormField>
          {(['minRemuneration', 'maxRemuneration'] as const).map((key) => (
            <FormInput
              key={key}
              label={t(`castings.list.${key}`)}
              error={errors[key]}
              data-testid={key === 'minRemuneration' ? 'filter-min-remuneration' : 'filter-max-remuneration'}
              type="number"
              inputMode="numeric"
              min={0}
              step="any"
              value={bounds[key].value}
              onChange={(event) => bounds[key].set(event.target.value)}
              onBlur={commit}
              className="disabled:bg-gray-100"
            />
          ))}
        </fieldset>
        {/* Outside the fieldset, so a search (which disables the filters) can be cleared too; the
            top padding is the labels' height, so it lines up with the controls on wide screens. */}
        <div className="lg:pt-6">
          <button
            type="button"
            data-testid="clear-filters"
            disabled={!canClear}
            onClick={onClear}
            className={`${secondaryButtonClassName} w-full lg:w-auto`}
          >
            {t('castings.list.clearFilters')}
          </button>
        </div>
      </div>
      {searchActive && (
        <p id={hintId} className="mt-3 text-sm text-gray-700">
          {t('castings.list.searchIgnoresFilters')}
        </p>
      )}
    </form>
  );
}
