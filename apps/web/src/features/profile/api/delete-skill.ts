import type { SkillKind } from '@talent/contract/skills';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { myProfileQueryOptions } from './get-my-profile';

/** DELETE /skills/{kind}/{id}. */
export async function deleteSkill(kind: SkillKind, id: string): Promise<void> {
  await apiRequest<void>(`/skills/${kind}/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useDeleteSkill(kind: SkillKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deleteSkill(kind, id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: myProfileQueryOptions().queryKey }),
  });
}
