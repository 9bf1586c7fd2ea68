import type { SkillItem, SkillKind, SkillUpdatePayload } from '@talent/contract/skills';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { myProfileQueryOptions } from './get-my-profile';

/** PUT /skills/{kind}/{id}: replaces one item. */
export async function updateSkill<K extends SkillKind>(
  kind: K,
  id: string,
  payload: SkillUpdatePayload<K>,
): Promise<SkillItem<K>> {
  const body = await apiRequest<{ data: SkillItem<K> }>(`/skills/${kind}/${encodeURIComponent(id)}`, {
    method: 'PUT',
    body: payload,
  });
  return body.data;
}

export function useUpdateSkill<K extends SkillKind>(kind: K) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, payload }: { id: string; payload: SkillUpdatePayload<K> }) =>
      updateSkill(kind, id, payload),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: myProfileQueryOptions().queryKey }),
  });
}
