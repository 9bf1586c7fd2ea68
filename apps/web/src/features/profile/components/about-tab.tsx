import { GENDERS } from '@talent/contract/auth';
import { CITIES } from '@talent/contract/cities';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { DraftTabProps } from './draft-props';
import { Section, SelectInput, TextArea, TextInput } from './profile-fields';

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
  const citiesId = useId();
  const child = lockedNote !== undefined;
  // The own birth date is fixed once known (an ADMIN corrects it); a child's changes in its details.
  const birthDateNote = child ? lockedNote : profile.dateOfBirth ? t('profile.birthDateFixed') : undefined;
  return (
    <Section title={t('profile.sections.personal')}>
      {!child && (
        <>
          <TextInput
            label={t('profile.fields.firstName')}
            value={draft.firstName}
            onChange={(value) => setField('firstName', value)}
            error={errors.firstName}
            autoComplete="given-name"
          />
          <TextInput
            label={t('profile.fields.lastName')}
            value={draft.lastName}
            onChange={(value) => setField('lastName', value)}
            error={errors.lastName}
            autoComplete="family-name"
          />
        </>
      )}
      <TextInput
        label={t('profile.fields.phone')}
        type="tel"
        value={draft.phone}
        onChange={(value) => setField('phone', value)}
        error={errors.phone}
        autoComplete={child ? 'off' : 'tel'}
      />
      {!child && (
        <TextInput
          label={t('profile.fields.phone2')}
          type="tel"
          value={draft.phone2}
          onChange={(value) => setField('phone2', value)}
          error={errors.phone2}
        />
      )}
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
      <TextInput
        label={t('profile.fields.dateOfBirth')}
        type="date"
        value={draft.dateOfBirth}
        onChange={(value) => setField('dateOfBirth', value)}
        error={errors.dateOfBirth}
        disabled={birthDateNote !== undefined}
        helper={birthDateNote}
        testId="field-dateOfBirth"
      />
      <TextInput
        label={t('profile.fields.residenceCity')}
        value={draft.residenceCity}
        onChange={(value) => setField('residenceCity', value)}
        error={errors.residenceCity}
        list={citiesId}
      />
      <datalist id={citiesId}>
        {CITIES.map((city) => (
          <option key={city} value={city} />
        ))}
      </datalist>
      <TextInput
        label={t('profile.fields.countryOfOrigin')}
        value={draft.countryOfOrigin}
        onChange={(value) => setField('countryOfOrigin', value)}
        error={errors.countryOfOrigin}
      />
      {!child && (
        <TextInput
          label={t('profile.fields.currentOccupation')}
          value={draft.currentOccupation}
          onChange={(value) => setField('currentOccupation', value)}
          error={errors.currentOccupation}
        />
      )}
    </Section>
  );
}

export function SocialSection({ draft, errors, editing, setField }: DraftTabProps) {
  const { t } = useTranslation();
  return (
    <Section title={t('profile.sections.social')}>
      {SOCIAL.map((field) => (
        <TextInput
          key={field}
          label={t(`profile.fields.${field}`)}
          type="url"
          value={draft[field]}
          onChange={(value) => setField(field, value)}
          error={errors[field]}
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
