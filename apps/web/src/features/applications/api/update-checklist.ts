import type { ChecklistUpdate, ChildWorkChecklist } from '@talent/contract/child-work-checklist';
import { apiData } from '@talent/ui/http/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { checklistQueryOptions } from './get-checklist';

/**
 * PATCH /applications/{id}/checklist { companionName?, items? }: the updated checklist; 400 with
 * fields.companionName when the companion is ticked before being named.
 */
export async function updateChecklist(id: string, update: ChecklistUpdate): Promise<ChildWorkChecklist> {
  return apiData<ChildWorkChecklist>(`/applications/${encodeURIComponent(id)}/checklist`, {
    method: 'PATCH',
    body: update,
  });
}

export function useUpdateChecklist(id: string) {
  const queryClient = useQueryClient();
  const { queryKey } = checklistQueryOptions(id);
  return useMutation({
    mutationFn: (update: ChecklistUpdate) => updateChecklist(id, update),
    onSuccess: (checklist) => queryClient.setQueryData(queryKey, checklist),
  });
}
