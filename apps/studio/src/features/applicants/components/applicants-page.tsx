import type { Applicant, BulkStatusResult } from '@talent/contract/studio';
import { BackLink } from '@talent/ui/components/back-link';
import { EmptyState } from '@talent/ui/components/empty-state';
import { Icon } from '@talent/ui/components/icons';
import { PageHeader } from '@talent/ui/components/page-header';
import { secondaryButtonClassName, textLinkClassName } from '@talent/ui/link-styles';
import { notify } from '@talent/ui/notify';
import { useResultsTop } from '@talent/ui/use-results-top';
import { lazy, type ReactNode, Suspense, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ListStates } from '@/components/list-states';
import { ResultPagination } from '@/components/result-pagination';
import { SelectAllBox } from '@/components/select-all-box';
import { mayFindTalent } from '@/lib/may-find-talent';
import { useSession } from '@/lib/session-context';
import { errorMessage } from '@/lib/translate-message';
import { useBulkMove } from '../api/bulk-move';
import { useApplicants } from '../api/get-applicants';
import { useCasting } from '../api/get-casting';
import { hasFilters } from '../applicant-query';
import { useApplicantListParams } from '../use-applicant-list-params';
import { useForgetListOrder } from '../use-neighbours';
import { ApplicantFilters } from './applicant-filters';
import { ApplicantGrid } from './applicant-grid';
import { applicantName } from './applicant-name';
import { ApplicantTable } from './applicant-table';
import { BulkBar } from './bulk-bar';
import { ExportCsvButton } from './export-csv-button';
import { LazyMoveDialog } from './lazy-move-dialog';
import type { MoveTarget } from './move-targets';
import { SortControls } from './sort-controls';
import { StatusChips } from './status-chips';
import { ViewSwitch } from './view-switch';

// Asking several applicants for a self-tape is rarer than moving them: its form comes on demand.
const BulkSelfTape = lazy(() =>
  import('./bulk-self-tape').then((module) => ({ default: module.BulkSelfTape })),
);
// What only some visits show comes after the list is up (DESIGN §5): the refusals of a bulk move, and
// the invitations a talent finder sent from the directory.
const BulkResult = lazy(() => import('./bulk-result').then((module) => ({ default: module.BulkResult })));
const CastingInvitations = lazy(() =>
  import('./casting-invitations').then((module) => ({ default: module.CastingInvitations })),
);

/** The selected applicants, as the app's own actions for them get them. */
export interface ApplicantSelection {
  /** The applications, in the list's order. */
  applicationIds: string[];
  /** Their talents' profiles. */
  profileIds: string[];
  /** Their names as the list shows them, by application id. */
  names: ReadonlyMap<string, string>;
  /** Ends the selection: an action has served it. */
  clear: () => void;
}

