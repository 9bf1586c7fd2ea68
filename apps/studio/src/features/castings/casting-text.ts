import type { ProjectType } from '@talent/contract/castings';
import type { MinorSchedule } from '@talent/contract/child-work';
import { parseIsoDate } from '@talent/contract/dates';
import type { AppLanguage } from '@talent/ui/i18n';
import type { TFunction } from 'i18next';

const LOCALES: Record<AppLanguage, string> = { ro: 'ro-RO', en: 'en-GB' };

/**
 * A casting's calendar day ('YYYY-MM-DD') in the active language. Formatted in UTC from its own
 * parts, so no time zone can move it to the day before.
 */
export function formatCalendarDate(value: string, language: AppLanguage): string {
  const date = parseIsoDate(value.slice(0, 10));
  if (!date) return value;
  return new Intl.DateTimeFormat(LOCALES[language], { dateStyle: 'medium', timeZone: 'UTC' }).format(
    new Date(Date.UTC(date.year, date.month - 1, date.day)),
  );
}

export function projectTypeText(t: TFunction, projectType: ProjectType): string {
  // A type added on the server before the studio knows it shows as sent rather than as a key.
  return t(`castings.projectType.${projectType}`, { defaultValue: projectType });
}

/**
 * A casting's hours for children (HG 75/2015): '10:00–12:00, 2 days'. Romanian says "20 de zile"
 * from twenty on (and for whole hundreds), hence a third form.
 */
export function minorScheduleText(t: TFunction, schedule: MinorSchedule): string {
  const { dailyStart: start, dailyEnd: end, days } = schedule;
  if (days === 1) return t('castings.minorSchedule.valueOne', { start, end });
  const rest = days % 100;
  if (rest === 0 || rest >= 20) return t('castings.minorSchedule.valueMany', { start, end, days });
  return t('castings.minorSchedule.value', { start, end, days });
}
