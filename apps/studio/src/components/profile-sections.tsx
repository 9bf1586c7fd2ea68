// Shared by the applicant review and the talent directory's profile page: the profile's sections as
// the studio shows them (an applicant's detail is a directory profile with contact details added).
import type { DirectoryProfile } from '@talent/contract/directory';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { type Fact, FactList } from '@/components/fact-list';

type Talent = DirectoryProfile['talent'];

interface DetailSectionProps {
  title: string;
  children: ReactNode;
  id: string;
  /** A button beside the heading (the section's own action). */
  action?: ReactNode;
}

export function DetailSection({ title, children, id, action }: DetailSectionProps) {
  const heading = (
    <h2 id={id} className={`text-base font-semibold text-gray-900 ${action ? '' : 'mb-3'}`}>
      {title}
    </h2>
  );
  return (
    <section aria-labelledby={id} className="rounded-2xl bg-white p-4 ring-1 ring-gray-200 sm:p-5">
      {action ? (
        <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
          {heading}
          {action}
        </div>
      ) : (
        heading
      )}
      {children}
    </section>
  );
}

/** Measurements, sizes and looks: what a casting is matched on first. */
export function BodySection({ talent }: { talent: Talent }) {
  const { t } = useTranslation();
  const cm = (value: number | null) => (value === null ? null : t('applicants.cm', { value }));
  const facts: (Fact | null)[] = [
    [t('applicants.detail.fields.height'), cm(talent.height)],
    [
      t('applicants.detail.fields.weight'),
      talent.weight === null ? null : t('applicants.kg', { value: talent.weight }),
    ],
    [t('applicants.detail.fields.bust'), cm(talent.bust)],
    [t('applicants.detail.fields.waist'), cm(talent.waist)],
    [t('applicants.detail.fields.hips'), cm(talent.hips)],
    [t('applicants.detail.fields.shoeSize'), talent.shoeSize],
    [t('applicants.detail.fields.pantsSize'), talent.pantsSize],
    [t('applicants.detail.fields.shirtSize'), talent.shirtSize],
    [t('applicants.detail.fields.hairColor'), talent.hairColor],
    [t('applicants.detail.fields.hairLength'), talent.hairLength],
    [t('applicants.detail.fields.eyeColor'), talent.eyeColor],
    [t('applicants.detail.fields.ethnicity'), talent.ethnicity],
  ];
  return (
    <DetailSection id="section-body" title={t('applicants.detail.body')}>
      <FactList facts={facts} empty={t('applicants.detail.nothing')} />
    </DetailSection>
  );
}

/** Languages, singing, instruments, sports, dances, riding, driving, special skills and marks. */
export function SkillsSection({ talent }: { talent: Talent }) {
  const { t } = useTranslation();
  const level = (value: string) => t(`applicants.levels.${value}` as 'applicants.levels.AMATEUR');
  const list = (items: string[]) => (items.length > 0 ? items.join(', ') : null);
  const facts: (Fact | null)[] = [
    [t('applicants.detail.fields.nativeLanguage'), talent.nativeLanguage],
    [
      t('applicants.detail.fields.languages'),
      list(
        talent.languages.map((item) => `${item.language} (${t(`applicants.languageLevels.${item.level}`)})`),
      ),
    ],
    [
      t('applicants.detail.fields.singing'),
      talent.canSing
        ? [
            talent.singingLevel ? level(talent.singingLevel) : t('applicants.detail.yes'),
            talent.singingCourses,
          ]
            .filter(Boolean)
            .join(' · ')
        : null,
    ],
    [
      t('applicants.detail.fields.instruments'),
      list(talent.instruments.map((item) => `${item.instrument} (${level(item.level)})`)),
    ],
    [
      t('applicants.detail.fields.sports'),
      list(talent.sports.map((item) => `${item.sport} (${level(item.level)})`)),
    ],
    [
      t('applicants.detail.fields.dances'),
      list(talent.dances.map((item) => `${item.genre} (${level(item.level)})`)),
    ],
    [
      t('applicants.detail.fields.riding'),
      list(talent.ridingSkills.map((item) => `${item.activity} (${level(item.level)})`)),
    ],
    [
      t('applicants.detail.fields.driverLicense'),
      talent.hasDriverLicense
        ? [talent.licenseCategories.join(', ') || t('applicants.detail.yes'), talent.licenseSince]
            .filter(Boolean)
            .join(' · ')
        : null,
    ],
    [t('applicants.detail.fields.specialSkills'), list(talent.specialSkills)],
    [
      t('applicants.detail.fields.distinctiveMarks'),
      list(
        talent.distinctiveMarks.map(
          (mark) =>
            `${t(`applicants.markTypes.${mark.type}`)}: ${mark.location}${mark.description ? ` (${mark.description})` : ''}`,
        ),
      ),
    ],
    [t('applicants.detail.fields.actingUniversity'), talent.actingUniversity],
    [t('applicants.detail.fields.danceTraining'), talent.danceTraining],
  ];
  return (
    <DetailSection id="section-skills" title={t('applicants.detail.skills')}>
      <FactList facts={facts} empty={t('applicants.detail.nothing')} />
    </DetailSection>
  );
}
