import { apiRequest } from '@/lib/api-client';

/** PATCH /profiles/me/videos/reorder: every video's id, in the new order. */
export async function reorderVideos(videoIds: string[]): Promise<void> {
  await apiRequest('/profiles/me/videos/reorder', { method: 'PATCH', body: { videoIds } });
}
