import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { type DirectoryParams, directorySearch, readDirectoryParams } from './directory-query';

/** The search in the URL; any change but the page's own starts again at page 1. */
export function useDirectoryParams() {
  const [search, setSearch] = useSearchParams();
  const key = search.toString();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the query string is the identity
  const params = useMemo(() => readDirectoryParams(search), [key]);
  const update = useCallback(
    (changes: DirectoryParams) => setSearch(directorySearch({ ...params, page: undefined, ...changes })),
    [params, setSearch],
  );
  /** Everything cleared: the plain directory. */
  const reset = useCallback(() => setSearch(new URLSearchParams()), [setSearch]);
  return { params, update, reset, key };
}
