import type { ProfileGap } from '@talent/contract/profile';
import { Icon } from '@talent/ui/components/icons';
import { currentLanguage } from '@talent/ui/i18n';
import { useDisclosure } from '@talent/ui/use-disclosure';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { intlLocale } from '@/lib/format-date';

const ALL_GAPS: ProfileGap[] = ['basicInfo', 'physicalDetails', 'profilePhoto'];

interface ProfileCompletenessBannerProps {
  /** What `profileGaps` found missing; null when the profile could not be loaded (§4: incomplete). */
  gaps: ProfileGap[] | null;
}

/** §2 / §5: the dashboard's warning while the profile lacks basic info, physical details or a photo. */
export function ProfileCompletenessBanner({ gaps }: ProfileCompletenessBannerProps) {
  const { t } = useTranslation();
  const { expanded, panelId: explanationId, toggleProps } = useDisclosure();
  const titleId = useId();
  if (gaps && gaps.length === 0) return null;

  const missing = gaps
    ? new Intl.ListFormat(intlLocale(currentLanguage()), { type: 'conjunction' }).format(
        gaps.map((gap) => t(`dashboard.banner.gaps.${gap}`)),
      )
    : null;

  return (
    <section
      aria-labelledby={titleId}
      data-testid="profile-completeness-banner"
      className="rounded-2xl bg-amber-50 p-4 ring-1 ring-amber-200 sm:p-5"
    >
      <div className="flex gap-3">
        <Icon name="warning" className="mt-0.5 size-5 text-amber-700" />
        <div className="min-w-0 flex-1">
          <h2 id={titleId} className="font-semibold text-amber-950">
            {t('dashboard.banner.title')}
          </h2>
          <p className="mt-1 text-sm text-amber-950" data-testid="profile-gaps">
            {missing ? t('dashboard.banner.missing', { items: missing }) : t('dashboard.banner.unknown')}
          </p>
          <div className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-2">
            <Link
              to="/profile"
              className="inline-flex items-center rounded-lg bg-amber-800 px-3 py-2 text-sm font-semibold text-white hover:bg-amber-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-800"
            >
              {t('dashboard.banner.complete')}
            </Link>
            <button
              type="button"
              {...toggleProps}
              className="rounded-md text-sm font-medium text-amber-950 underline underline-offset-2 hover:text-amber-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-800"
            >
              {expanded ? t('dashboard.banner.showLess') : t('dashboard.banner.learnMore')}
            </button>
          </div>
          <div id={explanationId} hidden={!expanded} className="mt-3 text-sm text-amber-950">
            <p>{t('dashboard.banner.explanation.intro')}</p>
            <ul className="mt-2 list-disc space-y-1 pl-5">
              {ALL_GAPS.map((gap) => (
                <li key={gap}>{t(`dashboard.banner.explanation.${gap}`)}</li>
              ))}
            </ul>
          </div>
        </div>
      </div>
    </section>
  );
}
