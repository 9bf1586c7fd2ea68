import { apiRequest } from '@/lib/api-client';

/** DELETE /profiles/me/photos/{id}. */
export async function deletePhoto(id: string): Promise<void> {
  await apiRequest(`/profiles/me/photos/${encodeURIComponent(id)}`, { method: 'DELETE' });
}
