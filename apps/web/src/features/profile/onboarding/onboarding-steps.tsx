import { GENDERS } from '@talent/contract/auth';
import { CITIES } from '@talent/contract/cities';
import { todayIsoDate } from '@talent/contract/dates';
import { SINGING_LEVELS, TALENT_CATEGORIES } from '@talent/contract/profile';
import { LANGUAGE_LEVELS, type LanguageLevel } from '@talent/contract/skills';
import { controlClassName, FormField } from '@talent/ui/components/form-field';
import { Spinner } from '@talent/ui/components/spinner';
import { TagInput } from '@talent/ui/components/tag-input';
import { lazy, Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SmallButton } from '@/components/small-button';
import { useMyProfile } from '../api/get-my-profile';
import { CategoryPicker } from '../components/category-picker';
import { Checkbox, SelectInput, TextInput, useFieldError } from '../components/profile-fields';
import type { OnboardingErrors } from './onboarding-payload';
import type { OnboardingFormData, OnboardingStep } from './onboarding-state';

export interface StepProps {
  data: OnboardingFormData;
  errors: OnboardingErrors;
  update: (data: Partial<OnboardingFormData>) => void;
  /** The gender that decides step 3: the one chosen in step 1, else the account's. */
  female: boolean;
}

// The same upload as the profile's, loaded only when step 7 shows.
const ProfilePhotoUpload = lazy(() => import('../media/profile-photo-upload'));

export function StepFields({
  step,
  onProfilePhotoChanged,
  ...props
}: StepProps & {
  step: OnboardingStep;
  /** After step 7 set a profile photo: the session's user (the avatar) is reloaded. */
  onProfilePhotoChanged?: () => Promise<void>;
}) {
  switch (step) {
    case 1:
      return <BasicStep {...props} />;
    case 2:
      return <PhysicalStep {...props} />;
    case 3:
      return <MeasurementsStep {...props} />;
    case 4:
      return <SizesStep {...props} />;
    case 5:
      return <SkillsStep {...props} />;
    case 6:
      return <SocialStep {...props} />;
    case 7:
      return <PhotoStep onProfilePhotoChanged={onProfilePhotoChanged} />;
    case 8:
      return <CategoriesStep {...props} />;
  }
}

type TextKey = {
  [K in keyof OnboardingFormData]: OnboardingFormData[K] extends string ? K : never;
}[keyof OnboardingFormData];

function Field({
  name,
  data,
  errors,
  update,
  type,
  label,
  female: _female,
  ...rest
}: StepProps & {
  name: TextKey;
  label: string;
  type?: 'text' | 'number' | 'url' | 'date';
  min?: number;
  max?: number | string;
  list?: string;
}) {
  return (
    <TextInput
      label={label}
      type={type ?? 'text'}
      inputMode={type === 'number' ? 'numeric' : undefined}
      value={data[name]}
      onChange={(value) => update({ [name]: value })}
      error={errors[name]}
      testId={`onboarding-${name}`}
      {...rest}
    />
  );
}

const grid = 'grid gap-4 sm:grid-cols-2';

function BasicStep(props: StepProps) {
  const { t } = useTranslation();
  const citiesId = useId();
  // Fixed once known (registration asks for it): shown, never sent again.
  const fixedBirthDate = useMyProfile().data?.dateOfBirth?.slice(0, 10);
  return (
    <div className={grid}>
      <SelectInput
        label={t('profile.fields.gender')}
        value={props.data.gender}
        onChange={(gender) => props.update({ gender })}
        options={GENDERS.map((value) => ({ value, label: t(`profile.genders.${value}`) }))}
        placeholder={t('profile.fields.genderPlaceholder')}
        error={props.errors.gender}
        testId="onboarding-gender"
      />
      {fixedBirthDate ? (
        <TextInput
          label={t('profile.fields.dateOfBirth')}
          type="date"
          value={fixedBirthDate}
          onChange={() => {}}
          disabled
          helper={t('profile.birthDateFixed')}
          testId="onboarding-dateOfBirth"
        />
      ) : (
        <Field
          {...props}
          name="dateOfBirth"
          type="date"
          max={todayIsoDate()}
          label={t('profile.fields.dateOfBirth')}
        />
      )}
      <Field {...props} name="residenceCity" list={citiesId} label={t('profile.fields.residenceCity')} />
      <datalist id={citiesId}>
        {CITIES.map((city) => (
          <option key={city} value={city} />
        ))}
      </datalist>
      <Field {...props} name="countryOfOrigin" label={t('profile.fields.countryOfOrigin')} />
    </div>
  );
}

