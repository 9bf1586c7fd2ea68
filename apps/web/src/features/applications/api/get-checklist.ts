import type { ChildWorkChecklist } from '@talent/contract/child-work-checklist';
import { apiRequest } from '@talent/ui/http/api-client';
import { queryOptions, useQuery } from '@tanstack/react-query';

/**
 * GET /applications/{id}/checklist: the guardian's steps for an accepted child application
 * (HG 75/2015, decision 0018); 409 until the application is accepted, 404 when not one of their children's.
 */
export async function getChecklist(id: string, signal?: AbortSignal): Promise<ChildWorkChecklist> {
  const body = await apiRequest<{ data: ChildWorkChecklist }>(
    `/applications/${encodeURIComponent(id)}/checklist`,
    { signal },
  );
  return body.data;
}

export const checklistQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['applications', 'checklist', id],
    queryFn: ({ signal }) => getChecklist(id, signal),
  });

export function useChecklist(id: string) {
  return useQuery(checklistQueryOptions(id));
}
