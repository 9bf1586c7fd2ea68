import type { Casting, ProjectType } from '@talent/contract/castings';
import type { MinorSchedule } from '@talent/contract/child-work';
import { todayIsoDate } from '@talent/contract/dates';
import type { AppLanguage } from '@talent/ui/i18n';
import type { TFunction } from 'i18next';
import { formatCalendarDate } from '@/lib/format-date';
import { formatMoney } from '@/lib/format-number';

/** How a casting's fields read to a person, in the active language (§2, §9). */

export function remunerationText(
  t: TFunction,
  remuneration: Casting['remuneration'],
  language: AppLanguage,
): string {
  if (!remuneration) return t('castings.notSpecified');
  const amount = formatMoney(remuneration.amount, remuneration.currency || 'RON', language);
  return t(`castings.remuneration.${remuneration.type}`, { amount });
}

export function ageRangesText(t: TFunction, ageRanges: Casting['ageRanges']): string {
  if (ageRanges.length === 0) return t('castings.anyAge');
  return ageRanges.map(({ min, max }) => t('castings.ageRange', { min, max })).join(', ');
}

/** No gender asked for reads 'Oricare' / 'Any' (§2). */
export function genderText(t: TFunction, gender: Casting['gender']): string {
  return gender ? t(`castings.gender.${gender}`) : t('castings.gender.any');
}

export function dateText(t: TFunction, value: string | null, language: AppLanguage): string {
  return value ? formatCalendarDate(value, language) : t('castings.notSpecified');
}

/**
 * Whether the casting day is behind the person's own today. Both are calendar days ('YYYY-MM-DD'),
 * compared as such, so no time zone moves the casting into the past a day early. On its day a
 * casting is not past yet.
 */
export function castingDatePassed(castingDate: string | null, today: string = todayIsoDate()): boolean {
  return castingDate !== null && castingDate.slice(0, 10) < today;
}

export function projectTypeText(t: TFunction, projectType: ProjectType): string {
  // A type added on the server before the web knows it shows as sent rather than as a key.
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
