import type { ChildWorkChecklist } from '@talent/contract/child-work-checklist';
import { useQuery } from '@tanstack/react-query';
import { resourceQueryOptions } from '@/lib/resource-query';

/**
 * GET /applications/{id}/checklist: the guardian's steps for an accepted child application
 * (HG 75/2015, decision 0018); 409 until the application is accepted, 404 when not one of their children's.
 */
export const checklistQueryOptions = (id: string) =>
  resourceQueryOptions<ChildWorkChecklist>(
    ['applications', 'checklist', id],
    `/applications/${encodeURIComponent(id)}/checklist`,
  );

export function useChecklist(id: string) {
  return useQuery(checklistQueryOptions(id));
}
