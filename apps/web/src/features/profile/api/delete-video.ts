import { apiRequest } from '@/lib/api-client';
import type { ProfileTarget } from '../profile-target';

/** DELETE {profile}/videos/{id}. */
export async function deleteVideo(target: ProfileTarget, id: string): Promise<void> {
  await apiRequest(`${target.basePath}/videos/${encodeURIComponent(id)}`, { method: 'DELETE' });
}
