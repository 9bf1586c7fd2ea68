import type { Application } from '@talent/contract/applications';
import { type AppLanguage, currentLanguage } from '@talent/ui/i18n';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/lib/format-date';

/**
 * Applied-at and updated-at as the person reads them; updated-at only when it reads differently
 * (§2): a status change the same minute as the application is no news.
 */
export function applicationDates(
  application: Pick<Application, 'appliedAt' | 'updatedAt'>,
  language: AppLanguage,
): { applied: string; updated: string | null } {
  const applied = formatDateTime(application.appliedAt, language);
  const updated = formatDateTime(application.updatedAt, language);
  return { applied, updated: updated === applied ? null : updated };
}

/** How a card and the detail head an application: the casting's title (or 'Unknown Casting') and the dates. */
export function useApplicationHeading(application: Application) {
  const { t } = useTranslation();
  return {
    title: application.casting?.title || t('applications.unknownCasting'),
    ...applicationDates(application, currentLanguage()),
  };
}
