import { useTranslation } from 'react-i18next';
import type { DraftTabProps } from './draft-props';
import { Section, TextInput } from './profile-fields';
import { SkillList } from './skill-list';

const LOOK = ['hairColor', 'hairLength', 'eyeColor', 'ethnicity'] as const;
const SIZES = ['shoeSize', 'pantsSize', 'shirtSize'] as const;
const MEASUREMENTS = ['bust', 'waist', 'hips'] as const;

export function PhysicalTab({ profile, draft, errors, editing, setField }: DraftTabProps) {
  const { t } = useTranslation();
  // §5: bust, waist and hips exist only for FEMALE (the gender being edited counts).
  const female = draft.gender === 'FEMALE';
  return (
    <div className="space-y-6">
      <fieldset disabled={!editing} className="min-w-0 space-y-6">
        <legend className="sr-only">{t('profile.tabs.physical')}</legend>
        <Section title={t('profile.sections.body')}>
          {(['height', 'weight'] as const).map((field) => (
            <TextInput
              key={field}
              label={t(`profile.fields.${field}`)}
              type="number"
              inputMode="numeric"
              min={field === 'height' ? 100 : 30}
              max={field === 'height' ? 250 : 200}
              value={draft[field]}
              onChange={(value) => setField(field, value)}
              error={errors[field]}
            />
          ))}
        </Section>
        {female && (
          <Section title={t('profile.sections.measurements')}>
            {MEASUREMENTS.map((field) => (
              <TextInput
                key={field}
                label={t(`profile.fields.${field}`)}
                type="number"
                inputMode="numeric"
                value={draft[field]}
                onChange={(value) => setField(field, value)}
                error={errors[field]}
                testId={`field-${field}`}
              />
            ))}
          </Section>
        )}
        <Section title={t('profile.sections.look')}>
          {LOOK.map((field) => (
            <TextInput
              key={field}
              label={t(`profile.fields.${field}`)}
              value={draft[field]}
              onChange={(value) => setField(field, value)}
              error={errors[field]}
            />
          ))}
        </Section>
        <Section title={t('profile.sections.sizes')}>
          {SIZES.map((field) => (
            <TextInput
              key={field}
              label={t(`profile.fields.${field}`)}
              value={draft[field]}
              onChange={(value) => setField(field, value)}
              error={errors[field]}
            />
          ))}
        </Section>
      </fieldset>
      <SkillList kind="distinctive-mark" items={profile.distinctiveMarks} />
    </div>
  );
}
