import { apiRequest } from '@/lib/api-client';
import type { ProfileTarget } from '../profile-target';

/** PATCH {profile}/videos/reorder: every video's id, in the new order. */
export async function reorderVideos(target: ProfileTarget, videoIds: string[]): Promise<void> {
  await apiRequest(`${target.basePath}/videos/reorder`, { method: 'PATCH', body: { videoIds } });
}
