import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { type ApplicantListParams, listSearch, readListParams } from './applicant-query';

export type ApplicantsView = 'grid' | 'table';

/**
 * The list's filters, sort, page and view, kept in the URL: a reload, the back button or a shared
 * link shows the same list. Any change but the page's own starts again at page 1.
 */
export function useApplicantListParams() {
  const [search, setSearch] = useSearchParams();
  const key = search.toString();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the query string is the identity
  const params = useMemo(() => readListParams(search), [key]);
  const view: ApplicantsView = search.get('view') === 'table' ? 'table' : 'grid';

  const write = useCallback(
    (next: ApplicantListParams, nextView: ApplicantsView) => {
      const query = listSearch(next);
      if (nextView === 'table') query.set('view', 'table');
      setSearch(query);
    },
    [setSearch],
  );

  const update = useCallback(
    (changes: Partial<ApplicantListParams>) => write({ ...params, page: 1, ...changes }, view),
    [params, view, write],
  );
  const setView = useCallback((next: ApplicantsView) => write(params, next), [params, write]);

  return { params, view, update, setView, search };
}
