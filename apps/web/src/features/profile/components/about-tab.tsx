import { GENDERS } from '@talent/contract/auth';
import { CITIES } from '@talent/contract/cities';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { DraftTabProps } from './draft-props';
import { DraftInput, Section, SelectInput, TextArea } from './profile-fields';

const SOCIAL = ['facebookUrl', 'instagramUrl', 'tiktokUrl', 'otherSocialMedia'] as const;

interface PersonalProps extends DraftTabProps {
  /**
   * A child's profile (§2, §6): no names, secondary phone or occupation; gender and date of birth
   * shown read-only with this note (they change in the child's details).
   */
  lockedNote?: string | undefined;
}

/** Personal details: the own profile's, or a child's when `lockedNote` is given. */
export function PersonalSection({ profile, draft, errors, setField, lockedNote }: PersonalProps) {
  const { t } = useTranslation();
  const form = { draft, errors, setField };
  const citiesId = useId();
  const child = lockedNote !== undefined;
  // The own birth date is fixed once known (an ADMIN corrects it); a child's changes in its details.
  const birthDateNote = child ? lockedNote : profile.dateOfBirth ? t('profile.birthDateFixed') : undefined;
  return (
    <Section title={t('profile.sections.personal')}>
      {!child && (
        <>
          <DraftInput field="firstName" form={form} autoComplete="given-name" />
          <DraftInput field="lastName" form={form} autoComplete="family-name" />
        </>
      )}
      <DraftInput field="phone" form={form} type="tel" autoComplete={child ? 'off' : 'tel'} />
      {!child && <DraftInput field="phone2" form={form} type="tel" />}
      <SelectInput
        label={t('profile.fields.gender')}
        value={draft.gender}
        onChange={(value) => setField('gender', value)}
        options={GENDERS.map((value) => ({ value, label: t(`profile.genders.${value}`) }))}
        placeholder={t('profile.fields.genderPlaceholder')}
        error={errors.gender}
        disabled={child}
        helper={lockedNote}
        testId={child ? 'field-gender' : undefined}
      />
      <DraftInput
        field="dateOfBirth"
        form={form}
        type="date"
        disabled={birthDateNote !== undefined}
        helper={birthDateNote}
        testId="field-dateOfBirth"
      />
      <DraftInput field="residenceCity" form={form} list={citiesId} />
      <datalist id={citiesId}>
        {CITIES.map((city) => (
          <option key={city} value={city} />
        ))}
      </datalist>
      <DraftInput field="countryOfOrigin" form={form} />
      {!child && <DraftInput field="currentOccupation" form={form} />}
    </Section>
  );
}

export function SocialSection({ draft, errors, editing, setField }: DraftTabProps) {
  const { t } = useTranslation();
  const form = { draft, errors, setField };
  return (
    <Section title={t('profile.sections.social')}>
      {SOCIAL.map((field) => (
        <DraftInput
          key={field}
          field={field}
          form={form}
          type="url"
          helper={editing ? t('profile.helpers.url') : undefined}
        />
      ))}
    </Section>
  );
}

/** The biography, a textarea of 6 rows. */
export function BioSection({ draft, errors, setField }: DraftTabProps) {
  const { t } = useTranslation();
  return (
    <section className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-gray-200 sm:p-6">
      <h3 className="sr-only">{t('profile.sections.bio')}</h3>
      <TextArea
        label={t('profile.fields.bio')}
        rows={6}
        value={draft.bio}
        onChange={(value) => setField('bio', value)}
        error={errors.bio}
      />
    </section>
  );
}

export function AboutTab(props: DraftTabProps) {
  const { t } = useTranslation();
  return (
    <fieldset disabled={!props.editing} className="min-w-0 space-y-6">
      <legend className="sr-only">{t('profile.tabs.about')}</legend>
      <PersonalSection {...props} />
      <SocialSection {...props} />
      <BioSection {...props} />
    </fieldset>
  );
}
