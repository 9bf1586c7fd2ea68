import { apiRequest } from '@talent/ui/http/api-client';
import type { MediaKind, ProfileTarget } from '../profile-target';

/** DELETE {profile}/photos/{id} or {profile}/videos/{id}. */
export async function deleteMedia(target: ProfileTarget, kind: MediaKind, id: string): Promise<void> {
  await apiRequest(`${target.basePath}/${kind}/${encodeURIComponent(id)}`, { method: 'DELETE' });
}
