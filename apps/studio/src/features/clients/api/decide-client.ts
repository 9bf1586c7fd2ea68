import type { ClientDecision, ClientSummary } from '@talent/contract/clients';
import { apiData } from '@talent/ui/http/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';

/** PATCH /admin/clients/{id}: verify, or reject with the reason the client is e-mailed. */
export async function decideClient(id: string, decision: ClientDecision): Promise<ClientSummary> {
  return apiData<ClientSummary>(`/admin/clients/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    body: decision,
  });
}

export function useDecideClient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, decision }: { id: string; decision: ClientDecision }) => decideClient(id, decision),
    // Decided or not (a 409: another admin was first), the lists no longer match the server.
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['admin-clients'] }),
  });
}
