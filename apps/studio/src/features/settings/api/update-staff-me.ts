import type { StaffMe, StaffMeUpdate } from '@talent/contract/clients';
import { apiRequest } from '@talent/ui/http/api-client';

/** PATCH /staff/me: the studio user's own account (its language). */
export async function updateStaffMe(payload: StaffMeUpdate): Promise<StaffMe> {
  const body = await apiRequest<{ data: StaffMe }>('/staff/me', { method: 'PATCH', body: payload });
  return body.data;
}
