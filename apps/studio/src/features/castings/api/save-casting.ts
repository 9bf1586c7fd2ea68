import type { Casting, CastingCreatePayload, CastingUpdatePayload } from '@talent/contract/castings';
import { apiRequest } from '@talent/ui/http/api-client';

/** POST /castings: a new casting of the caller, saved as DRAFT or PUBLISHED (403 for an unverified client). */
export async function createCasting(payload: CastingCreatePayload): Promise<Casting> {
  const body = await apiRequest<{ data: Casting }>('/castings', { method: 'POST', body: payload });
  return body.data;
}

/** PATCH /castings/{id}: any of the fields, and/or a status move along CASTING_STATUS_TRANSITIONS. */
export async function updateCasting(id: string, payload: CastingUpdatePayload): Promise<Casting> {
  const body = await apiRequest<{ data: Casting }>(`/castings/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    body: payload,
  });
  return body.data;
}