function PhysicalStep(props: StepProps) {
  const { t } = useTranslation();
  return (
    <div className={grid}>
      <Field {...props} name="height" type="number" min={100} max={250} label={t('profile.fields.height')} />
      <Field {...props} name="weight" type="number" min={30} max={200} label={t('profile.fields.weight')} />
      <Field {...props} name="hairColor" label={t('profile.fields.hairColor')} />
      <Field {...props} name="hairLength" label={t('profile.fields.hairLength')} />
      <Field {...props} name="eyeColor" label={t('profile.fields.eyeColor')} />
    </div>
  );
}

function MeasurementsStep(props: StepProps) {
  const { t } = useTranslation();
  if (!props.female)
    return (
      <p
        data-testid="measurements-not-applicable"
        className="rounded-xl bg-gray-50 p-4 text-sm text-gray-800"
      >
        {t('onboarding.steps.measurements.notApplicable')}
      </p>
    );
  return (
    <div className="grid gap-4 sm:grid-cols-3">
      <Field {...props} name="bust" type="number" min={50} max={150} label={t('profile.fields.bust')} />
      <Field {...props} name="waist" type="number" min={40} max={150} label={t('profile.fields.waist')} />
      <Field {...props} name="hips" type="number" min={50} max={150} label={t('profile.fields.hips')} />
    </div>
  );
}

function SizesStep(props: StepProps) {
  const { t } = useTranslation();
  return (
    <div className="grid gap-4 sm:grid-cols-3">
      <Field {...props} name="shoeSize" label={t('profile.fields.shoeSize')} />
      <Field {...props} name="pantsSize" label={t('profile.fields.pantsSize')} />
      <Field {...props} name="shirtSize" label={t('profile.fields.shirtSize')} />
    </div>
  );
}

