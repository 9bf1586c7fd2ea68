import type { Casting, CastingCreatePayload, CastingUpdatePayload } from '@talent/contract/castings';
import { apiData } from '@talent/ui/http/api-client';

/** POST /castings: a new casting of the caller, saved as DRAFT or PUBLISHED (403 for an unverified client). */
export async function createCasting(payload: CastingCreatePayload): Promise<Casting> {
  return apiData<Casting>('/castings', { method: 'POST', body: payload });
}

/** PATCH /castings/{id}: any of the fields, and/or a status move along CASTING_STATUS_TRANSITIONS. */
export async function updateCasting(id: string, payload: CastingUpdatePayload): Promise<Casting> {
  return apiData<Casting>(`/castings/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    body: payload,
  });
}
