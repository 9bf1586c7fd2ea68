import { apiRequest } from '@/lib/api-client';
import type { ProfileTarget } from '../profile-target';

/** PATCH {profile}/photos/reorder: every photo's id, in the new order. */
export async function reorderPhotos(target: ProfileTarget, photoIds: string[]): Promise<void> {
  await apiRequest(`${target.basePath}/photos/reorder`, { method: 'PATCH', body: { photoIds } });
}
