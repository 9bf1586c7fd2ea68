import { apiRequest } from '@/lib/api-client';

/** DELETE /profiles/me/videos/{id}. */
export async function deleteVideo(id: string): Promise<void> {
  await apiRequest(`/profiles/me/videos/${encodeURIComponent(id)}`, { method: 'DELETE' });
}