function SkillsStep(props: StepProps) {
  const { t } = useTranslation();
  const { data, update, errors } = props;
  const [language, setLanguage] = useState('');
  const [level, setLevel] = useState<LanguageLevel | ''>('');
  const languageId = useId();
  const levelId = useId();
  const skillsError = useFieldError(errors.specialSkills);

  const addLanguage = () => {
    const name = language.trim();
    if (!name || !level) return;
    if (data.languages.some((item) => item.language.toLowerCase() === name.toLowerCase())) return;
    update({ languages: [...data.languages, { language: name, level }] });
    setLanguage('');
    setLevel('');
  };

  return (
    <div className="space-y-6">
      <fieldset className="min-w-0">
        <legend className="text-base font-semibold text-gray-900">
          {t('profile.skills.language.title')}
        </legend>
        <div className="mt-2 grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end">
          <div>
            <label htmlFor={languageId} className="block text-sm font-medium text-gray-900">
              {t('profile.skills.language.name')}
            </label>
            <input
              id={languageId}
              value={language}
              onChange={(event) => setLanguage(event.target.value)}
              className={`mt-1 ${controlClassName}`}
            />
          </div>
          <div>
            <label htmlFor={levelId} className="block text-sm font-medium text-gray-900">
              {t('profile.skills.level')}
            </label>
            <select
              id={levelId}
              value={level}
              onChange={(event) => setLevel(event.target.value as LanguageLevel | '')}
              className={`mt-1 ${controlClassName}`}
            >
              <option value="">{t('profile.fields.levelPlaceholder')}</option>
              {LANGUAGE_LEVELS.map((value) => (
                <option key={value} value={value}>
                  {t(`profile.languageLevels.${value}`)}
                </option>
              ))}
            </select>
          </div>
          <SmallButton onClick={addLanguage}>{t('onboarding.languages.add')}</SmallButton>
        </div>
        {data.languages.length > 0 && (
          <ul className="mt-3 flex flex-wrap gap-2" data-testid="onboarding-languages">
            {data.languages.map((item, index) => (
              <li
                key={item.language}
                className="inline-flex items-center gap-1 rounded-full bg-indigo-50 py-1 pr-1 pl-3 text-sm text-indigo-900 ring-1 ring-indigo-200"
              >
                {item.language} · {t(`profile.languageLevels.${item.level}`)}
                {!item.savedId && (
                  <button
                    type="button"
                    aria-label={t('onboarding.languages.remove', { language: item.language })}
                    onClick={() => update({ languages: data.languages.filter((_, i) => i !== index) })}
                    className="rounded-full px-1.5 hover:bg-indigo-100 focus-visible:outline-2 focus-visible:outline-indigo-700"
                  >
                    ×
                  </button>
                )}
              </li>
            ))}
          </ul>
        )}
      </fieldset>
      <FormField
        label={t('profile.fields.specialSkills')}
        helper={t('profile.helpers.tagInput')}
        error={skillsError}
      >
        {(control) => (
          <TagInput
            {...control}
            testId="onboarding-special-skills"
            tags={data.specialSkills}
            onChange={(specialSkills) => update({ specialSkills })}
            addLabel={t('profile.actions.add')}
            removeLabel={(tag) => t('profile.actions.remove', { item: tag })}
          />
        )}
      </FormField>
      <div className="space-y-4">
        <Checkbox
          label={t('profile.fields.canSing')}
          checked={data.canSing}
          onChange={(canSing) => update({ canSing })}
        />
        {data.canSing && (
          <div className={grid}>
            <SelectInput
              label={t('profile.fields.singingLevel')}
              value={data.singingLevel}
              onChange={(singingLevel) => update({ singingLevel })}
              options={SINGING_LEVELS.map((value) => ({ value, label: t(`profile.levels.${value}`) }))}
              placeholder={t('profile.fields.levelPlaceholder')}
              error={errors.singingLevel}
            />
          </div>
        )}
      </div>
    </div>
  );
}

function SocialStep(props: StepProps) {
  const { t } = useTranslation();
  return (
    <div className={grid}>
      {(['facebookUrl', 'instagramUrl', 'tiktokUrl', 'otherSocialMedia'] as const).map((name) => (
        <Field key={name} {...props} name={name} type="url" label={t(`profile.fields.${name}`)} />
      ))}
    </div>
  );
}

function PhotoStep({ onProfilePhotoChanged }: { onProfilePhotoChanged?: () => Promise<void> }) {
  const { t } = useTranslation();
  const profile = useMyProfile();
  return (
    <div className="space-y-4">
      <p data-testid="photo-later" className="rounded-xl bg-indigo-50 p-4 text-sm text-indigo-950">
        {t('onboarding.steps.photo.text')}
      </p>
      <Suspense fallback={<Spinner label={t('profile.media.loading')} className="py-6" />}>
        <ProfilePhotoUpload
          profilePhotoUrl={profile.data?.profilePhotoUrl ?? null}
          onProfilePhotoChanged={onProfilePhotoChanged ?? (async () => {})}
        />
      </Suspense>
    </div>
  );
}

function CategoriesStep(props: StepProps) {
  const { t } = useTranslation();
  const { data, update } = props;
  return (
    <div className="space-y-4">
      <CategoryPicker
        legend={t('profile.fields.categories')}
        options={TALENT_CATEGORIES}
        selected={data.categories}
        onChange={(categories) => update({ categories })}
      />
      <div className={grid}>
        {data.categories.includes('ACTOR') && (
          <Field {...props} name="actingUniversity" label={t('profile.fields.actingUniversity')} />
        )}
        {data.categories.includes('DANCER') && (
          <Field {...props} name="danceTraining" label={t('profile.fields.danceTraining')} />
        )}
      </div>
    </div>
  );
}
