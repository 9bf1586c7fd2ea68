import { DIRECTORY_SORTS, type DirectorySort } from '@talent/contract/directory-options';
import { EmptyState } from '@talent/ui/components/empty-state';
import { FormSelect } from '@talent/ui/components/form-select';
import { PageHeader } from '@talent/ui/components/page-header';
import { ApiError } from '@talent/ui/http/api-client';
import { secondaryButtonClassName } from '@talent/ui/link-styles';
import { useResultsTop } from '@talent/ui/use-results-top';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListStates } from '@/components/list-states';
import { ResultPagination } from '@/components/result-pagination';
import { SelectAllBox } from '@/components/select-all-box';
import { useTalentSearch } from '../api/search-talents';
import { hasDirectoryFilters } from '../directory-query';
import { useDirectoryParams } from '../use-directory-params';
import { useSelection } from '../use-selection';
import { AddToListDialog } from './add-to-list-dialog';
import { DirectoryFilters } from './directory-filters';
import { InviteDialog } from './invite-dialog';
import { RefusedSearch } from './refused-search';
import { SelectionBar } from './selection-bar';
import { TalentCards } from './talent-card';

/** The studio's talent directory: filters, sort and page in the URL, cards to tick, add to a list or invite. */
export function DirectoryPage() {
  const { t } = useTranslation();
  const { params, update, reset, key } = useDirectoryParams();
  const talents = useTalentSearch(params);
  const results = useResultsTop();
  const { selected, setSelected, toggle, clear } = useSelection();
  const [acting, setActing] = useState<{ action: 'list' | 'invite'; ids: string[] } | null>(null);
  // How many were found: where focus goes when the control that had it is gone (the filters' form is
  // drawn anew for each search, a selection's bar leaves with it), and read out as it changes.
  const foundRef = useRef<HTMLSpanElement>(null);
  const focusFound = () => foundRef.current;

  // A selection is of the talents on screen: another search or page starts a new one.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the search changes
  useEffect(clear, [key]);

  const rows = talents.data?.data ?? [];
  const allSelected = rows.length > 0 && rows.every((row) => selected.has(row.profileId));
  const toggleAll = () => setSelected(allSelected ? new Set() : new Set(rows.map((row) => row.profileId)));
  const refused = talents.error instanceof ApiError && talents.error.status === 400 ? talents.error : null;
  const sort = (DIRECTORY_SORTS as readonly string[]).includes(params.sort ?? '')
    ? (params.sort as DirectorySort)
    : 'relevance';

  return (
    <div className="space-y-5">
      <PageHeader
        title={t('directory.title')}
        subtitle={
          <>
            {t('directory.subtitle')}
            <span ref={foundRef} tabIndex={-1} aria-live="polite" data-testid="directory-found">
              {talents.data && ` · ${t('directory.found', { count: talents.data.meta.total })}`}
            </span>
          </>
        }
      />
      <DirectoryFilters
        key={key}
        params={params}
        onApply={(filters) => {
          update(filters);
          foundRef.current?.focus();
        }}
        onClear={() => {
          reset();
          foundRef.current?.focus();
        }}
      />

      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="pb-2">
          <SelectAllBox
            all={allSelected}
            some={!allSelected && rows.some((row) => selected.has(row.profileId))}
            disabled={rows.length === 0}
            onToggle={toggleAll}
            label={t('directory.select.all')}
          />
        </div>
        <div className="w-52">
          <FormSelect
            label={t('directory.sort.label')}
            value={sort === 'relevance' ? '' : sort}
            options={DIRECTORY_SORTS.filter((value) => value !== 'relevance').map((value) => ({
              value,
              label: t(`directory.sort.${value}`),
            }))}
            placeholder={t('directory.sort.relevance')}
            onChange={(value) => update({ sort: value || undefined })}
            testId="directory-sort"
          />
        </div>
      </div>

      {selected.size > 0 && (
        <SelectionBar
          count={selected.size}
          onAddToList={() => setActing({ action: 'list', ids: [...selected] })}
          onInvite={() => setActing({ action: 'invite', ids: [...selected] })}
          onClear={clear}
        />
      )}

      {refused ? (
        <RefusedSearch error={refused} onReset={reset} />
      ) : (
        <ListStates query={talents} failed={t('directory.loadFailed')} testId="directory-error">
          {({ meta }) =>
            rows.length === 0 && meta.total > 0 ? (
              <EmptyState
                testId="directory-past-end"
                title={t('directory.empty.pastEndTitle', { page: meta.page })}
                text={t('directory.empty.pastEndText', { count: meta.total })}
                action={
                  <button type="button" onClick={() => update({})} className={secondaryButtonClassName}>
                    {t('directory.empty.firstPage')}
                  </button>
                }
              />
            ) : rows.length === 0 ? (
              <EmptyState
                testId="directory-empty"
                title={t('directory.empty.title')}
                text={hasDirectoryFilters(params) ? t('directory.empty.text') : undefined}
              />
            ) : (
              <div
                ref={results.ref}
                aria-busy={talents.isPlaceholderData || undefined}
                className={`${results.className} space-y-5`}
              >
                <TalentCards
                  talents={rows}
                  selected={selected}
                  onToggle={toggle}
                  backTo={`/talents${key ? `?${key}` : ''}`}
                />
                <ResultPagination
                  meta={meta}
                  texts="directory.pagination"
                  onPageChange={(page) => update({ page: String(page) })}
                  scrollToResults={results.scrollToResults}
                />
              </div>
            )
          }
        </ListStates>
      )}

      <AddToListDialog
        profileIds={acting?.action === 'list' ? acting.ids : []}
        onClose={() => setActing(null)}
        onAdded={clear}
        focusAfterAdd={focusFound}
      />
      <InviteDialog
        profileIds={acting?.action === 'invite' ? acting.ids : []}
        onClose={() => setActing(null)}
        onInvited={clear}
        focusAfterInvite={focusFound}
      />
    </div>
  );
}
