import type { ApplicantDetail } from '@talent/contract/studio';
import { currentLanguage } from '@talent/ui/i18n';
import { textLinkClassName } from '@talent/ui/link-styles';
import { useTranslation } from 'react-i18next';
import { TalentPhoto } from '@/components/talent-photo';
import { useCasting } from '../api/get-casting';
import { formatDay } from '../format-day';
import { MinorContact } from './applicant-name';
import { ApplicantStatusBadge } from './applicant-status-badge';

/** Who this is at a glance: photo, name, status, age, city, categories, and a child's guardian. */
export function ApplicantSummary({ detail, name }: { detail: ApplicantDetail; name: string }) {
  const { t } = useTranslation();
  const casting = useCasting(detail.castingId);
  const { talent, guardian } = detail;
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
        {casting.data && <p className="text-sm text-gray-600">{casting.data.title}</p>}
        <div className="flex flex-wrap items-center gap-3">
          <h1
            className="text-2xl font-bold tracking-tight break-words text-gray-900"
            data-testid="applicant-name"
          >
            {name}
          </h1>
          <ApplicantStatusBadge status={detail.status} />
        </div>
        {facts.length > 0 && <p className="text-gray-800">{facts.join(' · ')}</p>}
        {talent.categories.length > 0 && (
          <p className="text-sm text-gray-700">
            {talent.categories.map((category) => t(`applicants.categories.${category}`)).join(', ')}
          </p>
        )}
        <p className="text-sm text-gray-600">
          {t('applicants.detail.appliedOn', { date: formatDay(detail.appliedAt, currentLanguage()) })}
        </p>
        {detail.isMinor && (
          <div className="space-y-1" data-testid="guardian-contact">
            <MinorContact guardian={guardian} />
            {guardian && (
              <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
                <a href={`mailto:${guardian.email}`} className={`${textLinkClassName} break-all`}>
                  {guardian.email}
                </a>
                {guardian.phone && (
                  <a href={`tel:${guardian.phone}`} className={textLinkClassName}>
                    {guardian.phone}
                  </a>
                )}
              </p>
            )}
          </div>
        )}
      </div>
    </header>
  );
}
