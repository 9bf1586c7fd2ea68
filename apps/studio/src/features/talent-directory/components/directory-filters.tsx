import { CITIES } from '@talent/contract/cities';
import { DIRECTORY_SKILL_FLAGS } from '@talent/contract/directory-options';
import { GENDERS } from '@talent/contract/genders';
import { LANGUAGE_LEVELS } from '@talent/contract/language-levels';
import { TALENT_CATEGORIES } from '@talent/contract/talent-categories';
import { FormSelect } from '@talent/ui/components/form-select';
import { deferredSchema } from '@talent/ui/forms/deferred-schema';
import { useDisclosure } from '@talent/ui/use-disclosure';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FilterForm } from '@/components/filter-form';
import { FormInput } from '@/components/form-input';
import { filterErrors } from '@/lib/filter-errors';
import { translateMessage } from '@/lib/translate-message';
import { DIRECTORY_FILTERS, type DirectoryFilter, type DirectoryParams } from '../directory-query';

const SKILL_FLAGS: readonly string[] = Object.values(DIRECTORY_SKILL_FLAGS);
const SKILL_KINDS = [...Object.values(DIRECTORY_SKILL_FLAGS), 'NAMED'] as const;
type SkillKind = (typeof SKILL_KINDS)[number];

/** The filters as the form holds them: the skill as a kind (a flag, or a named skill) and its name. */
type Values = Record<Exclude<DirectoryFilter, 'skill'>, string> & {
  skillKind: SkillKind | '';
  skillName: string;
};
type Errors = Partial<Record<DirectoryFilter, string>>;

function valuesOf(params: DirectoryParams): Values {
  const skill = params.skill ?? '';
  const flag = SKILL_FLAGS.includes(skill);
  const values = Object.fromEntries(
    DIRECTORY_FILTERS.filter((key) => key !== 'skill').map((key) => [key, params[key] ?? '']),
  ) as Omit<Values, 'skillKind' | 'skillName'>;
  return {
    ...values,
    skillKind: flag ? (skill as SkillKind) : skill ? 'NAMED' : '',
    skillName: flag ? '' : skill,
  };
}

/** What the form asks for, as the URL and the API spell it (empty: any). */
function queryOf(values: Values): Record<DirectoryFilter, string> {
  const { skillKind, skillName, ...rest } = values;
  const trimmed = Object.fromEntries(Object.entries(rest).map(([key, value]) => [key, value.trim()]));
  return {
    ...(trimmed as Record<Exclude<DirectoryFilter, 'skill'>, string>),
    skill: skillKind === 'NAMED' ? skillName.trim() : skillKind,
  };
}

// The contract's search schema, fetched when the filters are first focused (see deferred-schema).
// Its messages' translations come with it.
const searchRules = deferredSchema(() =>
  Promise.all([import('@talent/contract/directory'), import('../directory-messages')]).then(
    ([m]) => m.talentSearchQuerySchema,
  ),
);

interface DirectoryFiltersProps {
  params: DirectoryParams;
  onApply: (filters: DirectoryParams) => void;
  onClear: () => void;
}

/**
 * Every filter of the directory, applied together (Enter or "Apply"), so a range typed half-way never
 * searches. The search box stays in sight on a phone; the other filters fold under a button. Keyed by
 * the URL by its parent: back and forward show what the results are filtered by.
 */
