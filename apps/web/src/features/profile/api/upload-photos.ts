import type { Photo } from '@talent/contract/media';
import { type UploadOptions, uploadRequest } from '@/lib/upload-request';

/**
 * POST /profiles/me/photos for one file, POST /profiles/me/photos/bulk (files[] ≤ 10) for several;
 * answers the photos created.
 */
export async function uploadPhotos(files: File[], options: UploadOptions = {}): Promise<Photo[]> {
  const form = new FormData();
  if (files.length === 1 && files[0]) {
    form.append('file', files[0]);
    const body = await uploadRequest<{ data: Photo }>('/profiles/me/photos', form, options);
    return [body.data];
  }
  for (const file of files) form.append('files', file);
  const body = await uploadRequest<{ data: Photo[] }>('/profiles/me/photos/bulk', form, options);
  return body.data;
}
