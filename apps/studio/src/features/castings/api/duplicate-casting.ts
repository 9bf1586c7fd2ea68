import type { Casting } from '@talent/contract/castings';
import { apiRequest } from '@talent/ui/http/api-client';

/** POST /studio/castings/{id}/duplicate: a DRAFT copy titled "… (copie)", same owner. */
export async function duplicateCasting(id: string): Promise<Casting> {
  const body = await apiRequest<{ data: Casting }>(`/studio/castings/${encodeURIComponent(id)}/duplicate`, {
    method: 'POST',
  });
  return body.data;
}