/** A casting's applicants: filtered, sorted, paged, in cards or a table, moved one by one or together. */
export function ApplicantsPage({
  castingId,
  selectionActions,
  applicantExtras,
}: {
  castingId: string;
  /** What the app adds for the selected applicants (the talent lists' "Add to list", auditions' invite). */
  selectionActions?: (selection: ApplicantSelection) => ReactNode;
  /** What the app shows beside each applicant, in cards and rows (the producers' votes). */
  applicantExtras?: (applicant: Applicant) => ReactNode;
}) {
  const { t } = useTranslation();
  const { params, view, update, setView, search } = useApplicantListParams();
  const { user } = useSession();
  const casting = useCasting(castingId);
  const applicants = useApplicants(castingId, params);
  const bulkMove = useBulkMove();
  const results = useResultsTop();
  useForgetListOrder();
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [moving, setMoving] = useState<MoveTarget | null>(null);
  const [result, setResult] = useState<BulkStatusResult | null>(null);
  // The applicants asked for a self-tape, fixed when the action is chosen (the summary outlives it).
  const [tapeFor, setTapeFor] = useState<{
    ids: string[];
    names: ReadonlyMap<string, string>;
    run: number;
  } | null>(null);

  const rows = applicants.data?.data ?? [];
  const names = useMemo(() => new Map(rows.map((row) => [row.id, applicantName(row)])), [rows]);

  // A selection is of the applicants on screen: another filter, sort or page starts a new one.
  const listKey = search.toString();
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the list's query changes
  useEffect(() => setSelected(new Set()), [listKey]);

  const toggle = (id: string) =>
    setSelected((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  const allSelected = rows.length > 0 && rows.every((row) => selected.has(row.id));
  const someSelected = !allSelected && rows.some((row) => selected.has(row.id));
  const toggleAll = () => setSelected(allSelected ? new Set() : new Set(rows.map((row) => row.id)));

  const selectionOf = (chosen: typeof rows): ApplicantSelection => ({
    applicationIds: chosen.map((row) => row.id),
    profileIds: chosen.map((row) => row.talent.profileId),
    names,
    clear: () => setSelected(new Set()),
  });

  const detailHref = (id: string) => `/castings/${castingId}/applicants/${id}${listKey ? `?${listKey}` : ''}`;

  const onConfirmMove = async (target: MoveTarget, message: string | undefined) => {
    const ids = [...selected];
    try {
      const outcome = await bulkMove.mutateAsync({ ids, status: target, message });
      setMoving(null);
      setSelected(new Set());
      setResult(outcome);
      if (outcome.moved.length > 0)
        notify.success(t(`applicants.bulk.moved.${target}`, { count: outcome.moved.length }));
    } catch (error) {
      notify.error(await errorMessage(t, error, t('applicants.bulk.failed')));
    }
  };

  const meta = applicants.data?.meta;
  const title = casting.data?.title;

  return (
    <div className="space-y-5">
      <BackLink to="/castings">{t('applicants.back')}</BackLink>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <PageHeader
          title={t('applicants.title')}
          subtitle={
            <>
              {title ?? (casting.isError ? t('applicants.castingUnknown') : '…')}
              {meta && ` · ${t('applicants.found', { count: meta.total })}`}
            </>
          }
        />
        <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
          <Link
            to={`/castings/${encodeURIComponent(castingId)}/auditions`}
            className={`${textLinkClassName} inline-flex items-center gap-1.5 text-sm`}
            data-testid="auditions-link"
          >
            <Icon name="calendar" className="size-4" />
            {t('applicants.auditionsLink')}
          </Link>
          <Link
            to={`/castings/${encodeURIComponent(castingId)}/presentations`}
            className={`${textLinkClassName} inline-flex items-center gap-1.5 text-sm`}
            data-testid="presentations-link"
          >
            <Icon name="broadcast" className="size-4" />
            {t('presentations.link')}
          </Link>
        </div>
      </div>
      <StatusChips selected={params.status} counts={meta?.counts} onSelect={(status) => update({ status })} />
      <ApplicantFilters key={listKey} params={params} onApply={update} />

      <div className="flex flex-wrap items-center justify-between gap-3">
        <SelectAllBox
          all={allSelected}
          some={someSelected}
          disabled={rows.length === 0}
          onToggle={toggleAll}
          label={t('applicants.select.all')}
        />
        <div className="flex flex-wrap items-center gap-3">
          <SortControls
            sort={params.sort}
            order={params.order}
            onChange={(sort, order) => update({ sort, order })}
          />
          <ViewSwitch view={view} onChange={setView} />
          <ExportCsvButton castingId={castingId} params={params} />
        </div>
      </div>

      {result && (
        <Suspense fallback={null}>
          <BulkResult result={result} names={names} onDismiss={() => setResult(null)} />
        </Suspense>
      )}
      {tapeFor && (
        <Suspense fallback={null}>
          <BulkSelfTape
            key={tapeFor.run}
            ids={tapeFor.ids}
            names={tapeFor.names}
            onSent={() => setSelected(new Set())}
            onDone={() => setTapeFor(null)}
          />
        </Suspense>
      )}
      {selected.size > 0 && (
        <BulkBar
          count={selected.size}
          onMove={setMoving}
          onRequestSelfTape={() =>
            setTapeFor((current) => ({ ids: [...selected], names, run: (current?.run ?? 0) + 1 }))
          }
          onClear={() => setSelected(new Set())}
          extra={selectionActions?.(selectionOf(rows.filter((row) => selected.has(row.id))))}
        />
      )}

      <ListStates query={applicants} failed={t('applicants.loadFailed')} testId="applicants-error">
        {({ meta: pages }) =>
          rows.length === 0 && pages.total > 0 ? (
            // A page past the end (an old link, or the list shrank after moves): say so, and offer the first.
            <EmptyState
              testId="applicants-page-past-end"
              title={t('applicants.empty.pastEndTitle', { page: pages.page })}
              text={t('applicants.empty.pastEndText', { count: pages.total })}
              action={
                <button
                  type="button"
                  onClick={() => update({ page: 1 })}
                  className={secondaryButtonClassName}
                >
                  {t('applicants.empty.firstPage')}
                </button>
              }
            />
          ) : rows.length === 0 ? (
            <EmptyState
              testId="applicants-empty"
              title={t(
                hasFilters(params) || params.status
                  ? 'applicants.empty.filteredTitle'
                  : 'applicants.empty.title',
              )}
              text={t(
                hasFilters(params) || params.status
                  ? 'applicants.empty.filteredText'
                  : 'applicants.empty.text',
              )}
            />
          ) : (
            <div
              ref={results.ref}
              aria-busy={applicants.isPlaceholderData || undefined}
              className={`${results.className} space-y-5`}
            >
              {view === 'table' ? (
                <ApplicantTable
                  applicants={rows}
                  selected={selected}
                  onToggle={toggle}
                  detailHref={detailHref}
                  extras={applicantExtras}
                />
              ) : (
                <ApplicantGrid
                  applicants={rows}
                  selected={selected}
                  onToggle={toggle}
                  detailHref={detailHref}
                  extras={applicantExtras}
                />
              )}
              <ResultPagination
                meta={pages}
                texts="applicants.pagination"
                onPageChange={(page) => update({ page })}
                scrollToResults={results.scrollToResults}
              />
            </div>
          )
        }
      </ListStates>

      {/* The talents invited from the directory, where each stands (DESIGN §11). */}
      {mayFindTalent(user) && (
        <Suspense fallback={null}>
          <CastingInvitations castingId={castingId} />
        </Suspense>
      )}

      <LazyMoveDialog
        target={moving}
        who={{ count: selected.size }}
        onClose={() => setMoving(null)}
        onConfirm={onConfirmMove}
      />
    </div>
  );
}
