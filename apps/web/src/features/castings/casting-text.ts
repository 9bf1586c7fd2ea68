import type { Casting } from '@talent/contract/castings';
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