export function DirectoryFilters({ params, onApply, onClear }: DirectoryFiltersProps) {
  const { t } = useTranslation();
  const [values, setValues] = useState(() => valuesOf(params));
  const [errors, setErrors] = useState<Errors>({});
  const more = useDisclosure(() => DIRECTORY_FILTERS.some((key) => key !== 'q' && params[key]));

  const setValue = <K extends keyof Values>(key: K, value: Values[K]) =>
    setValues((current) => ({ ...current, [key]: value }));

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const query = queryOf(values);
    const found = await filterErrors(searchRules, DIRECTORY_FILTERS, query);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      more.setExpanded(true);
      return;
    }
    onApply(Object.fromEntries(DIRECTORY_FILTERS.map((key) => [key, query[key] || undefined])));
  };

  const options = <V extends string>(list: readonly V[], label: (value: V) => string) =>
    list.map((value) => ({ value, label: label(value) }));
  const select = <V extends string>(
    key: 'gender' | 'city' | 'category' | 'languageLevel',
    choices: readonly { value: V; label: string }[],
  ) => (
    <FormSelect
      label={t(`directory.filters.${key}`)}
      value={values[key] as V | ''}
      options={choices}
      placeholder={t('directory.filters.any')}
      onChange={(value) => setValue(key, value)}
      error={errors[key] && translateMessage(t, errors[key])}
      testId={`filter-${key}`}
    />
  );
  const input = (
    key: 'ageMin' | 'ageMax' | 'heightMin' | 'heightMax' | 'eyeColor' | 'hairColor' | 'language',
  ) => {
    const numeric = key.startsWith('age') || key.startsWith('height');
    return (
      <FormInput
        label={t(`directory.filters.${key}`)}
        {...(numeric ? { type: 'number', inputMode: 'numeric' as const, min: 0 } : { maxLength: 100 })}
        value={values[key]}
        onChange={(event) => setValue(key, event.target.value)}
        error={errors[key]}
        data-testid={`filter-${key}`}
      />
    );
  };

  return (
    <FilterForm
      label={t('directory.filters.title')}
      testId="directory-filters"
      onSubmit={(event) => void onSubmit(event)}
      onFocus={searchRules.preload}
      search={
        <FormInput
          label={t('directory.filters.q')}
          type="search"
          value={values.q}
          onChange={(event) => setValue('q', event.target.value)}
          maxLength={100}
          placeholder={t('directory.filters.qPlaceholder')}
          error={errors.q}
          data-testid="filter-q"
        />
      }
      disclosure={more}
      texts={{
        more: t('directory.filters.more'),
        fewer: t('directory.filters.fewer'),
        apply: t('directory.filters.apply'),
        clear: t('directory.filters.clear'),
      }}
      onClear={onClear}
    >
      {select(
        'gender',
        options(GENDERS, (gender) => t(`applicants.genders.${gender}`)),
      )}
      {select(
        'category',
        options(TALENT_CATEGORIES, (category) => t(`applicants.categories.${category}`)),
      )}
      {input('ageMin')}
      {input('ageMax')}
      {input('heightMin')}
      {input('heightMax')}
      {select(
        'city',
        options(CITIES, (city) => city),
      )}
      {input('eyeColor')}
      {input('hairColor')}
      {input('language')}
      {select(
        'languageLevel',
        options(LANGUAGE_LEVELS, (level) => t(`applicants.languageLevels.${level}`)),
      )}
      <FormSelect
        label={t('directory.filters.skill')}
        value={values.skillKind}
        options={options(SKILL_KINDS, (kind) => t(`directory.filters.skillKinds.${kind}`))}
        placeholder={t('directory.filters.any')}
        onChange={(value) => setValue('skillKind', value)}
        error={values.skillKind === 'NAMED' || !errors.skill ? undefined : translateMessage(t, errors.skill)}
        testId="filter-skill"
      />
      {values.skillKind === 'NAMED' && (
        <div className="col-span-2">
          <FormInput
            label={t('directory.filters.skillName')}
            helper={t('directory.filters.skillNameHelper')}
            value={values.skillName}
            maxLength={100}
            onChange={(event) => setValue('skillName', event.target.value)}
            error={errors.skill}
            data-testid="filter-skillName"
          />
        </div>
      )}
      <label className="col-span-2 inline-flex items-center gap-2 self-end pb-2 text-sm font-medium text-gray-900">
        <input
          type="checkbox"
          checked={values.hasVideo === 'true'}
          onChange={(event) => setValue('hasVideo', event.target.checked ? 'true' : '')}
          className="size-5 rounded border-gray-400 text-indigo-700"
          data-testid="filter-hasVideo"
        />
        {t('directory.filters.hasVideo')}
      </label>
    </FilterForm>
  );
}
