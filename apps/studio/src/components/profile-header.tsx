import type { DirectoryProfile } from '@talent/contract/directory';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { TalentPhoto } from './talent-photo';

interface ProfileHeaderProps {
  talent: DirectoryProfile['talent'];
  /** The name (the page's h1) and what stands with it. */
  heading: ReactNode;
  /** What the page adds under the facts (an application's date, the actions). */
  children?: ReactNode;
}

/** Who this is at a glance: photo, name, age, gender, city, origin, occupation and categories. */
export function ProfileHeader({ talent, heading, children }: ProfileHeaderProps) {
  const { t } = useTranslation();
  const facts = [
    talent.age === null ? null : t('applicants.years', { count: talent.age }),
    talent.gender ? t(`applicants.genders.${talent.gender}`) : null,
    talent.residenceCity,
    talent.countryOfOrigin,
    talent.currentOccupation,
  ].filter(Boolean);
  return (
    <header className="flex flex-col gap-4 rounded-2xl bg-white p-4 ring-1 ring-gray-200 sm:flex-row sm:p-5">
      <TalentPhoto
        url={talent.profilePhotoUrl}
        thumbnailUrl={talent.profilePhotoThumbnailUrl}
        sizes="(min-width: 640px) 128px, 112px"
        className="size-28 shrink-0 rounded-xl sm:size-32"
      />
      <div className="min-w-0 flex-1 space-y-2">
        {heading}
        {facts.length > 0 && <p className="text-gray-800">{facts.join(' · ')}</p>}
        {talent.categories.length > 0 && (
          <p className="text-sm text-gray-700">
            {talent.categories.map((category) => t(`applicants.categories.${category}`)).join(', ')}
          </p>
        )}
        {children}
      </div>
    </header>
  );
}
