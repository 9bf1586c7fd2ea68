import { apiRequest } from '@/lib/api-client';

/** PATCH /profiles/me/photos/reorder: every photo's id, in the new order. */
export async function reorderPhotos(photoIds: string[]): Promise<void> {
  await apiRequest('/profiles/me/photos/reorder', { method: 'PATCH', body: { photoIds } });
}
