import type { ClientDecision, ClientSummary } from '@talent/contract/clients';
import { EmptyState } from '@talent/ui/components/empty-state';
import { PageHeader } from '@talent/ui/components/page-header';
import { PagedList } from '@talent/ui/components/paged-list';
import { notify } from '@talent/ui/notify';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ListStates } from '@/components/list-states';
import { paginationLabels } from '@/components/result-pagination';
import { errorMessage } from '@/lib/translate-message';
import { useDecideClient } from '../api/decide-client';
import { useClients } from '../api/get-clients';
import { ClientCard } from './client-card';
import { RejectDialog } from './reject-dialog';

/** The page number of `?page=`, 1 when absent or not a page number. */
function pageFrom(search: URLSearchParams): number {
  const page = Number(search.get('page'));
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/** The ADMIN's queue: companies that signed up and wait to be verified or rejected (DESIGN §7). */
export function ClientsPage() {
  const { t } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const page = pageFrom(search);
  const clients = useClients('UNVERIFIED', page);
  const decide = useDecideClient();
  const [rejecting, setRejecting] = useState<ClientSummary | null>(null);

  const goToPage = (next: number) => setSearch(next > 1 ? { page: String(next) } : {});

  /** Sends a decision and says how it went; the list refetches either way (useDecideClient). */
  async function send(client: ClientSummary, decision: ClientDecision): Promise<boolean> {
    const company = client.company.name;
    try {
      await decide.mutateAsync({ id: client.id, decision });
    } catch (error) {
      notify.error(await errorMessage(t, error, t('clients.decisionFailed')));
      return false;
    }
    notify.success(t(decision.status === 'VERIFIED' ? 'clients.approved' : 'clients.rejected', { company }));
    // The last client of a later page was decided: that page is now empty, show the one before.
    const meta = clients.data?.meta;
    if (meta && page > 1 && meta.total - 1 <= (page - 1) * meta.pageSize) goToPage(page - 1);
    return true;
  }

  const onReject = async (client: ClientSummary, decision: ClientDecision) => {
    if (await send(client, decision)) setRejecting(null);
  };

  const busyId = decide.isPending ? decide.variables?.id : undefined;
  const meta = clients.data?.meta;

  return (
    <div className="space-y-6">
      <PageHeader
        title={t('clients.title')}
        subtitle={
          meta
            ? `${t('clients.subtitle')} · ${t('clients.count', { count: meta.total })}`
            : t('clients.subtitle')
        }
      />
      <ListStates query={clients} failed={t('clients.loadFailed')} testId="clients-error">
        {({ data: list, meta: pages }) =>
          list.length === 0 ? (
            <EmptyState
              title={t('clients.empty.title')}
              text={t('clients.empty.text')}
              testId="clients-empty"
            />
          ) : (
            <PagedList
              items={list}
              meta={pages}
              busy={clients.isPlaceholderData}
              className="space-y-4"
              labels={paginationLabels(t, 'clients.pagination', pages)}
              onPageChange={goToPage}
              renderItem={(client) => (
                <ClientCard
                  client={client}
                  busy={busyId === client.id}
                  onApprove={(chosen) => void send(chosen, { status: 'VERIFIED' })}
                  onReject={setRejecting}
                />
              )}
            />
          )
        }
      </ListStates>
      <RejectDialog client={rejecting} onClose={() => setRejecting(null)} onReject={onReject} />
    </div>
  );
}
