import { SINGING_LEVELS, TALENT_CATEGORIES, type TalentCategory } from '@talent/contract/profile';
import { FormField } from '@talent/ui/components/form-field';
import { TagInput } from '@talent/ui/components/tag-input';
import { useTranslation } from 'react-i18next';
import { CategoryPicker } from './category-picker';
import type { DraftTabProps } from './draft-props';
import { Checkbox, DraftInput, Section, SelectInput, useFieldError } from './profile-fields';
import { SkillList } from './skill-list';

interface CategoriesProps extends DraftTabProps {
  /** The categories offered (a child's have no ARTISTIC_NUDE, §6). */
  options?: readonly TalentCategory[];
  /** The acting university field for ACTOR (not on a child's profile, §6). */
  actingUniversity?: boolean;
}

/** The talent categories, with acting university for ACTOR and dance training for DANCER. */
export function CategoriesSection({
  draft,
  errors,
  setField,
  options = TALENT_CATEGORIES,
  actingUniversity = true,
}: CategoriesProps) {
  const { t } = useTranslation();
  const form = { draft, errors, setField };
  const categoriesError = useFieldError(errors.categories);
  return (
    <section className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-gray-200 sm:p-6">
      <CategoryPicker
        legend={t('profile.sections.categories')}
        selected={draft.categories}
        onChange={(categories: TalentCategory[]) => setField('categories', categories)}
        options={options}
        error={categoriesError}
      />
      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        {actingUniversity && draft.categories.includes('ACTOR') && (
          <DraftInput field="actingUniversity" form={form} />
        )}
        {draft.categories.includes('DANCER') && <DraftInput field="danceTraining" form={form} />}
      </div>
    </section>
  );
}

/** Singing, driver licence, native language and special skills. */
export function AbilitiesSections({ draft, errors, editing, setField }: DraftTabProps) {
  const { t } = useTranslation();
  const form = { draft, errors, setField };
  const licenseError = useFieldError(errors.licenseCategories);
  const skillsError = useFieldError(errors.specialSkills);
  const currentYear = new Date().getFullYear();
  return (
    <>
      <Section title={t('profile.sections.singing')}>
        <div className="sm:col-span-2">
          <Checkbox
            label={t('profile.fields.canSing')}
            checked={draft.canSing}
            onChange={(checked) => setField('canSing', checked)}
          />
        </div>
        {draft.canSing && (
          <>
            <SelectInput
              label={t('profile.fields.singingLevel')}
              value={draft.singingLevel}
              onChange={(value) => setField('singingLevel', value)}
              options={SINGING_LEVELS.map((value) => ({ value, label: t(`profile.levels.${value}`) }))}
              placeholder={t('profile.fields.levelPlaceholder')}
              error={errors.singingLevel}
            />
            <DraftInput field="singingCourses" form={form} />
          </>
        )}
      </Section>
      <Section title={t('profile.sections.license')}>
        <div className="sm:col-span-2">
          <Checkbox
            label={t('profile.fields.hasDriverLicense')}
            checked={draft.hasDriverLicense}
            onChange={(checked) => setField('hasDriverLicense', checked)}
          />
        </div>
        {draft.hasDriverLicense && (
          <>
            <FormField
              label={t('profile.fields.licenseCategories')}
              helper={editing ? t('profile.helpers.tagInput') : undefined}
              error={licenseError}
            >
              {(control) => (
                <TagInput
                  {...control}
                  testId="license-categories"
                  tags={draft.licenseCategories}
                  onChange={(tags) => setField('licenseCategories', tags)}
                  normalize={(value) => value.toUpperCase()}
                  addLabel={t('profile.actions.add')}
                  removeLabel={(tag) => t('profile.actions.remove', { item: tag })}
                />
              )}
            </FormField>
            <DraftInput
              field="licenseSince"
              form={form}
              type="number"
              inputMode="numeric"
              min={1950}
              max={currentYear}
            />
          </>
        )}
      </Section>
      <Section title={t('profile.sections.languageSkills')}>
        <DraftInput field="nativeLanguage" form={form} />
        <FormField
          label={t('profile.fields.specialSkills')}
          helper={editing ? t('profile.helpers.tagInput') : undefined}
          error={skillsError}
        >
          {(control) => (
            <TagInput
              {...control}
              testId="special-skills"
              tags={draft.specialSkills}
              onChange={(tags) => setField('specialSkills', tags)}
              addLabel={t('profile.actions.add')}
              removeLabel={(tag) => t('profile.actions.remove', { item: tag })}
            />
          )}
        </FormField>
      </Section>
    </>
  );
}

/** The profile's skill lists, each saved at once through /skills (for the profile target). */
export function SkillLists({ profile }: { profile: DraftTabProps['profile'] }) {
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <SkillList kind="language" items={profile.languages} />
      <SkillList kind="instrument" items={profile.instruments} />
      <SkillList kind="sport" items={profile.sports} />
      <SkillList kind="dance" items={profile.dances} />
      <SkillList kind="riding" items={profile.ridingSkills} />
    </div>
  );
}

export function SkillsTab(props: DraftTabProps) {
  const { t } = useTranslation();
  return (
    <div className="space-y-6">
      <fieldset disabled={!props.editing} className="min-w-0 space-y-6">
        <legend className="sr-only">{t('profile.tabs.skills')}</legend>
        <CategoriesSection {...props} />
        <AbilitiesSections {...props} />
      </fieldset>
      <SkillLists profile={props.profile} />
    </div>
  );
}
