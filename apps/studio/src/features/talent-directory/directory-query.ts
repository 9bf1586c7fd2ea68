/**
 * The directory's search as its URL keeps it (DESIGN §11): a reload shows the same results and a
 * copied link opens them for a colleague. Values travel as the URL has them: one the API does not know
 * (an old or hand-edited link) is refused by the server with its field named, and the page says so,
 * rather than being dropped here without a word.
 */

export const DIRECTORY_FILTERS = [
  'q',
  'gender',
  'ageMin',
  'ageMax',
  'heightMin',
  'heightMax',
  'city',
  'category',
  'eyeColor',
  'hairColor',
  'language',
  'languageLevel',
  'skill',
  'hasVideo',
] as const;
export type DirectoryFilter = (typeof DIRECTORY_FILTERS)[number];

/** Every filter (absent: any), the sort and the page, as text. */
export type DirectoryParams = Partial<Record<DirectoryFilter | 'sort' | 'page', string>>;

/** Fills rows of 2, 3 and 4 cards; the API allows up to 50. */
export const DIRECTORY_PAGE_SIZE = 24;

const KEYS = [...DIRECTORY_FILTERS, 'sort', 'page'] as const;

export function readDirectoryParams(search: URLSearchParams): DirectoryParams {
  const params: DirectoryParams = {};
  for (const key of KEYS) {
    const value = search.get(key)?.trim();
    if (value) params[key] = value;
  }
  return params;
}

/** The URL's query: only what is set, page 1 and the default sort left out. */
export function directorySearch(params: DirectoryParams): URLSearchParams {
  const search = new URLSearchParams();
  for (const key of KEYS) {
    const value = params[key];
    if (value) search.set(key, value);
  }
  if (search.get('page') === '1') search.delete('page');
  if (search.get('sort') === 'relevance') search.delete('sort');
  return search;
}

/** The API's query: the URL's, with the page size. */
export function directoryApiSearch(params: DirectoryParams): URLSearchParams {
  const search = directorySearch(params);
  search.set('pageSize', String(DIRECTORY_PAGE_SIZE));
  return search;
}

export function hasDirectoryFilters(params: DirectoryParams): boolean {
  return DIRECTORY_FILTERS.some((key) => params[key]);
}
