import type { Casting } from '@talent/contract/castings';
import { apiData } from '@talent/ui/http/api-client';

/** POST /studio/castings/{id}/duplicate: a DRAFT copy titled "… (copie)", same owner. */
export async function duplicateCasting(id: string): Promise<Casting> {
  return apiData<Casting>(`/studio/castings/${encodeURIComponent(id)}/duplicate`, {
    method: 'POST',
  });
}
