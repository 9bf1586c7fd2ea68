import type { HeldMessage } from '@talent/contract/messages';
import { apiData } from '@talent/ui/http/api-client';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { HELD_KEY } from './reports';

/** GET /admin/held-messages: the flagged messages to minors' families, oldest first (ADMIN only). */
export function getHeldMessages(signal?: AbortSignal): Promise<HeldMessage[]> {
  return apiData<HeldMessage[]>('/admin/held-messages', { signal });
}

export function useHeldMessages() {
  return useQuery({ queryKey: HELD_KEY, queryFn: ({ signal }) => getHeldMessages(signal) });
}

export type HeldDecision = 'release' | 'reject';

/** POST /admin/held-messages/{id}/release or /reject. */
export function decideHeld(id: string, decision: HeldDecision): Promise<HeldMessage> {
  return apiData<HeldMessage>(`/admin/held-messages/${encodeURIComponent(id)}/${decision}`, {
    method: 'POST',
  });
}

export function useDecideHeld() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, decision }: { id: string; decision: HeldDecision }) => decideHeld(id, decision),
    onSettled: () => queryClient.invalidateQueries({ queryKey: HELD_KEY }),
  });
}
