import type { SkillItem, SkillKind, SkillUpdatePayload } from '@talent/contract/skills';
import { apiData } from '@talent/ui/http/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProfileTarget } from '../profile-target';

/** PUT /skills/{kind}/{id}: replaces one item (the item keeps its profile: no talentProfileId). */
export async function updateSkill<K extends SkillKind>(
  kind: K,
  id: string,
  payload: SkillUpdatePayload<K>,
): Promise<SkillItem<K>> {
  return apiData<SkillItem<K>>(`/skills/${kind}/${encodeURIComponent(id)}`, {
    method: 'PUT',
    body: payload,
  });
}

export function useUpdateSkill<K extends SkillKind>(kind: K, target: ProfileTarget) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, payload }: { id: string; payload: SkillUpdatePayload<K> }) =>
      updateSkill(kind, id, payload),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: target.queryKey, exact: true }),
  });
}
