import type { City } from '@talent/contract/cities';
import { Button } from '@talent/ui/components/button';
import { EmptyState } from '@talent/ui/components/empty-state';
import { Icon } from '@talent/ui/components/icons';
import { PageHeader } from '@talent/ui/components/page-header';
import { PagedList } from '@talent/ui/components/paged-list';
import { secondaryButtonClassName } from '@talent/ui/link-styles';
import { useResultsTop } from '@talent/ui/use-results-top';
import { type FormEvent, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorToast } from '@/lib/use-error-toast';
import { type CastingListRequest, useCastings } from '../api/get-castings';
import { useCastingSearch } from '../api/search-castings';
import {
  type CastingListParams,
  FILTER_KEYS,
  toSearchString,
  useCastingListParams,
} from '../hooks/use-casting-list-params';
import { SavedSearchBar } from '../saved-searches/saved-search-bar';
import { CastingCard } from './casting-card';
import { CastingsFilters, FILTER_DEBOUNCE_MS, remunerationErrors } from './castings-filters';
import { FilterChips } from './filter-chips';

/** The filters of the URL the list query may use: a hand-edited link's invalid amount is left out. */
function listFilters(params: CastingListParams): CastingListRequest {
  const errors = remunerationErrors(params.minRemuneration, params.maxRemuneration);
  const filters: CastingListRequest = { page: params.page };
  // As typed in the link: the API refuses a city not on the list, and the page says so.
  if (params.location) filters.location = params.location as City;
  if (params.minRemuneration && !errors.minRemuneration)
    filters.minRemuneration = Number(params.minRemuneration);
  if (params.maxRemuneration && !errors.maxRemuneration)
    filters.maxRemuneration = Number(params.maxRemuneration);
  return filters;
}

