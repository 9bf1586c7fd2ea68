import { CURRENCY } from '@talent/contract/castings';
import type { SavedSearchFilters } from '@talent/contract/notifications';
import { projectTypeText } from '@talent/ui/components/casting-labels';
import type { AppLanguage } from '@talent/ui/i18n';
import type { TFunction } from 'i18next';
import { formatMoney } from '@/lib/format-number';
import { remunerationErrors } from '../components/castings-filters';
import { type CastingListParams, isCity, toSearchString } from '../hooks/use-casting-list-params';

/** The contract's longest name (NOTIFICATION_MESSAGES.savedSearchNameTooLong). */
const NAME_MAX = 60;

/**
 * The castings page's URL as a saved search keeps it: the search text and the filters the list
 * uses (an invalid amount of a hand-edited link is left out, as the list leaves it out), amounts as
 * numbers, nothing empty, never the page.
 */
export function savedSearchFiltersOf(params: CastingListParams): SavedSearchFilters {
  const errors = remunerationErrors(params.minRemuneration, params.maxRemuneration);
  const filters: SavedSearchFilters = {};
  if (params.q) filters.q = params.q;
  if (params.location) filters.location = params.location;
  if (params.minRemuneration && !errors.minRemuneration)
    filters.minRemuneration = Number(params.minRemuneration);
  if (params.maxRemuneration && !errors.maxRemuneration)
    filters.maxRemuneration = Number(params.maxRemuneration);
  return filters;
}

export function hasSavedSearchFilters(filters: SavedSearchFilters): boolean {
  return Object.values(filters).some((value) => value !== undefined && value !== '');
}

/** The castings page that shows a saved search: `/castings?q=…&location=…`, on its first page. */
export function savedSearchPath(filters: SavedSearchFilters): string {
  const amount = (value: number | undefined) => (value === undefined ? '' : String(value));
  const search = new URLSearchParams(
    toSearchString({
      q: filters.q ?? '',
      location: filters.location && isCity(filters.location) ? filters.location : '',
      minRemuneration: amount(filters.minRemuneration),
      maxRemuneration: amount(filters.maxRemuneration),
      page: 1,
    }),
  );
  // Not a filter of the page (yet): kept in the link so the search opens as it was saved.
  if (filters.projectType) search.set('projectType', filters.projectType);
  const query = search.toString();
  return query ? `/castings?${query}` : '/castings';
}

/** A name that says what the search is about, e.g. "Bucuresti · de la 500 RON" (at most 60 characters). */
export function defaultSavedSearchName(
  t: TFunction,
  filters: SavedSearchFilters,
  language: AppLanguage,
): string {
  const money = (amount: number) => formatMoney(amount, CURRENCY, language);
  const parts: string[] = [];
  if (filters.q) parts.push(t('castings.savedSearches.nameSearch', { value: filters.q }));
  if (filters.location) parts.push(filters.location);
  if (filters.projectType) parts.push(projectTypeText(t, filters.projectType));
  const { minRemuneration: min, maxRemuneration: max } = filters;
  if (min !== undefined && max !== undefined) {
    parts.push(t('castings.savedSearches.nameBetween', { min: money(min), max: money(max) }));
  } else if (min !== undefined) {
    parts.push(t('castings.savedSearches.nameFrom', { value: money(min) }));
  } else if (max !== undefined) {
    parts.push(t('castings.savedSearches.nameUpTo', { value: money(max) }));
  }
  const name = parts.join(' · ');
  return name.length > NAME_MAX ? `${name.slice(0, NAME_MAX - 1).trimEnd()}…` : name;
}

/** The filters in words, as the page's chips say them: "Location: Cluj-Napoca · Min: RON 500". */
export function savedSearchFiltersText(
  t: TFunction,
  filters: SavedSearchFilters,
  language: AppLanguage,
): string {
  const money = (amount: number) => formatMoney(amount, CURRENCY, language);
  const parts: string[] = [];
  if (filters.q) parts.push(t('castings.list.chipSearch', { value: filters.q }));
  if (filters.location) parts.push(t('castings.list.chipLocation', { value: filters.location }));
  if (filters.projectType) {
    parts.push(t('castings.savedSearches.projectType', { value: projectTypeText(t, filters.projectType) }));
  }
  if (filters.minRemuneration !== undefined)
    parts.push(t('castings.list.chipMin', { value: money(filters.minRemuneration) }));
  if (filters.maxRemuneration !== undefined)
    parts.push(t('castings.list.chipMax', { value: money(filters.maxRemuneration) }));
  return parts.length > 0 ? parts.join(' · ') : t('castings.savedSearches.noFilters');
}
