import type { StaffMe, StaffMeUpdate } from '@talent/contract/clients';
import { apiData } from '@talent/ui/http/api-client';

/** PATCH /staff/me: the studio user's own account (its language). */
export async function updateStaffMe(payload: StaffMeUpdate): Promise<StaffMe> {
  return apiData<StaffMe>('/staff/me', { method: 'PATCH', body: payload });
}
