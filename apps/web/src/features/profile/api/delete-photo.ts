import { apiRequest } from '@/lib/api-client';
import type { ProfileTarget } from '../profile-target';

/** DELETE {profile}/photos/{id}. */
export async function deletePhoto(target: ProfileTarget, id: string): Promise<void> {
  await apiRequest(`${target.basePath}/photos/${encodeURIComponent(id)}`, { method: 'DELETE' });
}
