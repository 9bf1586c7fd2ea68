import type { ModerationAction, ReportStatus } from '@talent/contract/message-limits';
import type { Report } from '@talent/contract/messages';
import type { PageMeta } from '@talent/contract/pagination';
import { apiData, apiRequest } from '@talent/ui/http/api-client';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

export const REPORTS_PAGE_SIZE = 20;
const REPORTS_KEY = ['admin-reports'] as const;
/** The held messages' query: a report's decision (a hidden message, a suspension) refreshes it too. */
export const HELD_KEY = ['admin-held-messages'] as const;

export interface ReportPage {
  data: Report[];
  meta: PageMeta;
}

/** GET /admin/reports?status=&page=&pageSize= (ADMIN only). */
export function getReports(
  { status, page }: { status: ReportStatus; page: number },
  signal?: AbortSignal,
): Promise<ReportPage> {
  const query = new URLSearchParams({ status, page: String(page), pageSize: String(REPORTS_PAGE_SIZE) });
  return apiRequest<ReportPage>(`/admin/reports?${query}`, { signal });
}

export const reportsQueryOptions = (status: ReportStatus, page: number) =>
  queryOptions({
    queryKey: [...REPORTS_KEY, status, page],
    queryFn: ({ signal }) => getReports({ status, page }, signal),
    placeholderData: keepPreviousData,
  });

export function useReports(status: ReportStatus, page: number) {
  return useQuery(reportsQueryOptions(status, page));
}

export interface ReportDecision {
  action: ModerationAction;
  note: string;
}

/** PATCH /admin/reports/{id}: the administrator's decision, with an optional note. */
export function decideReport(id: string, decision: ReportDecision): Promise<Report> {
  return apiData<Report>(`/admin/reports/${encodeURIComponent(id)}`, { method: 'PATCH', body: decision });
}

export function useDecideReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, decision }: { id: string; decision: ReportDecision }) => decideReport(id, decision),
    // Decided or not (a 409: another administrator was first), the lists no longer match the server;
    // a hidden message or a suspension may also take held messages away.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: REPORTS_KEY }),
        queryClient.invalidateQueries({ queryKey: HELD_KEY }),
      ]),
  });
}
