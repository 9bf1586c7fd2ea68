import type { SkillCreatePayload, SkillItem, SkillKind } from '@talent/contract/skills';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { myProfileQueryOptions } from './get-my-profile';

/** POST /skills/{kind}: adds an item (instrument, sport, dance, riding, language, mark) to the own profile. */
export async function createSkill<K extends SkillKind>(
  kind: K,
  payload: SkillCreatePayload<K>,
): Promise<SkillItem<K>> {
  const body = await apiRequest<{ data: SkillItem<K> }>(`/skills/${kind}`, { method: 'POST', body: payload });
  return body.data;
}

export function useCreateSkill<K extends SkillKind>(kind: K) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: SkillCreatePayload<K>) => createSkill(kind, payload),
    // The profile embeds the lists and the completion score: read both again.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: myProfileQueryOptions().queryKey }),
  });
}
