import { APPLICANT_SORTS, SORT_ORDERS } from '@talent/contract/applicant-sorts';
import type { ApplicationStatus } from '@talent/contract/application-statuses';
import { GENDERS, type Gender } from '@talent/contract/genders';
import { TALENT_CATEGORIES, type TalentCategory } from '@talent/contract/talent-categories';

export const APPLICANT_STATUSES: readonly ApplicationStatus[] = [
  'PENDING',
  'REVIEWED',
  'SHORTLISTED',
  'ACCEPTED',
  'REJECTED',
];

export type ApplicantSort = (typeof APPLICANT_SORTS)[number];
export type SortOrder = (typeof SORT_ORDERS)[number];

/** The list's filters, sort and page as the URL keeps them; absent means "any". */
export interface ApplicantListParams {
  status?: ApplicationStatus;
  gender?: Gender;
  ageMin?: number;
  ageMax?: number;
  heightMin?: number;
  heightMax?: number;
  city?: string;
  category?: TalentCategory;
  q?: string;
  sort: ApplicantSort;
  order: SortOrder;
  page: number;
}

export type FilterKey =
  | 'gender'
  | 'ageMin'
  | 'ageMax'
  | 'heightMin'
  | 'heightMax'
  | 'city'
  | 'category'
  | 'q';

/** A screenful that fills rows of 2, 3 and 4 cards; the API allows up to 50. */
export const APPLICANTS_PAGE_SIZE = 24;

const DEFAULT_SORT: ApplicantSort = 'appliedAt';
const DEFAULT_ORDER: SortOrder = 'desc';

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined =>
  value !== null && (values as readonly string[]).includes(value) ? (value as T) : undefined;

function wholeNumber(value: string | null, max: number): number | undefined {
  if (value === null || value.trim() === '') return undefined;
  const number = Number(value);
  return Number.isInteger(number) && number >= 0 && number <= max ? number : undefined;
}

function text(value: string | null): string | undefined {
  const trimmed = value?.trim().slice(0, 100);
  return trimmed ? trimmed : undefined;
}

/**
 * Reads the list's state from the URL. A value the API would refuse (a hand-edited or old link) is
 * dropped rather than failing the whole screen.
 */
export function readListParams(search: URLSearchParams): ApplicantListParams {
  const page = Number(search.get('page'));
  const params: ApplicantListParams = {
    status: oneOf(APPLICANT_STATUSES, search.get('status')),
    gender: oneOf(GENDERS, search.get('gender')),
    ageMin: wholeNumber(search.get('ageMin'), 120),
    ageMax: wholeNumber(search.get('ageMax'), 120),
    heightMin: wholeNumber(search.get('heightMin'), 300),
    heightMax: wholeNumber(search.get('heightMax'), 300),
    city: text(search.get('city')),
    category: oneOf(TALENT_CATEGORIES, search.get('category')),
    q: text(search.get('q')),
    sort: oneOf(APPLICANT_SORTS, search.get('sort')) ?? DEFAULT_SORT,
    order: oneOf(SORT_ORDERS, search.get('order')) ?? DEFAULT_ORDER,
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
  // A range the wrong way round would be a 400: keep its lower end only.
  if (params.ageMin !== undefined && params.ageMax !== undefined && params.ageMin > params.ageMax)
    params.ageMax = undefined;
  if (params.heightMin !== undefined && params.heightMax !== undefined && params.heightMin > params.heightMax)
    params.heightMax = undefined;
  return params;
}

/** The filters as query-string pairs (no sort, order or page): shared by the URL, the API and the CSV. */
function filterEntries(params: ApplicantListParams): [string, string][] {
  const entries: [string, string][] = [];
  for (const key of [
    'status',
    'gender',
    'ageMin',
    'ageMax',
    'heightMin',
    'heightMax',
    'city',
    'category',
    'q',
  ] as const) {
    const value = params[key];
    if (value !== undefined && value !== '') entries.push([key, String(value)]);
  }
  return entries;
}

/** The URL's query: defaults left out, so the plain list has a plain address. */
export function listSearch(params: ApplicantListParams): URLSearchParams {
  const search = new URLSearchParams(filterEntries(params));
  if (params.sort !== DEFAULT_SORT) search.set('sort', params.sort);
  if (params.order !== DEFAULT_ORDER) search.set('order', params.order);
  if (params.page > 1) search.set('page', String(params.page));
  return search;
}

/** The API's query: everything spelled out, with the page size. */
export function apiSearch(params: ApplicantListParams): URLSearchParams {
  const search = new URLSearchParams(filterEntries(params));
  search.set('sort', params.sort);
  search.set('order', params.order);
  search.set('page', String(params.page));
  search.set('pageSize', String(APPLICANTS_PAGE_SIZE));
  return search;
}

/** The CSV holds every row of the filter in the given language: no page, no page size. */
export function csvSearch(params: ApplicantListParams, lang: string): URLSearchParams {
  const search = new URLSearchParams(filterEntries(params));
  search.set('sort', params.sort);
  search.set('order', params.order);
  search.set('lang', lang);
  return search;
}

/** True when any filter but the status is set: "Clear filters" has something to do. */
export function hasFilters(params: ApplicantListParams): boolean {
  return filterEntries({ ...params, status: undefined }).length > 0;
}
