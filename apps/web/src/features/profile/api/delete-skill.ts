import type { SkillKind } from '@talent/contract/skills';
import { apiRequest } from '@talent/ui/http/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProfileTarget } from '../profile-target';

/** DELETE /skills/{kind}/{id}: the item names its profile, so a child's needs no talentProfileId. */
export async function deleteSkill(kind: SkillKind, id: string): Promise<void> {
  await apiRequest<void>(`/skills/${kind}/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useDeleteSkill(kind: SkillKind, target: ProfileTarget) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deleteSkill(kind, id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: target.queryKey, exact: true }),
  });
}
