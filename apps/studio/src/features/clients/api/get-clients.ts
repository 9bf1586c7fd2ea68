import type { ClientStatus, ClientSummary } from '@talent/contract/clients';
import type { PageMeta } from '@talent/contract/pagination';
import { apiRequest } from '@talent/ui/http/api-client';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

/** A screenful; the API allows up to 50 (MAX_PAGE_SIZE, not imported: that module brings zod). */
export const CLIENTS_PAGE_SIZE = 20;

export interface ClientPage {
  data: ClientSummary[];
  meta: PageMeta;
}

/** GET /admin/clients?status=&page=&pageSize=: oldest sign-ups first (ADMIN only). */
export function getClients(
  { status, page }: { status: ClientStatus; page: number },
  signal?: AbortSignal,
): Promise<ClientPage> {
  const query = new URLSearchParams({ status, page: String(page), pageSize: String(CLIENTS_PAGE_SIZE) });
  return apiRequest<ClientPage>(`/admin/clients?${query}`, { signal });
}

export const clientsQueryOptions = (status: ClientStatus, page: number) =>
  queryOptions({
    queryKey: ['admin-clients', status, page],
    queryFn: ({ signal }) => getClients({ status, page }, signal),
    // The page being left stays on screen while the next one loads, instead of a spinner.
    placeholderData: keepPreviousData,
  });

export function useClients(status: ClientStatus, page: number) {
  return useQuery(clientsQueryOptions(status, page));
}
