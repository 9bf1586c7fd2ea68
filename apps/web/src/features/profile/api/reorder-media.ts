import { apiRequest } from '@talent/ui/http/api-client';
import type { MediaKind, ProfileTarget } from '../profile-target';

/** PATCH {profile}/photos/reorder { photoIds } or {profile}/videos/reorder { videoIds }: every id, in the new order. */
export async function reorderMedia(target: ProfileTarget, kind: MediaKind, ids: string[]): Promise<void> {
  const body = kind === 'photos' ? { photoIds: ids } : { videoIds: ids };
  await apiRequest(`${target.basePath}/${kind}/reorder`, { method: 'PATCH', body });
}