/** The castings list (§2): search, filters, chips, a grid of cards, pages — all of it kept in the URL. */
export function CastingsPage() {
  const { t } = useTranslation();
  const { params, update, clearAll } = useCastingListParams();
  const searchId = useId();
  const filtersPanelId = useId();
  const [filtersOpen, setFiltersOpen] = useState(false);
  const results = useResultsTop();

  // The search box: what is typed reaches the URL (and the API) after 500 ms of quiet, at once on
  // Enter, and an emptied box goes back to the plain list at once.
  const [searchText, setSearchText] = useState(params.q);
  const committedQ = useRef(params.q);
  useEffect(() => {
    if (params.q !== committedQ.current) {
      committedQ.current = params.q;
      setSearchText(params.q);
    }
  }, [params.q]);
  const commitSearch = (text: string) => {
    const q = text.trim();
    if (q === committedQ.current) return;
    // Refining a search replaces its history entry; starting or ending one adds an entry.
    const replace = q !== '' && committedQ.current !== '';
    committedQ.current = q;
    update({ q }, { replace });
  };
  const commitSearchRef = useRef(commitSearch);
  commitSearchRef.current = commitSearch;
  useEffect(() => {
    if (searchText.trim() === '') {
      commitSearchRef.current('');
      return;
    }
    const timer = window.setTimeout(() => commitSearchRef.current(searchText), FILTER_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [searchText]);

  const searching = params.q !== '';
  const filters = useMemo(() => listFilters(params), [params]);
  const list = useCastings(filters, { enabled: !searching });
  const search = useCastingSearch({ q: params.q, page: params.page }, { enabled: searching });
  const query = searching ? search : list;
  useErrorToast(list.error, t('castings.list.loadFailed'));
  useErrorToast(search.error, t('castings.list.searchFailed'));

  const activeFilterCount = FILTER_KEYS.filter((key) => params[key] !== '').length;
  const narrowed = searching || activeFilterCount > 0;
  const page = query.data?.meta.page ?? params.page;
  const totalPages = query.data?.meta.totalPages ?? 1;

  // A shared link to a page past the end (the list got shorter) lands on the last page instead.
  const total = query.data?.meta.total ?? 0;
  useEffect(() => {
    if (!query.isPlaceholderData && total > 0 && params.page > totalPages) {
      update({ page: totalPages }, { replace: true });
    }
  }, [query.isPlaceholderData, total, params.page, totalPages, update]);

  const onSearchSubmit = (event: FormEvent) => {
    event.preventDefault();
    commitSearch(searchText);
  };

  const listSearch = toSearchString(params);
  const castings = query.data?.data ?? [];

  return (
    <div className="space-y-6">
      <PageHeader title={t('castings.list.title')} subtitle={t('castings.list.subtitle')} />

      <div className="space-y-4 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-gray-200 sm:p-5">
        <div className="flex flex-col gap-3 sm:flex-row">
          {/* biome-ignore lint/a11y/useSemanticElements: <search> is too new for some browsers still in use (and jsdom); the role says the same */}
          <form role="search" onSubmit={onSearchSubmit} noValidate className="min-w-0 flex-1">
            <label htmlFor={searchId} className="sr-only">
              {t('castings.list.searchLabel')}
            </label>
            <div className="relative">
              <Icon
                name="search"
                className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-gray-500"
              />
              <input
                id={searchId}
                type="search"
                data-testid="castings-search"
                value={searchText}
                maxLength={100}
                autoComplete="off"
                enterKeyHint="search"
                placeholder={t('castings.list.searchPlaceholder')}
                onChange={(event) => setSearchText(event.target.value)}
                className="block w-full rounded-lg border border-gray-400 bg-white py-2.5 pr-3 pl-10 text-sm text-gray-900 shadow-sm placeholder:text-gray-600 focus-visible:border-indigo-700 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-indigo-700"
              />
            </div>
          </form>
          <button
            type="button"
            data-testid="filters-toggle"
            aria-expanded={filtersOpen}
            aria-controls={filtersPanelId}
            onClick={() => setFiltersOpen((open) => !open)}
            className={`${secondaryButtonClassName} shrink-0 md:hidden`}
          >
            <Icon name="filter" className="size-4" />
            {t('castings.list.filters')}
            {activeFilterCount > 0 && (
              <span
                data-testid="filters-count"
                className="inline-flex min-w-5 items-center justify-center rounded-full bg-indigo-700 px-1.5 text-xs font-bold text-white"
              >
                <span aria-hidden="true">{activeFilterCount}</span>
                <span className="sr-only">
                  {t('castings.list.activeFilterCount', { value: activeFilterCount })}
                </span>
              </span>
            )}
          </button>
        </div>

        <div id={filtersPanelId} className={filtersOpen ? 'block' : 'hidden md:block'}>
          <CastingsFilters
            params={params}
            update={update}
            onClear={clearAll}
            searchActive={searchText.trim() !== ''}
            canClear={narrowed || searchText.trim() !== ''}
          />
        </div>

        <FilterChips params={params} onRemove={(key) => update(key === 'q' ? { q: '' } : { [key]: '' })} />

        <SavedSearchBar params={params} />
      </div>

      <div ref={results.ref} className={`${results.className} space-y-6`}>
        {query.isPending && query.fetchStatus !== 'idle' ? (
          <CastingGridSkeleton label={t('castings.list.loading')} />
        ) : query.isError && !query.data ? (
          <EmptyState
            title={searching ? t('castings.list.searchFailed') : t('castings.list.loadFailed')}
            text={t('castings.list.loadErrorText')}
            action={<Button onClick={() => void query.refetch()}>{t('castings.list.retry')}</Button>}
            testId="castings-error"
          />
        ) : castings.length === 0 ? (
          narrowed ? (
            <EmptyState
              title={t('castings.list.noResultsTitle')}
              text={t('castings.list.noResultsText')}
              action={
                <button type="button" onClick={clearAll} className={secondaryButtonClassName}>
                  {t('castings.list.clearFilters')}
                </button>
              }
              testId="castings-no-results"
            />
          ) : (
            <EmptyState
              title={t('castings.list.emptyTitle')}
              text={t('castings.list.emptyText')}
              testId="castings-empty"
            />
          )
        ) : (
          <>
            <p role="status" className="text-sm text-gray-700" data-testid="castings-count">
              {t('castings.list.resultCount', { value: query.data?.meta.total ?? castings.length })}
            </p>
            <PagedList
              items={castings}
              meta={{ page, totalPages }}
              busy={query.isPlaceholderData}
              className={`grid gap-6 sm:grid-cols-2 lg:grid-cols-3 ${query.isPlaceholderData ? 'opacity-60 transition-opacity' : ''}`}
              labels={{
                navigation: t('castings.list.pagination'),
                previous: t('castings.list.previous'),
                next: t('castings.list.next'),
                pageOf: t('castings.list.pageOf', { page, totalPages }),
              }}
              onPageChange={(next) => update({ page: next })}
              // The results start at the count line above the list: a new page is read from there.
              scrollToResults={results.scrollToResults}
              renderItem={(casting, index) => (
                <CastingCard casting={casting} listSearch={listSearch} aboveTheFold={index < 3} />
              )}
            />
          </>
        )}
      </div>
    </div>
  );
}

function CastingGridSkeleton({ label }: { label: string }) {
  return (
    <div aria-busy="true" data-testid="castings-loading">
      <p role="status" className="sr-only">
        {label}
      </p>
      <ul aria-hidden="true" className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {Array.from({ length: 6 }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
          <li key={index} className="overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-gray-200">
            <div className="aspect-video bg-gray-200 motion-safe:animate-pulse" />
            <div className="space-y-3 p-5">
              <div className="h-4 w-24 rounded bg-gray-200 motion-safe:animate-pulse" />
              <div className="h-5 w-3/4 rounded bg-gray-200 motion-safe:animate-pulse" />
              <div className="h-4 w-full rounded bg-gray-200 motion-safe:animate-pulse" />
              <div className="h-4 w-2/3 rounded bg-gray-200 motion-safe:animate-pulse" />
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
