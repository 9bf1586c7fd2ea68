import { useTranslation } from 'react-i18next';
import type { DraftTabProps } from './draft-props';
import { DraftInput, Section } from './profile-fields';
import { SkillList } from './skill-list';

const LOOK = ['hairColor', 'hairLength', 'eyeColor', 'ethnicity'] as const;
const SIZES = ['shoeSize', 'pantsSize', 'shirtSize'] as const;
const MEASUREMENTS = ['bust', 'waist', 'hips'] as const;
// The number fields' own bounds for height and weight.
const BOUNDS = { height: { min: 100, max: 250 }, weight: { min: 30, max: 200 } } as const;
const NUMBER = { type: 'number', inputMode: 'numeric' } as const;

export function PhysicalTab({ profile, draft, errors, editing, setField }: DraftTabProps) {
  const { t } = useTranslation();
  const form = { draft, errors, setField };
  // §5: bust, waist and hips exist only for FEMALE (the gender being edited counts).
  const female = draft.gender === 'FEMALE';
  return (
    <div className="space-y-6">
      <fieldset disabled={!editing} className="min-w-0 space-y-6">
        <legend className="sr-only">{t('profile.tabs.physical')}</legend>
        <Section title={t('profile.sections.body')}>
          {(['height', 'weight'] as const).map((field) => (
            <DraftInput key={field} field={field} form={form} {...NUMBER} {...BOUNDS[field]} />
          ))}
        </Section>
        {female && (
          <Section title={t('profile.sections.measurements')}>
            {MEASUREMENTS.map((field) => (
              <DraftInput key={field} field={field} form={form} {...NUMBER} testId={`field-${field}`} />
            ))}
          </Section>
        )}
        <Section title={t('profile.sections.look')}>
          {LOOK.map((field) => (
            <DraftInput key={field} field={field} form={form} />
          ))}
        </Section>
        <Section title={t('profile.sections.sizes')}>
          {SIZES.map((field) => (
            <DraftInput key={field} field={field} form={form} />
          ))}
        </Section>
      </fieldset>
      <SkillList kind="distinctive-mark" items={profile.distinctiveMarks} />
    </div>
  );
}
