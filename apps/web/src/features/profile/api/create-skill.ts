import type { SkillCreatePayload, SkillItem, SkillKind } from '@talent/contract/skills';
import { apiData } from '@talent/ui/http/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProfileTarget } from '../profile-target';

/**
 * POST /skills/{kind}: adds an item (instrument, sport, dance, riding, language, mark) to the own
 * profile, or to the profile named by the payload's talentProfileId (a child's).
 */
export async function createSkill<K extends SkillKind>(
  kind: K,
  payload: SkillCreatePayload<K>,
): Promise<SkillItem<K>> {
  return apiData<SkillItem<K>>(`/skills/${kind}`, { method: 'POST', body: payload });
}

export function useCreateSkill<K extends SkillKind>(kind: K, target: ProfileTarget) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: SkillCreatePayload<K>) =>
      createSkill(
        kind,
        target.talentProfileId ? { ...payload, talentProfileId: target.talentProfileId } : payload,
      ),
    // The profile embeds the lists and the completion score: read both again.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: target.queryKey, exact: true }),
  });
}
