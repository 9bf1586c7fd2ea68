import { CITIES } from '@talent/contract/cities';
import { GENDERS } from '@talent/contract/genders';
import { TALENT_CATEGORIES } from '@talent/contract/talent-categories';
import { FormSelect } from '@talent/ui/components/form-select';
import { deferredSchema } from '@talent/ui/forms/deferred-schema';
import { useDisclosure } from '@talent/ui/use-disclosure';
import { useIdleCallback } from '@talent/ui/use-idle-callback';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FilterForm } from '@/components/filter-form';
import { FormInput } from '@/components/form-input';
import { filterErrors } from '@/lib/filter-errors';
import type { ApplicantListParams, FilterKey } from '../applicant-query';
import '../applicant-messages';

type Values = Record<FilterKey, string>;
type Errors = Partial<Record<FilterKey, string>>;

const KEYS: FilterKey[] = ['q', 'gender', 'ageMin', 'ageMax', 'heightMin', 'heightMax', 'city', 'category'];

function valuesOf(params: ApplicantListParams): Values {
  return Object.fromEntries(
    KEYS.map((key) => [key, params[key] === undefined ? '' : String(params[key])]),
  ) as Values;
}

// The contract's query schema, fetched when the filters are first focused (see deferred-schema).
const filterRules = deferredSchema(() =>
  import('@talent/contract/studio').then((m) => m.applicantListQuerySchema),
);

interface ApplicantFiltersProps {
  params: ApplicantListParams;
  onApply: (changes: Pick<ApplicantListParams, FilterKey>) => void;
}

/**
 * Gender, age and height ranges, city, category and a text search, applied together (Enter or
 * "Apply"), so typing a range never loads a list for half of it. Keyed by the URL by its parent, so
 * back and forward show what the list is filtered by.
 */
export function ApplicantFilters({ params, onApply }: ApplicantFiltersProps) {
  const { t } = useTranslation();
  const [values, setValues] = useState(() => valuesOf(params));
  const [errors, setErrors] = useState<Errors>({});
  // On a phone the other filters fold under a button, so the applicants are not a screen away.
  const more = useDisclosure(() => KEYS.some((key) => key !== 'q' && params[key] !== undefined));
  useIdleCallback(filterRules.preload);
  // The list remounts this form on every change of the URL (a chip, the sort, back): a check still
  // running for the old form must not apply its values over the new ones.
  const mounted = useRef(false);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const setValue = (key: FilterKey, value: string) => setValues((current) => ({ ...current, [key]: value }));
  const set = (key: FilterKey) => (event: { target: { value: string } }) => setValue(key, event.target.value);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const found = await filterErrors(filterRules, KEYS, values);
    if (!mounted.current) return;
    setErrors(found);
    if (Object.keys(found).length > 0) {
      more.setExpanded(true);
      return;
    }
    const number = (key: FilterKey) => (values[key].trim() ? Number(values[key]) : undefined);
    const text = (key: FilterKey) => values[key].trim() || undefined;
    onApply({
      q: text('q'),
      gender: text('gender') as ApplicantListParams['gender'],
      ageMin: number('ageMin'),
      ageMax: number('ageMax'),
      heightMin: number('heightMin'),
      heightMax: number('heightMax'),
      city: text('city'),
      category: text('category') as ApplicantListParams['category'],
    });
  };

  const onClear = () => {
    setValues(valuesOf({ sort: 'appliedAt', order: 'desc', page: 1 }));
    setErrors({});
    onApply({
      q: undefined,
      gender: undefined,
      ageMin: undefined,
      ageMax: undefined,
      heightMin: undefined,
      heightMax: undefined,
      city: undefined,
      category: undefined,
    });
  };

  const select = (
    key: 'gender' | 'city' | 'category',
    options: readonly { value: string; label: string }[],
  ) => (
    <FormSelect
      label={t(`applicants.filters.${key}`)}
      value={values[key]}
      options={options}
      placeholder={t('applicants.filters.any')}
      onChange={(value) => setValue(key, value)}
      testId={`filter-${key}`}
    />
  );

  const number = (key: 'ageMin' | 'ageMax' | 'heightMin' | 'heightMax') => (
    <FormInput
      label={t(`applicants.filters.${key}`)}
      type="number"
      inputMode="numeric"
      min={0}
      value={values[key]}
      onChange={set(key)}
      error={errors[key]}
      data-testid={`filter-${key}`}
    />
  );

  return (
    <FilterForm
      label={t('applicants.filters.title')}
      testId="applicant-filters"
      onSubmit={(event) => void onSubmit(event)}
      onFocus={filterRules.preload}
      search={
        <FormInput
          label={t('applicants.filters.q')}
          type="search"
          value={values.q}
          onChange={set('q')}
          maxLength={100}
          placeholder={t('applicants.filters.qPlaceholder')}
          data-testid="filter-q"
        />
      }
      disclosure={more}
      texts={{
        more: t('applicants.filters.more'),
        fewer: t('applicants.filters.fewer'),
        apply: t('applicants.filters.apply'),
        clear: t('applicants.filters.clear'),
      }}
      onClear={onClear}
    >
      {select(
        'gender',
        GENDERS.map((gender) => ({ value: gender, label: t(`applicants.genders.${gender}`) })),
      )}
      {select(
        'category',
        TALENT_CATEGORIES.map((category) => ({
          value: category,
          label: t(`applicants.categories.${category}`),
        })),
      )}
      {number('ageMin')}
      {number('ageMax')}
      {number('heightMin')}
      {number('heightMax')}
      {select(
        'city',
        CITIES.map((city) => ({ value: city, label: city })),
      )}
    </FilterForm>
  );
}
