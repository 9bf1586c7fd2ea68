import type { ModerationAction, ReportStatus } from '@talent/contract/message-limits';
import type { HeldMessage, Report } from '@talent/contract/messages';
import { EmptyState } from '@talent/ui/components/empty-state';
import { controlClassName } from '@talent/ui/components/form-field';
import { LabelledSelect } from '@talent/ui/components/labelled-select';
import { PageHeader } from '@talent/ui/components/page-header';
import { PagedList } from '@talent/ui/components/paged-list';
import { Tabs } from '@talent/ui/components/tabs';
import { ApiError } from '@talent/ui/http/api-client';
import { notify } from '@talent/ui/notify';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ListStates } from '@/components/list-states';
import { paginationLabels } from '@/components/result-pagination';
import { errorMessage } from '@/lib/translate-message';
import { type HeldDecision, useDecideHeld, useHeldMessages } from '../api/held-messages';
import { type ReportDecision, useDecideReport, useReports } from '../api/reports';
import '../moderation-messages';
import { HeldDecisionDialog, type PendingHeld } from './held-decision-dialog';
import { HeldMessageCard } from './held-message-card';
import { type PendingDecision, ReportActionDialog } from './report-action-dialog';
import { ReportCard } from './report-card';

type Tab = 'reports' | 'held';

/** `?tab=held`, `?status=RESOLVED`, `?page=2`: what the queue shows, kept in the URL. */
function readParams(search: URLSearchParams) {
  const page = Number(search.get('page'));
  return {
    tab: (search.get('tab') === 'held' ? 'held' : 'reports') as Tab,
    status: (search.get('status') === 'RESOLVED' ? 'RESOLVED' : 'OPEN') as ReportStatus,
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

/** The ADMIN's moderation queue (DESIGN §14): reports to decide and messages held before a minor sees them. */
export function ModerationPage() {
  const { t } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const { tab, status, page } = readParams(search);
  const reports = useReports(status, page);
  // The tab's count is always the open reports', whichever list is shown.
  const openReports = useReports('OPEN', status === 'OPEN' ? page : 1);
  const held = useHeldMessages();
  const decideReport = useDecideReport();
  const decideHeld = useDecideHeld();
  const [pending, setPending] = useState<PendingDecision | null>(null);
  const [pendingHeld, setPendingHeld] = useState<PendingHeld | null>(null);

  const go = (next: { tab?: Tab; status?: ReportStatus; page?: number }) => {
    const merged = { tab, status, page: 1, ...next };
    const query: Record<string, string> = {};
    if (merged.tab === 'held') query.tab = 'held';
    else {
      if (merged.status === 'RESOLVED') query.status = 'RESOLVED';
      if (merged.page > 1) query.page = String(merged.page);
    }
    setSearch(query);
  };

  const onDecide = async (report: Report, decision: ReportDecision) => {
    try {
      await decideReport.mutateAsync({ id: report.id, decision });
    } catch (error) {
      notify.error(await errorMessage(t, error, t('moderation.reports.failed')));
      // Another administrator was first: nothing more to decide here.
      if (error instanceof ApiError && error.status === 409) setPending(null);
      return;
    }
    setPending(null);
    notify.success(
      t(`moderation.reports.done.${decision.action}`, {
        company: report.target.companyName ?? report.target.label,
      }),
    );
    const meta = reports.data?.meta;
    if (meta && page > 1 && meta.total - 1 <= (page - 1) * meta.pageSize) go({ page: page - 1 });
  };

  const onHeld = async ({ message, decision }: PendingHeld) => {
    try {
      await decideHeld.mutateAsync({ id: message.id, decision });
    } catch (error) {
      notify.error(await errorMessage(t, error, t('moderation.held.failed')));
      if (error instanceof ApiError && (error.status === 409 || error.status === 404)) setPendingHeld(null);
      return;
    }
    setPendingHeld(null);
    notify.success(t(decision === 'release' ? 'moderation.held.released' : 'moderation.held.rejected'));
  };

  const openCount = openReports.data?.meta.total;
  const heldCount = held.data?.length;
  const tabLabel = (label: string, count: number | undefined) =>
    count === undefined ? label : t('moderation.tabs.count', { label, count });
  const busyReport = decideReport.isPending ? decideReport.variables?.id : undefined;
  const busyHeld = decideHeld.isPending ? decideHeld.variables?.id : undefined;

  return (
    <div className="space-y-6">
      <PageHeader title={t('moderation.title')} subtitle={t('moderation.subtitle')} />
      <Tabs<Tab>
        label={t('moderation.tabsLabel')}
        tabs={[
          { id: 'reports', label: tabLabel(t('moderation.tabs.reports'), openCount), testId: 'tab-reports' },
          { id: 'held', label: tabLabel(t('moderation.tabs.held'), heldCount), testId: 'tab-held' },
        ]}
        selected={tab}
        onSelect={(id) => go({ tab: id })}
      >
        {tab === 'reports' ? (
          <div className="space-y-4 pt-4">
            <div className="flex flex-wrap items-center gap-2">
              <LabelledSelect<ReportStatus>
                label={t('moderation.reports.statusFilter')}
                value={status}
                options={(['OPEN', 'RESOLVED'] as const).map((value) => ({
                  value,
                  label: t(`moderation.reports.status.${value}`),
                }))}
                onChange={(value) => go({ status: value })}
                testId="report-status"
                className={`${controlClassName} w-auto`}
              />
            </div>
            <ListStates query={reports} failed={t('moderation.reports.loadFailed')} testId="reports-error">
              {({ data: list, meta }) =>
                list.length === 0 ? (
                  <EmptyState
                    title={t('moderation.reports.empty.title')}
                    text={t(
                      status === 'OPEN'
                        ? 'moderation.reports.empty.text'
                        : 'moderation.reports.empty.resolvedText',
                    )}
                    testId="reports-empty"
                  />
                ) : (
                  <PagedList
                    items={list}
                    meta={meta}
                    busy={reports.isPlaceholderData}
                    className="space-y-4"
                    labels={paginationLabels(t, 'moderation.reports.pagination', meta)}
                    onPageChange={(next) => go({ page: next })}
                    renderItem={(report) => (
                      <ReportCard
                        report={report}
                        busy={busyReport === report.id}
                        onAction={(chosen: Report, action: ModerationAction) =>
                          setPending({ report: chosen, action })
                        }
                      />
                    )}
                  />
                )
              }
            </ListStates>
          </div>
        ) : (
          <div className="space-y-4 pt-4">
            <ListStates query={held} failed={t('moderation.held.loadFailed')} testId="held-error">
              {(list: HeldMessage[]) =>
                list.length === 0 ? (
                  <EmptyState
                    title={t('moderation.held.empty.title')}
                    text={t('moderation.held.empty.text')}
                    testId="held-empty"
                  />
                ) : (
                  <ul className="space-y-4">
                    {list.map((message) => (
                      <li key={message.id}>
                        <HeldMessageCard
                          message={message}
                          busy={busyHeld === message.id}
                          onDecide={(chosen: HeldMessage, decision: HeldDecision) =>
                            setPendingHeld({ message: chosen, decision })
                          }
                        />
                      </li>
                    ))}
                  </ul>
                )
              }
            </ListStates>
          </div>
        )}
      </Tabs>
      <ReportActionDialog pending={pending} onClose={() => setPending(null)} onDecide={onDecide} />
      <HeldDecisionDialog
        pending={pendingHeld}
        busy={decideHeld.isPending}
        onClose={() => setPendingHeld(null)}
        onConfirm={(chosen) => void onHeld(chosen)}
      />
    </div>
  );
}
