import { CITIES, type City } from '@talent/contract/cities';
import { useCallback, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router';

/**
 * The castings list's state lives in the URL (`?q=…&location=…&minRemuneration=…&maxRemuneration=…&page=…`):
 * a reload or a shared link shows the same results, and back/forward walk through them.
 */
export interface CastingListParams {
  q: string;
  location: City | '';
  /** As typed: the form shows it even when invalid, the list query uses it only when valid. */
  minRemuneration: string;
  maxRemuneration: string;
  page: number;
}

export type FilterKey = 'location' | 'minRemuneration' | 'maxRemuneration';
export const FILTER_KEYS: readonly FilterKey[] = ['location', 'minRemuneration', 'maxRemuneration'];

// Written in this order so equal states give equal URLs (and equal query keys).
const KEYS = ['q', 'location', 'minRemuneration', 'maxRemuneration', 'page'] as const;

export function isCity(value: string): value is City {
  return (CITIES as readonly string[]).includes(value);
}

export function parseCastingListParams(search: URLSearchParams): CastingListParams {
  const location = search.get('location') ?? '';
  const page = Number(search.get('page'));
  return {
    q: (search.get('q') ?? '').trim(),
    location: isCity(location) ? location : '',
    minRemuneration: (search.get('minRemuneration') ?? '').trim(),
    maxRemuneration: (search.get('maxRemuneration') ?? '').trim(),
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

export function toSearchString(params: CastingListParams): string {
  const search = new URLSearchParams();
  for (const key of KEYS) {
    const value = params[key];
    if (key === 'page' ? value !== 1 : value !== '') search.set(key, String(value));
  }
  return search.toString();
}

export interface UpdateOptions {
  /** Replace the history entry instead of adding one (refining a search while typing). */
  replace?: boolean;
}

export function useCastingListParams() {
  const [searchParams, setSearchParams] = useSearchParams();
  const params = useMemo(() => parseCastingListParams(searchParams), [searchParams]);

  // react-router's setter resolves against the params of the render it came from; debounced writes
  // fire later, so they must read the latest ones or they would undo a change made meanwhile.
  const latest = useRef({ params, setSearchParams });
  latest.current = { params, setSearchParams };

  /** Any change but the page itself goes back to the first page. */
  const update = useCallback((changes: Partial<CastingListParams>, options: UpdateOptions = {}) => {
    const { params: current, setSearchParams: set } = latest.current;
    const next: CastingListParams = { ...current, page: 1, ...changes };
    if (toSearchString(next) === toSearchString(current)) return;
    set(new URLSearchParams(toSearchString(next)), { replace: options.replace ?? false });
  }, []);

  const clearAll = useCallback(
    () => update({ q: '', location: '', minRemuneration: '', maxRemuneration: '' }),
    [update],
  );

  return { params, update, clearAll };
}
