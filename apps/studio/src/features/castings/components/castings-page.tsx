import { CASTING_STATUSES, type CastingStatus } from '@talent/contract/casting-statuses';
import { EmptyState } from '@talent/ui/components/empty-state';
import { PageHeader } from '@talent/ui/components/page-header';
import { PagedList } from '@talent/ui/components/paged-list';
import { buttonLinkClassName, secondaryButtonClassName } from '@talent/ui/link-styles';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ListStates } from '@/components/list-states';
import { paginationLabels } from '@/components/result-pagination';
import { useSession } from '@/lib/session-context';
import { useStudioCastings } from '../api/get-studio-castings';
import { useCastingActions } from '../hooks/use-casting-actions';
import { CastingCard } from './casting-card';
import { RefusalAlert } from './refusal-alert';
import { StatusFilter } from './status-filter';

/** `?status=` when it names a status, else undefined (all). */
function statusFrom(search: URLSearchParams): CastingStatus | undefined {
  const status = search.get('status');
  return (CASTING_STATUSES as readonly string[]).includes(status ?? '')
    ? (status as CastingStatus)
    : undefined;
}

/** The page number of `?page=`, 1 when absent or not a page number. */
function pageFrom(search: URLSearchParams): number {
  const page = Number(search.get('page'));
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

const createLink = (label: string) => (
  <Link to="/castings/new" className={buttonLinkClassName}>
    {label}
  </Link>
);

/** The caller's castings (an ADMIN's: all), newest first, with their applicants counted (DESIGN §7). */
export function CastingsPage() {
  const { t } = useTranslation();
  const { user } = useSession();
  const [search, setSearch] = useSearchParams();
  const status = statusFrom(search);
  const page = pageFrom(search);
  const castings = useStudioCastings(status, page);
  const actions = useCastingActions();

  // Filter and page live in the URL: a reload or a shared link shows the same list.
  const show = (next: { status?: CastingStatus | undefined; page?: number }) => {
    const params = new URLSearchParams();
    const nextStatus = 'status' in next ? next.status : status;
    if (nextStatus) params.set('status', nextStatus);
    if (next.page && next.page > 1) params.set('page', String(next.page));
    setSearch(params);
  };

  const meta = castings.data?.meta;
  const subtitle = t(user?.role === 'ADMIN' ? 'castings.list.subtitleAdmin' : 'castings.list.subtitle');

  return (
    <div className="space-y-6">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <PageHeader
          title={t('castings.list.title')}
          subtitle={meta ? `${subtitle} · ${t('castings.list.count', { count: meta.total })}` : subtitle}
        />
        <div className="shrink-0">{createLink(t('castings.list.create'))}</div>
      </div>
      <StatusFilter value={status} onChange={(next) => show({ status: next })} />
      <RefusalAlert message={actions.refusal} onDismiss={actions.dismissRefusal} />
      <ListStates query={castings} failed={t('castings.list.loadFailed')} testId="castings-error">
        {({ data: list, meta: pages }) =>
          list.length === 0 ? (
            status ? (
              <EmptyState
                title={t('castings.list.emptyFiltered.title')}
                text={t('castings.list.emptyFiltered.text')}
                testId="castings-empty"
                action={
                  <button
                    type="button"
                    onClick={() => show({ status: undefined })}
                    className={secondaryButtonClassName}
                  >
                    {t('castings.list.emptyFiltered.showAll')}
                  </button>
                }
              />
            ) : (
              <EmptyState
                title={t('castings.list.empty.title')}
                text={t('castings.list.empty.text')}
                testId="castings-empty"
                action={createLink(t('castings.list.create'))}
              />
            )
          ) : (
            <PagedList
              items={list}
              meta={pages}
              busy={castings.isPlaceholderData}
              className="space-y-4"
              labels={paginationLabels(t, 'castings.list.pagination', pages)}
              onPageChange={(next) => show({ page: next })}
              renderItem={(casting, index) => (
                <CastingCard casting={casting} actions={actions} aboveTheFold={index < 2} />
              )}
            />
          )
        }
      </ListStates>
    </div>
  );
}
