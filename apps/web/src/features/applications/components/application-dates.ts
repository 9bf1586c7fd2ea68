import type { Application } from '@talent/contract/applications';
import { formatDateTime } from '@/lib/format-date';
import type { AppLanguage } from '@/lib/i18n';

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
