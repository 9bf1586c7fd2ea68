import type { ApplicantDetail } from '@talent/contract/studio';
import { currentLanguage } from '@talent/ui/i18n';
import { textLinkClassName } from '@talent/ui/link-styles';
import { useTranslation } from 'react-i18next';
import { ProfileHeader } from '@/components/profile-header';
import { useCasting } from '../api/get-casting';
import { formatDay } from '../format-day';
import { MinorContact } from './applicant-name';
import { ApplicantStatusBadge } from './applicant-status-badge';

/** The applicant at a glance: the profile's header with the status, the date applied and a child's guardian. */
export function ApplicantSummary({ detail, name }: { detail: ApplicantDetail; name: string }) {
  const { t } = useTranslation();
  const casting = useCasting(detail.castingId);
  const { talent, guardian } = detail;
  return (
    <ProfileHeader
      talent={talent}
      heading={
        <>
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
        </>
      }
    >
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
    </ProfileHeader>
  );
}
